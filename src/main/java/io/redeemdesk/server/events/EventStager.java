package io.redeemdesk.server.events;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Stages one event in {@code outbound_events} on the caller's connection, so it commits or rolls back with the
 * state change it reports (the staged-job pattern); the relay delivers it later. Every feature that changes a
 * voucher's state calls {@link #stage} inside its own transaction.
 */
public final class EventStager {
    /**
     * The insert's clause, for statements that insert events themselves (the PostgreSQL phases' CTEs, which take
     * their ids from {@link #newId}).
     */
    public static final String INSERT = "INSERT INTO outbound_events (id, code, request_id, kind, payload, "
            + "created_at)";
    private static final String INSERT_EVENT = INSERT + " VALUES (?, ?, ?, ?, ?, ?)";

    private final EventIds ids;

    /** @param ids the process's one generator of event ids (their order is the relay's order within a voucher) */
    public EventStager(EventIds ids) {
        this.ids = ids;
    }

    /**
     * @param requestId the request that caused it, or null (an admin's or the sweeper's change)
     * @return the new event's id
     */
    public String stage(Connection c, String type, String code, String requestId, EventPayload payload, long at)
            throws SQLException {
        String id = newId();
        try (PreparedStatement insert = c.prepareStatement(INSERT_EVENT)) {
            insert.setString(1, id);
            insert.setString(2, code);
            insert.setString(3, requestId);
            insert.setString(4, type);
            insert.setString(5, payload.json());
            insert.setLong(6, at);
            insert.executeUpdate();
        }
        return id;
    }

    /**
     * A fresh event id, also for statements that insert events themselves (the PostgreSQL batches): a version 7
     * UUID whose text sorts in the order this process made the ids, so two events of one voucher staged in the
     * same millisecond (a capture's {@code voucher.redeemed} and {@code sale.captured}, a quick release and hold)
     * keep their order at the relay, which orders by time and then id.
     */
    public String newId() {
        return ids.next();
    }
}
