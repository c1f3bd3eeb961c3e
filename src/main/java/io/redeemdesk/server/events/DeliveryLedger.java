package io.redeemdesk.server.events;

import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static io.redeemdesk.server.db.Statements.bind;

/**
 * The relay's bookkeeping in {@code event_deliveries}: fanning staged events out to the endpoints, claiming due
 * deliveries with a lease, and recording what each attempt came to. On PostgreSQL the claims of several nodes
 * skip each other's locked rows ({@code FOR UPDATE SKIP LOCKED}); the lease then keeps a claimed row away from
 * the other nodes until it is answered or, when its node died, the lease ends.
 */
final class DeliveryLedger {
    private static final int FAN_OUT_BATCH = 1000;
    private static final String UNPUBLISHED = "SELECT id FROM outbound_events "
            + "WHERE published_at IS NULL ORDER BY created_at LIMIT " + FAN_OUT_BATCH;
    private static final String INSERT_DELIVERIES = EventStager.INSERT_DELIVERY
            + " SELECT id, ?, code, created_at, 0, ? FROM outbound_events WHERE id IN ";
    /**
     * Due, unleased deliveries of one endpoint, each only when no earlier event of its voucher is still open at
     * that endpoint (per-voucher order; dead deliveries do not hold the later ones back), in the order they fell
     * due: a first attempt falls due when it is fanned out, a retry when its backoff ends. {@code %s} picks first
     * attempts ({@code = 0}) or retries ({@code > 0}); the order follows the open deliveries' index.
     */
    private static final String DUE = "SELECT d.event_id, e.kind, d.code, e.request_id, e.payload, e.created_at, "
            + "d.attempts, d.failing_since FROM event_deliveries d JOIN outbound_events e ON e.id = d.event_id "
            + "WHERE d.endpoint = ? AND d.delivered_at IS NULL AND d.dead_at IS NULL AND d.next_attempt_at <= ? "
            + "AND d.attempts %s 0 "
            + "AND (d.lease_until IS NULL OR d.lease_until < ?) AND NOT EXISTS (SELECT 1 FROM event_deliveries p "
            + "WHERE p.endpoint = d.endpoint AND p.code = d.code AND p.delivered_at IS NULL AND p.dead_at IS NULL "
            + "AND (p.created_at < d.created_at OR (p.created_at = d.created_at AND p.event_id < d.event_id))) "
            + "ORDER BY d.next_attempt_at, d.created_at, d.event_id LIMIT ?";
    private static final String LEASE = "UPDATE event_deliveries SET lease_owner = ?, lease_until = ? "
            + "WHERE endpoint = ? AND event_id IN ";
    private static final String DELIVERED = "UPDATE event_deliveries SET delivered_at = ?, attempts = attempts + 1, "
            + "lease_owner = NULL, lease_until = NULL, last_error = NULL "
            + "WHERE endpoint = ? AND delivered_at IS NULL AND event_id IN ";
    private static final String FAILED = "UPDATE event_deliveries SET attempts = attempts + 1, next_attempt_at = ?, "
            + "lease_owner = NULL, lease_until = NULL, failing_since = ?, last_error = ?, dead_at = ? "
            + "WHERE event_id = ? AND endpoint = ? AND delivered_at IS NULL";

    /**
     * The endpoint answers again: its deliveries that failed only because no one was listening are due now. A
     * delivery leased to another node keeps its lease; its node records its outcome.
     */
    private static final String DUE_NOW = "UPDATE event_deliveries SET next_attempt_at = ? "
            + "WHERE endpoint = ? AND delivered_at IS NULL AND dead_at IS NULL AND attempts > 0 "
            + "AND next_attempt_at > ? AND last_error = '" + DeliveryOutcome.CONNECTION + "'";

    private final ServerDatabase database;
    /**
     * PostgreSQL, where several nodes relay: claims skip rows other nodes have locked and write a lease. SQLite has
     * one node, whose relay thread is the only one claiming: no lease rows are written there.
     */
    private final boolean shared;

    DeliveryLedger(ServerDatabase database) {
        this.database = database;
        this.shared = database.dialect() == Dialect.POSTGRES;
    }

    /**
     * Gives the oldest unpublished events one delivery per endpoint, on the claim's connection (one transaction
     * per round of the relay): those staged without their deliveries, by an admin command, a node without
     * webhooks or any node on SQLite ({@link EventStager}).
     */
    private void fanOut(Connection c, List<WebhookEndpoint> endpoints, long now) throws SQLException {
        List<String> events = new ArrayList<>();
        try (PreparedStatement select = c.prepareStatement(UNPUBLISHED + (shared ? " FOR UPDATE SKIP LOCKED" : ""));
             ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                events.add(rs.getString(1));
            }
        }
        if (events.isEmpty()) {
            return;
        }
        String ids = placeholders(events.size());
        for (WebhookEndpoint endpoint : endpoints) {
            try (PreparedStatement insert = c.prepareStatement(INSERT_DELIVERIES + ids + " ON CONFLICT DO NOTHING")) {
                insert.setString(1, endpoint.name());
                insert.setLong(2, now);
                bindFrom(insert, 3, events);
                insert.executeUpdate();
            }
        }
        try (PreparedStatement publish = c.prepareStatement(
                "UPDATE outbound_events SET published_at = ? WHERE id IN " + ids)) {
            publish.setLong(1, now);
            bindFrom(publish, 2, events);
            publish.executeUpdate();
        }
    }

    /**
     * One round of the relay's bookkeeping in one transaction: records the previous batch's outcomes, fans new
     * events out to {@code endpoints}, then claims up to {@code limit} due deliveries of {@code endpoint}, leased
     * to {@code owner} until {@code leaseUntil}.
     */
    List<DueDelivery> recordAndClaim(Outcomes done, List<WebhookEndpoint> endpoints, String endpoint, String owner,
                                     long now, long leaseUntil, int limit) throws SQLException {
        return database.inTransaction(c -> {
            record(c, endpoint, owner, done);
            fanOut(c, endpoints, now);
            List<DueDelivery> due = due(c, endpoint, now, limit);
            if (due.isEmpty() || !shared) {
                return due;
            }
            try (PreparedStatement lease = c.prepareStatement(LEASE + placeholders(due.size()))) {
                bind(lease, owner, leaseUntil, endpoint);
                bindFrom(lease, 4, due.stream().map(DueDelivery::eventId).toList());
                lease.executeUpdate();
            }
            return due;
        });
    }

    /**
     * Up to {@code limit} due deliveries, first attempts and retries sharing the batch: either kind gets at least
     * half of it while it has that many due, the other kind the rest. After an outage the retried backlog then
     * cannot starve events made since, which a single oldest-first claim would queue behind all of it.
     */
    private List<DueDelivery> due(Connection c, String endpoint, long now, int limit) throws SQLException {
        List<DueDelivery> first = due(c, "=", endpoint, now, limit);
        List<DueDelivery> retries = due(c, ">", endpoint, now, limit);
        int firstShare = Math.min(first.size(), Math.max(limit / 2, limit - retries.size()));
        List<DueDelivery> due = new ArrayList<>(first.subList(0, firstShare));
        due.addAll(retries.subList(0, Math.min(retries.size(), limit - firstShare)));
        return due;
    }

    private List<DueDelivery> due(Connection c, String attempts, String endpoint, long now, int limit)
            throws SQLException {
        String sql = String.format(DUE, attempts) + (shared ? " FOR UPDATE OF d SKIP LOCKED" : "");
        try (PreparedStatement select = c.prepareStatement(sql)) {
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

    /**
     * What one batch came to: the acknowledged deliveries, and the failed ones with their next attempt;
     * {@code receiverBack}: the endpoint answered after refusing connections.
     */
    record Outcomes(long at, List<DueDelivery> acknowledged, Map<DueDelivery, Failure> failures,
                    boolean receiverBack) {
        static final Outcomes NONE = new Outcomes(0, List.of(), Map.of(), false);
    }

    private void record(Connection c, String endpoint, String owner, Outcomes done) throws SQLException {
        if (!done.acknowledged().isEmpty()) {
            try (PreparedStatement delivered = c.prepareStatement(DELIVERED
                    + placeholders(done.acknowledged().size()))) {
                bind(delivered, done.at(), endpoint);
                bindFrom(delivered, 3, done.acknowledged().stream().map(DueDelivery::eventId).toList());
                delivered.executeUpdate();
            }
        }
        if (done.receiverBack()) {
            try (PreparedStatement dueNow = c.prepareStatement(DUE_NOW)) {
                bind(dueNow, done.at(), endpoint, done.at());
                dueNow.executeUpdate();
            }
        }
        if (done.failures().isEmpty()) {
            return;
        }
        try (PreparedStatement failed = c.prepareStatement(FAILED + (shared ? " AND lease_owner = ?" : ""))) {
            for (Map.Entry<DueDelivery, Failure> entry : done.failures().entrySet()) {
                Failure f = entry.getValue();
                bind(failed, f.nextAttemptAt(), f.failingSince(), f.reason(), f.deadAt(), entry.getKey().eventId(),
                        endpoint);
                if (shared) {
                    failed.setString(7, owner);
                }
                failed.addBatch();
            }
            failed.executeBatch();
        }
    }

    /** {@code (?, ?, …)} with {@code count} placeholders, for an {@code IN} list. */
    private static String placeholders(int count) {
        return "(" + String.join(", ", Collections.nCopies(count, "?")) + ")";
    }

    private static void bindFrom(PreparedStatement statement, int first, List<String> values) throws SQLException {
        for (int i = 0; i < values.size(); i++) {
            statement.setString(first + i, values.get(i));
        }
    }
}
