package io.redeemdesk.server.redeem;

import io.redeemdesk.server.db.Statements;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * SQL for {@code idempotency_records}. The insert is the gate: the primary key (terminal, request_id) lets
 * exactly one delivery of a request_id in, whatever the number of deliveries or server nodes.
 */
public final class IdempotencyStore {
    private static final String COLUMNS = columns("");
    /** The insert's clause; the PostgreSQL phases' CTEs insert records after it too. */
    static final String INSERT = "INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, state, code, "
            + "created_at, expires_at)";
    /**
     * A processing record from six parameters (terminal, request_id, fingerprint, code, created_at, expires_at);
     * a key already there inserts nothing.
     */
    static final String INSERT_PROCESSING = INSERT + " VALUES (?, ?, ?, 'PROCESSING', ?, ?, ?) ON CONFLICT DO NOTHING";

    /** The insert's clause of a record with its answer, for statements that insert finished records themselves. */
    public static final String INSERT_ANSWERED = INSERT.replace(")", ", response_status, response_body, outcome)");
    private static final String INSERT_FINISHED = INSERT_ANSWERED + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    /** Inserts a processing record; false when the key already exists (this delivery is a retry). */
    public boolean insertProcessing(Connection connection, String terminalId, String requestId, String fingerprint,
                                    String code, long now, long expiresAt) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(INSERT_PROCESSING)) {
            insert.setString(1, terminalId);
            insert.setString(2, requestId);
            insert.setString(3, fingerprint);
            insert.setString(4, code);
            insert.setLong(5, now);
            insert.setLong(6, expiresAt);
            return insert.executeUpdate() == 1;
        }
    }

    /**
     * Inserts a finished record with its answer in one statement, where no other transaction can insert the same
     * key meanwhile (SQLite's one writer, after {@link #find} found none): what {@link #insertProcessing} then
     * {@link #complete} write, without the processing row's index entries written and removed again.
     */
    public void insertFinished(Connection connection, String terminalId, String requestId, String fingerprint,
                               String code, long now, long expiresAt, IdempotencyRecord.State state, Reply reply)
            throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(INSERT_FINISHED)) {
            Statements.bind(insert, terminalId, requestId, fingerprint, state.name(), code, now, expiresAt,
                    reply.status(), reply.body(), reply.outcome());
            insert.executeUpdate();
        }
    }

    public Optional<IdempotencyRecord> find(Connection connection, String terminalId, String requestId)
            throws SQLException {
        List<IdempotencyRecord> found = query(connection, "SELECT " + COLUMNS
                + " FROM idempotency_records WHERE terminal_id = ? AND request_id = ?", terminalId, requestId);
        return found.stream().findFirst();
    }

    /** The processing record that took {@code code} for {@code requestId}, whichever terminal sent it. */
    public Optional<IdempotencyRecord> findProcessing(Connection connection, String requestId, String code)
            throws SQLException {
        return query(connection, "SELECT " + COLUMNS + " FROM idempotency_records "
                + "WHERE request_id = ? AND code = ? AND state = 'PROCESSING'", requestId, code).stream().findFirst();
    }

    /** Records still processing that were created before {@code cutoff}: their request died or hangs. */
    public List<IdempotencyRecord> processingSince(Connection connection, long cutoff) throws SQLException {
        return query(connection, "SELECT " + COLUMNS + " FROM idempotency_records "
                + "WHERE state = 'PROCESSING' AND created_at < ? ORDER BY created_at", cutoff);
    }

    /** Every record of one voucher code, oldest first (for an admin's history). */
    public List<IdempotencyRecord> forCode(Connection connection, String code) throws SQLException {
        return query(connection, "SELECT " + COLUMNS + " FROM idempotency_records WHERE code = ? ORDER BY created_at",
                code);
    }

    /** Stores the response of a finished request so every later delivery replays it. */
    public void complete(Connection connection, String terminalId, String requestId, IdempotencyRecord.State state,
                         Reply reply) throws SQLException {
        if (!completeIfProcessing(connection, terminalId, requestId, state, reply)) {
            throw new IllegalStateException("idempotency record " + requestId + " was not processing");
        }
    }

    /** {@link #complete}, or false when the record is no longer processing (the sweeper removed it). */
    public boolean completeIfProcessing(Connection connection, String terminalId, String requestId,
                                        IdempotencyRecord.State state, Reply reply) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE idempotency_records SET state = ?, response_status = ?, response_body = ?, outcome = ? "
                        + "WHERE terminal_id = ? AND request_id = ? AND state = 'PROCESSING'")) {
            update.setString(1, state.name());
            update.setInt(2, reply.status());
            update.setString(3, reply.body());
            update.setString(4, reply.outcome());
            update.setString(5, terminalId);
            update.setString(6, requestId);
            return update.executeUpdate() == 1;
        }
    }

    /** Removes a processing mark so the same request_id can be tried again from the start. */
    public boolean deleteProcessing(Connection connection, String terminalId, String requestId) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "DELETE FROM idempotency_records WHERE terminal_id = ? AND request_id = ? AND state = 'PROCESSING'")) {
            delete.setString(1, terminalId);
            delete.setString(2, requestId);
            return delete.executeUpdate() == 1;
        }
    }

    /** The reaper's delete; the partial index {@code idempotency_records_finished_expires} (V4) serves it. */
    static final String REAP_EXPIRED =
            "DELETE FROM idempotency_records WHERE expires_at < ? AND state <> 'PROCESSING'";

    /** Deletes finished records past their retention; returns how many. */
    public int reapExpired(Connection connection, long now) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(REAP_EXPIRED)) {
            delete.setLong(1, now);
            return delete.executeUpdate();
        }
    }

    /** The record's columns in the order {@link #read} expects, each prefixed with {@code alias} (or "" for none). */
    public static String columns(String alias) {
        return Stream.of("terminal_id", "request_id", "fingerprint", "state", "code", "response_status",
                "response_body", "outcome", "created_at").map(c -> alias + c).collect(Collectors.joining(", "));
    }

    /** The record in the nine columns of {@link #columns} starting at {@code first}. */
    public static IdempotencyRecord read(ResultSet rs, int first) throws SQLException {
        int status = rs.getInt(first + 5);
        Integer responseStatus = rs.wasNull() ? null : status;
        return new IdempotencyRecord(rs.getString(first), rs.getString(first + 1), rs.getString(first + 2),
                IdempotencyRecord.State.valueOf(rs.getString(first + 3)), rs.getString(first + 4), responseStatus,
                rs.getString(first + 6), rs.getString(first + 7), rs.getLong(first + 8));
    }

    private static List<IdempotencyRecord> query(Connection connection, String sql, Object... args)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            Statements.bind(select, args);
            List<IdempotencyRecord> found = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    found.add(read(rs, 1));
                }
            }
            return found;
        }
    }
}
