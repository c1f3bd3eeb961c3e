package io.redeemdesk.server.events;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * What an operator sees and does about events ({@code server events list | replay}): the undelivered or dead
 * ones, or all since a moment, one line per endpoint; and sending chosen ones again from their first attempt.
 */
public final class EventAdmin {
    private static final String LIST = "SELECT e.id, e.kind, e.code, e.created_at, d.endpoint, d.attempts, "
            + "d.last_error, d.next_attempt_at, d.delivered_at, d.dead_at FROM outbound_events e "
            + "LEFT JOIN event_deliveries d ON d.event_id = e.id WHERE ";
    private static final String REPLAY = "UPDATE event_deliveries SET delivered_at = NULL, dead_at = NULL, "
            + "attempts = 0, failing_since = NULL, last_error = NULL, lease_owner = NULL, lease_until = NULL, "
            + "next_attempt_at = ? WHERE ";

    private static final String DELIVERIES = "SELECT d.event_id, e.kind, d.code, d.created_at, d.endpoint, "
            + "d.attempts, d.last_error, d.next_attempt_at, d.delivered_at, d.dead_at FROM event_deliveries d "
            + "JOIN outbound_events e ON e.id = d.event_id WHERE ";

    private final ServerDatabase database;
    private final Clock clock;

    public EventAdmin(ServerDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Which events: the dead ones only, and/or those that occurred at or after {@code since} (epoch millis). */
    public record Filter(boolean deadOnly, Long since) {
    }

    /** One event at one endpoint; {@code endpoint} is null while the event has not been fanned out. */
    public record Line(String eventId, String type, String code, long occurredAt, String endpoint, String state,
                       int attempts, String lastError, Long nextAttemptAt) {
    }

    /**
     * Without {@code since}: the events not yet delivered (pending, dead, or not yet sent anywhere); with it,
     * every event since then, delivered ones too. Oldest first, at most {@code limit} lines.
     */
    public List<Line> list(Filter filter, int limit) throws SQLException {
        String where = filter.deadOnly() ? "d.dead_at IS NOT NULL"
                : filter.since() != null ? "1 = 1" : "(d.event_id IS NULL OR d.delivered_at IS NULL)";
        String sql = LIST + where + (filter.since() != null ? " AND e.created_at >= ?" : "")
                + " ORDER BY e.created_at, e.id, d.endpoint LIMIT ?";
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql)) {
                int i = 1;
                if (filter.since() != null) {
                    select.setLong(i++, filter.since());
                }
                select.setInt(i, limit);
                List<Line> lines = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        lines.add(line(rs));
                    }
                }
                return lines;
            }
        });
    }

    /**
     * Every event about one voucher, one line per endpoint (staged ones with none), oldest first: the events part
     * of a voucher's history (by the {@code outbound_events_code} index).
     */
    public static List<Line> forCode(Connection c, String code) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(LIST + "e.code = ? ORDER BY e.created_at, e.id, "
                + "d.endpoint")) {
            select.setString(1, code);
            List<Line> lines = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    lines.add(line(rs));
                }
            }
            return lines;
        }
    }

    private static Line line(ResultSet rs) throws SQLException {
        String endpoint = rs.getString(5);
        long next = rs.getLong(8);
        Long nextAttempt = rs.wasNull() ? null : next;
        rs.getLong(9);
        boolean delivered = !rs.wasNull();
        rs.getLong(10);
        boolean dead = !rs.wasNull();
        String state = endpoint == null ? "staged" : delivered ? "delivered" : dead ? "dead" : "pending";
        return new Line(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4), endpoint, state,
                rs.getInt(6), rs.getString(7), "pending".equals(state) ? nextAttempt : null);
    }

    /** Where a page of deliveries starts: after this delivery ({@link #FIRST} for the first page). */
    public record Cursor(long createdAt, String eventId, String endpoint) {
        public static final Cursor FIRST = new Cursor(Long.MIN_VALUE, "", "");

        /** The cursor after {@code line}, the last of a page. */
        public static Cursor after(Line line) {
            return new Cursor(line.occurredAt(), line.eventId(), line.endpoint());
        }
    }

    /**
     * The console's Events page: the dead deliveries ({@code dead}) or the pending ones, oldest first, at most
     * {@code limit} after {@code after}, by keyset on (created_at, event_id, endpoint) over the partial indexes
     * of open and dead deliveries, so a page costs the same on a million delivered events.
     */
    public List<Line> deliveries(boolean dead, Cursor after, int limit) throws SQLException {
        String sql = DELIVERIES + (dead ? "d.dead_at IS NOT NULL" : "d.delivered_at IS NULL AND d.dead_at IS NULL")
                + " AND (d.created_at > ? OR (d.created_at = ? AND (d.event_id > ? OR (d.event_id = ? "
                + "AND d.endpoint > ?)))) ORDER BY d.created_at, d.event_id, d.endpoint LIMIT ?";
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql)) {
                select.setLong(1, after.createdAt());
                select.setLong(2, after.createdAt());
                select.setString(3, after.eventId());
                select.setString(4, after.eventId());
                select.setString(5, after.endpoint());
                select.setInt(6, limit);
                List<Line> lines = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        lines.add(line(rs));
                    }
                }
                return lines;
            }
        });
    }

    /** Sends one event again to every endpoint it went to; returns the deliveries queued. */
    public int replay(String eventId) throws SQLException {
        return requeue("event_id = ?", eventId);
    }

    /** Sends every dead delivery again; returns how many were queued. */
    public int replayDead() throws SQLException {
        return requeue("dead_at IS NOT NULL");
    }

    /** Sends every event since {@code since} (epoch millis) again, delivered ones too. */
    public int replaySince(long since) throws SQLException {
        return requeue("created_at >= ?", since);
    }

    private int requeue(String where, Object... args) throws SQLException {
        long now = clock.millis();
        return database.inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement(REPLAY + where)) {
                update.setLong(1, now);
                for (int i = 0; i < args.length; i++) {
                    update.setObject(i + 2, args[i]);
                }
                return update.executeUpdate();
            }
        });
    }
}
