package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * SQL for {@code idempotency_records}. The insert is the gate: the primary key (terminal, request_id) lets
 * exactly one delivery of a request_id in, whatever the number of deliveries or server nodes.
 */
public final class IdempotencyStore {

    /** Inserts a processing record; false when the key already exists (this delivery is a retry). */
    public boolean insertProcessing(Connection connection, String terminalId, String requestId, String fingerprint,
                                    String code, long now, long expiresAt) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, state, code, created_at, "
                        + "expires_at) VALUES (?, ?, ?, 'PROCESSING', ?, ?, ?) ON CONFLICT DO NOTHING")) {
            insert.setString(1, terminalId);
            insert.setString(2, requestId);
            insert.setString(3, fingerprint);
            insert.setString(4, code);
            insert.setLong(5, now);
            insert.setLong(6, expiresAt);
            return insert.executeUpdate() == 1;
        }
    }

    public Optional<IdempotencyRecord> find(Connection connection, String terminalId, String requestId)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT fingerprint, state, response_status, response_body, created_at FROM idempotency_records "
                        + "WHERE terminal_id = ? AND request_id = ?")) {
            select.setString(1, terminalId);
            select.setString(2, requestId);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                int status = rs.getInt(3);
                return Optional.of(new IdempotencyRecord(terminalId, requestId, rs.getString(1),
                        IdempotencyRecord.State.valueOf(rs.getString(2)), rs.wasNull() ? null : status,
                        rs.getString(4), rs.getLong(5)));
            }
        }
    }

    /** Stores the response of a finished request so every later delivery replays it. */
    public void complete(Connection connection, String terminalId, String requestId, IdempotencyRecord.State state,
                         Reply reply) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE idempotency_records SET state = ?, response_status = ?, response_body = ? "
                        + "WHERE terminal_id = ? AND request_id = ? AND state = 'PROCESSING'")) {
            update.setString(1, state.name());
            update.setInt(2, reply.status());
            update.setString(3, reply.body());
            update.setString(4, terminalId);
            update.setString(5, requestId);
            if (update.executeUpdate() != 1) {
                throw new IllegalStateException("idempotency record " + requestId + " was not processing");
            }
        }
    }

    /** Removes a processing mark so the same request_id can be tried again from the start. */
    public void deleteProcessing(Connection connection, String terminalId, String requestId) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "DELETE FROM idempotency_records WHERE terminal_id = ? AND request_id = ? AND state = 'PROCESSING'")) {
            delete.setString(1, terminalId);
            delete.setString(2, requestId);
            delete.executeUpdate();
        }
    }
}
