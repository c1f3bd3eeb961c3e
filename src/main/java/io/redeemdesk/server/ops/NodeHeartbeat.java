package io.redeemdesk.server.ops;

import io.redeemdesk.server.db.ServerDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * This node's row in {@code nodes}, written every few seconds from a thread of its own: its id, address, version,
 * start, last beat, and its request, replay and claim counters since the start (the console's Overview reads
 * every node seen in the last minute). Rows of nodes silent for a day are removed. Closing stops the beats.
 */
public final class NodeHeartbeat implements AutoCloseable {
    public static final Duration INTERVAL = Duration.ofSeconds(5);
    private static final Logger LOG = LoggerFactory.getLogger(NodeHeartbeat.class);
    private static final long FORGET_AFTER_MILLIS = Duration.ofDays(1).toMillis();

    private final ServerDatabase database;
    private final Clock clock;
    private final ServiceMetrics metrics;
    private final String nodeId;
    private final String address;
    private final String version;
    private final long startedAt;
    private final ScheduledExecutorService thread;

    public NodeHeartbeat(ServerDatabase database, Clock clock, ServiceMetrics metrics, String nodeId,
                         String address, String version) {
        this.database = database;
        this.clock = clock;
        this.metrics = metrics;
        this.nodeId = nodeId;
        this.address = address;
        this.version = version;
        this.startedAt = clock.millis();
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "node-heartbeat");
            t.setDaemon(true);
            return t;
        });
    }

    /** Beats now and then every {@link #INTERVAL}. */
    public NodeHeartbeat start() {
        thread.scheduleWithFixedDelay(this::beatQuietly, 0, INTERVAL.toMillis(), TimeUnit.MILLISECONDS);
        return this;
    }

    /** Writes this node's row once. */
    public void beat() throws SQLException {
        long now = clock.millis();
        database.inTransaction(c -> {
            try (PreparedStatement upsert = c.prepareStatement("INSERT INTO nodes (node_id, address, version, "
                    + "started_at, last_seen, requests, replays, claims) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                    + "ON CONFLICT (node_id) DO UPDATE SET last_seen = excluded.last_seen, "
                    + "requests = excluded.requests, replays = excluded.replays, claims = excluded.claims");
                 PreparedStatement forget = c.prepareStatement("DELETE FROM nodes WHERE last_seen < ?")) {
                upsert.setString(1, nodeId);
                upsert.setString(2, address);
                upsert.setString(3, version);
                upsert.setLong(4, startedAt);
                upsert.setLong(5, now);
                upsert.setLong(6, metrics.requestsTotal());
                upsert.setLong(7, metrics.replaysTotal());
                upsert.setLong(8, metrics.claimsTotal());
                upsert.executeUpdate();
                forget.setLong(1, now - FORGET_AFTER_MILLIS);
                return forget.executeUpdate();
            }
        });
    }

    private void beatQuietly() {
        try {
            beat();
        } catch (Exception e) {
            LOG.warn("node heartbeat failed; the next one retries: {}", e.getMessage());
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
        try {
            thread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
