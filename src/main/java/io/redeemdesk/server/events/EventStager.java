package io.redeemdesk.server.events;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * Stages one event in {@code outbound_events} on the caller's connection, so it commits or rolls back with the
 * state change it reports (the staged-job pattern); the relay delivers it later. Every feature that changes a
 * voucher's state calls {@link #stage} inside its own transaction. On PostgreSQL a node with webhooks stages the
 * event's deliveries with it, one per endpoint, and marks it published: the relay then has nothing to fan out, and
 * the event's row is not written again (a new version of it, payload and all, with its index entries). Otherwise
 * (an admin command, a node with no webhook, and every SQLite node) the event stays unpublished until a relaying
 * node fans it out with its next round: on SQLite that round is one transaction of the one writer for all the
 * events of a poll interval, which costs the writer less than a delivery row in every decision's transaction.
 */
public final class EventStager {
    /**
     * The insert's clause, for statements that insert events themselves (the PostgreSQL phases' CTEs, which take
     * their ids from {@link #newId} and their {@code published_at} from {@link #publishedAt}).
     */
    public static final String INSERT = "INSERT INTO outbound_events (id, code, request_id, kind, payload, "
            + "created_at, published_at)";
    /** The delivery rows' insert clause, also the relay's fan-out of unpublished events. */
    static final String INSERT_DELIVERY = "INSERT INTO event_deliveries (event_id, endpoint, code, created_at, "
            + "attempts, next_attempt_at)";
    private static final String INSERT_EVENT = INSERT + " VALUES (?, ?, ?, ?, ?, ?, ?)";
    private static final String INSERT_DELIVERIES = INSERT_DELIVERY + " VALUES (?, ?, ?, ?, 0, ?)";

    private final EventIds ids;
    private final List<String> endpoints;

    /**
     * @param ids       the process's one generator of event ids (their order is the relay's order within a voucher)
     * @param endpoints the names of the webhooks this node relays to, whose deliveries are staged with each event
     */
    public EventStager(EventIds ids, List<String> endpoints) {
        this.ids = ids;
        this.endpoints = List.copyOf(endpoints);
    }

    /** One event to stage: its type, voucher, causing request (null for an admin's or the sweeper's change). */
    public record Staged(String type, String code, String requestId, EventPayload payload, long at) {
    }

    /**
     * @param requestId the request that caused it, or null (an admin's or the sweeper's change)
     * @return the new event's id
     */
    public String stage(Connection c, String type, String code, String requestId, EventPayload payload, long at)
            throws SQLException {
        return stageAll(c, List.of(new Staged(type, code, requestId, payload, at))).get(0);
    }

    /** Several events in one batch, their ids made in list order (the relay's order within a voucher); their ids. */
    public List<String> stageAll(Connection c, List<Staged> events) throws SQLException {
        List<String> ids = new ArrayList<>(events.size());
        if (events.isEmpty()) {
            return ids;
        }
        try (PreparedStatement insert = c.prepareStatement(INSERT_EVENT)) {
            for (Staged event : events) {
                String id = newId();
                ids.add(id);
                insert.setString(1, id);
                insert.setString(2, event.code());
                insert.setString(3, event.requestId());
                insert.setString(4, event.type());
                insert.setString(5, event.payload().json());
                insert.setLong(6, event.at());
                insert.setObject(7, endpoints.isEmpty() ? null : event.at(), Types.BIGINT);
                insert.addBatch();
            }
            insert.executeBatch();
        }
        if (!endpoints.isEmpty()) {
            stageDeliveries(c, events, ids);
        }
        return ids;
    }

    private void stageDeliveries(Connection c, List<Staged> events, List<String> ids) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement(INSERT_DELIVERIES)) {
            for (int i = 0; i < events.size(); i++) {
                for (String endpoint : endpoints) {
                    insert.setString(1, ids.get(i));
                    insert.setString(2, endpoint);
                    insert.setString(3, events.get(i).code());
                    insert.setLong(4, events.get(i).at());
                    insert.setLong(5, events.get(i).at());
                    insert.addBatch();
                }
            }
            insert.executeBatch();
        }
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

    /**
     * PostgreSQL: the {@code published_at} of an event a statement inserts itself, {@code createdAt} when the
     * statement also stages its deliveries ({@link #deliveriesOf}); binds one boolean, {@link #stagesDeliveries}.
     */
    public static String publishedAt(String createdAt) {
        return "CASE WHEN ?::boolean THEN " + createdAt + " END";
    }

    /**
     * PostgreSQL: the body of a data-modifying CTE giving each event of {@code events} (a CTE returning
     * {@code id, code, created_at}) one delivery per endpoint; binds one text array, {@link #endpoints}.
     */
    public static String deliveriesOf(String events) {
        return INSERT_DELIVERY + " SELECT staged.id, endpoint, staged.code, staged.created_at, 0, staged.created_at "
                + "FROM " + events + " AS staged CROSS JOIN unnest(?::text[]) AS endpoint";
    }

    /** Whether events staged here get their deliveries at once (this node has webhooks). */
    public boolean stagesDeliveries() {
        return !endpoints.isEmpty();
    }

    /** The endpoints' names as a PostgreSQL text array, for {@link #deliveriesOf}. */
    public Array endpoints(Connection c) throws SQLException {
        return c.createArrayOf("text", endpoints.toArray(new String[0]));
    }
}
