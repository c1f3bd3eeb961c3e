package io.redeemdesk.server.events;

import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The relay's bookkeeping in {@code event_deliveries}: fanning staged events out to the endpoints, claiming due
 * deliveries with a lease, and recording what each attempt came to. On PostgreSQL the claims of several nodes
 * skip each other's locked rows ({@code FOR UPDATE SKIP LOCKED}); the lease then keeps a claimed row away from
 * the other nodes until it is answered or, when its node died, the lease ends.
 */
final class DeliveryLedger {
    private static final int FAN_OUT_BATCH = 500;
    private static final String UNPUBLISHED = "SELECT id, code, created_at FROM outbound_events "
            + "WHERE published_at IS NULL ORDER BY created_at LIMIT " + FAN_OUT_BATCH;
    private static final String INSERT_DELIVERY = "INSERT INTO event_deliveries (event_id, endpoint, code, "
            + "created_at, attempts, next_attempt_at) VALUES (?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING";
    /**
     * Due, unleased deliveries of one endpoint, oldest first, each only when no earlier event of its voucher is
     * still open at that endpoint (per-voucher order; dead deliveries do not hold the later ones back).
     */
    private static final String DUE = "SELECT d.event_id, e.kind, d.code, e.request_id, e.payload, e.created_at, "
            + "d.attempts, d.failing_since FROM event_deliveries d JOIN outbound_events e ON e.id = d.event_id "
            + "WHERE d.endpoint = ? AND d.delivered_at IS NULL AND d.dead_at IS NULL AND d.next_attempt_at <= ? "
            + "AND (d.lease_until IS NULL OR d.lease_until < ?) AND NOT EXISTS (SELECT 1 FROM event_deliveries p "
            + "WHERE p.endpoint = d.endpoint AND p.code = d.code AND p.delivered_at IS NULL AND p.dead_at IS NULL "
            + "AND (p.created_at < d.created_at OR (p.created_at = d.created_at AND p.event_id < d.event_id))) "
            + "ORDER BY d.created_at, d.event_id LIMIT ?";
    private static final String LEASE = "UPDATE event_deliveries SET lease_owner = ?, lease_until = ? "
            + "WHERE event_id = ? AND endpoint = ?";
    private static final String DELIVERED = "UPDATE event_deliveries SET delivered_at = ?, attempts = attempts + 1, "
            + "lease_owner = NULL, lease_until = NULL, last_error = NULL "
            + "WHERE event_id = ? AND endpoint = ? AND delivered_at IS NULL";
    private static final String FAILED = "UPDATE event_deliveries SET attempts = attempts + 1, next_attempt_at = ?, "
            + "lease_owner = NULL, lease_until = NULL, failing_since = ?, last_error = ?, dead_at = ? "
            + "WHERE event_id = ? AND endpoint = ? AND delivered_at IS NULL AND lease_owner = ?";

    private final ServerDatabase database;
    private final String lockClause;

    DeliveryLedger(ServerDatabase database) {
        this.database = database;
        this.lockClause = database.dialect() == Dialect.POSTGRES ? " FOR UPDATE OF d SKIP LOCKED" : "";
    }

    /** Gives the oldest unpublished events one delivery per endpoint; returns how many events it published. */
    int fanOut(List<WebhookEndpoint> endpoints, long now) throws SQLException {
        String lock = database.dialect() == Dialect.POSTGRES ? " FOR UPDATE SKIP LOCKED" : "";
        return database.inTransaction(c -> {
            List<Object[]> events = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement(UNPUBLISHED + lock);
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    events.add(new Object[] {rs.getString(1), rs.getString(2), rs.getLong(3)});
                }
            }
            if (events.isEmpty()) {
                return 0;
            }
            try (PreparedStatement insert = c.prepareStatement(INSERT_DELIVERY);
                 PreparedStatement publish = c.prepareStatement(
                         "UPDATE outbound_events SET published_at = ? WHERE id = ? AND published_at IS NULL")) {
                for (Object[] event : events) {
                    for (WebhookEndpoint endpoint : endpoints) {
                        bind(insert, event[0], endpoint.name(), event[1], event[2], now);
                        insert.addBatch();
                    }
                    bind(publish, now, event[0]);
                    publish.addBatch();
                }
                insert.executeBatch();
                publish.executeBatch();
            }
            return events.size();
        });
    }

    /** Up to {@code limit} due deliveries of {@code endpoint}, leased to {@code owner} until {@code leaseUntil}. */
    List<DueDelivery> claim(String endpoint, String owner, long now, long leaseUntil, int limit) throws SQLException {
        return database.inTransaction(c -> {
            List<DueDelivery> due = due(c, endpoint, now, limit);
            if (due.isEmpty()) {
                return due;
            }
            try (PreparedStatement lease = c.prepareStatement(LEASE)) {
                for (DueDelivery d : due) {
                    bind(lease, owner, leaseUntil, d.eventId(), endpoint);
                    lease.addBatch();
                }
                lease.executeBatch();
            }
            return due;
        });
    }

    private List<DueDelivery> due(Connection c, String endpoint, long now, int limit) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(DUE + lockClause)) {
            bind(select, endpoint, now, now, limit);
            List<DueDelivery> due = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long since = rs.getLong(8);
                    Long failingSince = rs.wasNull() ? null : since;
                    due.add(new DueDelivery(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getString(5), rs.getLong(6), rs.getInt(7), failingSince));
                }
            }
            return due;
        }
    }

    /** What to write for one failed attempt. */
    record Failure(long nextAttemptAt, long failingSince, String reason, Long deadAt) {
    }

    /** Records a batch's outcomes in one transaction: acknowledged ones, and failures with their next attempt. */
    void record(String endpoint, String owner, long now, List<DueDelivery> acknowledged,
                Map<DueDelivery, Failure> failures) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement delivered = c.prepareStatement(DELIVERED);
                 PreparedStatement failed = c.prepareStatement(FAILED)) {
                for (DueDelivery d : acknowledged) {
                    bind(delivered, now, d.eventId(), endpoint);
                    delivered.addBatch();
                }
                for (Map.Entry<DueDelivery, Failure> entry : failures.entrySet()) {
                    Failure f = entry.getValue();
                    bind(failed, f.nextAttemptAt(), f.failingSince(), f.reason(), f.deadAt(),
                            entry.getKey().eventId(), endpoint, owner);
                    failed.addBatch();
                }
                if (!acknowledged.isEmpty()) {
                    delivered.executeBatch();
                }
                if (!failures.isEmpty()) {
                    failed.executeBatch();
                }
            }
            return null;
        });
    }

    static void bind(PreparedStatement statement, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            statement.setObject(i + 1, values[i]);
        }
    }
}
