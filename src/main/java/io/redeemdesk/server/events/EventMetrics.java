package io.redeemdesk.server.events;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The relay's figures for {@code /metrics}: this node's deliveries and failures per endpoint (counters), and the
 * backlog every node sees alike, read from the database at scrape time: pending deliveries (with events not yet
 * fanned out), the age of the oldest, and dead ones.
 */
public final class EventMetrics {
    private final ServerDatabase database;
    private final Clock clock;
    private final boolean endpointsConfigured;
    private final Map<String, LongAdder> delivered = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> failed = new ConcurrentHashMap<>();

    public EventMetrics(ServerDatabase database, Clock clock, EventSettings settings) {
        this.database = database;
        this.clock = clock;
        this.endpointsConfigured = !settings.endpoints().isEmpty();
        for (WebhookEndpoint endpoint : settings.endpoints()) {
            delivered.put(endpoint.name(), new LongAdder());
        }
    }

    void delivered(String endpoint, int count) {
        delivered.computeIfAbsent(endpoint, k -> new LongAdder()).add(count);
    }

    void failed(String endpoint, String reason) {
        failed.computeIfAbsent("endpoint=\"" + endpoint + "\",reason=\"" + reason + "\"", k -> new LongAdder())
                .increment();
    }

    /** What the relay has not sent: pending deliveries, the oldest one's creation, dead deliveries. */
    public record Backlog(long pending, long oldestCreatedAt, long dead) {
    }

    /** The relay's backlog now (unpublished events count as pending only when an endpoint is configured). */
    public Backlog backlog() throws SQLException {
        return database.read(c -> {
            long[] open = countAndOldest(c, "SELECT COUNT(*), MIN(created_at) FROM event_deliveries "
                    + "WHERE delivered_at IS NULL AND dead_at IS NULL");
            long pending = open[0];
            long oldest = open[1];
            if (endpointsConfigured) {
                long[] unpublished = countAndOldest(c, "SELECT COUNT(*), MIN(created_at) FROM outbound_events "
                        + "WHERE published_at IS NULL");
                pending += unpublished[0];
                oldest = oldest == 0 ? unpublished[1] : unpublished[1] == 0 ? oldest : Math.min(oldest, unpublished[1]);
            }
            long dead = countAndOldest(c, "SELECT COUNT(*), MIN(created_at) FROM event_deliveries "
                    + "WHERE dead_at IS NOT NULL")[0];
            return new Backlog(pending, oldest, dead);
        });
    }

    /** Appends the relay's metrics in the Prometheus text format. */
    public void write(StringBuilder out) throws SQLException {
        Backlog backlog = backlog();
        gauge(out, "redeemdesk_events_pending", "Event deliveries not yet acknowledged (dead ones excluded)",
                backlog.pending());
        long age = backlog.oldestCreatedAt() == 0 ? 0 : Math.max(0, clock.millis() - backlog.oldestCreatedAt());
        out.append("# HELP redeemdesk_events_oldest_pending_seconds Age of the oldest pending event, in seconds\n")
                .append("# TYPE redeemdesk_events_oldest_pending_seconds gauge\n")
                .append("redeemdesk_events_oldest_pending_seconds ").append(age / 1000.0).append('\n');
        counter(out, "redeemdesk_events_delivered_total", "Event deliveries acknowledged with a 2xx, by endpoint",
                delivered, true);
        counter(out, "redeemdesk_events_failed_total", "Failed delivery attempts, by endpoint and reason", failed,
                false);
        gauge(out, "redeemdesk_events_dead", "Event deliveries marked dead; 'server events replay' sends them again",
                backlog.dead());
    }

    /** The first two columns of a {@code COUNT(*), MIN(…)} query; 0 for a MIN of no rows. */
    private static long[] countAndOldest(Connection c, String sql) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
            rs.next();
            return new long[] {rs.getLong(1), rs.getLong(2)};
        }
    }

    private static void gauge(StringBuilder out, String name, String help, long value) {
        out.append("# HELP ").append(name).append(' ').append(help).append('\n')
                .append("# TYPE ").append(name).append(" gauge\n")
                .append(name).append(' ').append(value).append('\n');
    }

    private static void counter(StringBuilder out, String name, String help, Map<String, LongAdder> values,
                                boolean endpointLabel) {
        out.append("# HELP ").append(name).append(' ').append(help).append('\n');
        out.append("# TYPE ").append(name).append(" counter\n");
        for (Map.Entry<String, LongAdder> entry : new TreeMap<>(values).entrySet()) {
            String labels = endpointLabel ? "endpoint=\"" + entry.getKey() + "\"" : entry.getKey();
            out.append(name).append('{').append(labels).append("} ").append(entry.getValue().sum()).append('\n');
        }
    }
}
