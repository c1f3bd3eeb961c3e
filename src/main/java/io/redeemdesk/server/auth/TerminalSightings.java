package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * When each terminal was last seen on this node and the outbox depth it last reported. A request only puts its
 * sighting in memory ({@link #seen}); {@link #flush}, run by the node every {@link #FLUSH_INTERVAL}, writes the
 * terminals seen since the last flush in one transaction, so a terminal costs at most one write per interval
 * however often it calls. A write never moves {@code last_seen_at} back (several nodes flush the same terminal).
 */
public final class TerminalSightings {
    public static final Duration FLUSH_INTERVAL = Duration.ofSeconds(30);
    private static final int LIMIT = 100_000;
    private static final String UPDATE = "UPDATE terminals SET last_seen_at = ?, "
            + "queue_depth = COALESCE(?, queue_depth), queue_reported_at = COALESCE(?, queue_reported_at) "
            + "WHERE id = ? AND (last_seen_at IS NULL OR last_seen_at <= ?)";

    /**
     * One terminal's latest sighting on this node; {@code queueDepth} and {@code reportedAt} (when that depth was
     * reported) null when it reported none.
     */
    public record Sighting(long at, Integer queueDepth, Long reportedAt) {
    }

    private final Map<String, Sighting> unwritten = new ConcurrentHashMap<>();
    private final Map<String, Sighting> latest = new ConcurrentHashMap<>();
    private final ServerDatabase database;
    private final Clock clock;

    public TerminalSightings(ServerDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Notes a request of {@code terminalId} now, with the depth it reported (null: none or unreadable). */
    public void seen(String terminalId, Integer queueDepth) {
        if (latest.size() >= LIMIT && !latest.containsKey(terminalId)) {
            return;
        }
        long at = clock.millis();
        Sighting now = new Sighting(at, queueDepth, queueDepth == null ? null : at);
        Sighting kept = latest.merge(terminalId, now, TerminalSightings::newer);
        unwritten.put(terminalId, kept);
    }

    /** A depth header's value as a depth: a non-negative integer, else null (ignored, never refused). */
    public static Integer depth(String header) {
        if (header == null || header.isBlank() || header.length() > 9) {
            return null;
        }
        try {
            int depth = Integer.parseInt(header.strip());
            return depth < 0 ? null : depth;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** This node's latest sighting of {@code terminalId}, written or not yet. */
    public Optional<Sighting> latest(String terminalId) {
        return Optional.ofNullable(latest.get(terminalId));
    }

    /** Writes the sightings not written yet; returns how many terminals it wrote. A failed flush is retried. */
    public int flush() throws SQLException {
        List<Map.Entry<String, Sighting>> batch = new ArrayList<>();
        for (String id : List.copyOf(unwritten.keySet())) {
            Sighting s = unwritten.remove(id);
            if (s != null) {
                batch.add(Map.entry(id, s));
            }
        }
        if (batch.isEmpty()) {
            return 0;
        }
        try {
            database.inTransaction(c -> {
                try (PreparedStatement update = c.prepareStatement(UPDATE)) {
                    for (Map.Entry<String, Sighting> e : batch) {
                        Sighting s = e.getValue();
                        update.setLong(1, s.at());
                        update.setObject(2, s.queueDepth(), Types.INTEGER);
                        update.setObject(3, s.reportedAt(), Types.BIGINT);
                        update.setString(4, e.getKey());
                        update.setLong(5, s.at());
                        update.addBatch();
                    }
                    return update.executeBatch().length;
                }
            });
        } catch (SQLException | RuntimeException e) {
            batch.forEach(entry -> unwritten.merge(entry.getKey(), entry.getValue(), TerminalSightings::newer));
            throw e;
        }
        latest.keySet().retainAll(recentIds());
        return batch.size();
    }

    private List<String> recentIds() {
        long cutoff = clock.millis() - 2 * FLUSH_INTERVAL.toMillis();
        List<String> recent = new ArrayList<>();
        latest.forEach((id, s) -> {
            if (s.at() >= cutoff || unwritten.containsKey(id)) {
                recent.add(id);
            }
        });
        return recent;
    }

    /** The later sighting of the two, with the later reported depth of the two. */
    private static Sighting newer(Sighting a, Sighting b) {
        long at = Math.max(a.at(), b.at());
        boolean bReportedLater = b.reportedAt() != null && (a.reportedAt() == null || b.reportedAt() >= a.reportedAt());
        Sighting depth = bReportedLater ? b : a;
        return new Sighting(at, depth.queueDepth(), depth.reportedAt());
    }
}
