package io.redeemdesk.client.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The outbox's reading connection, beside the one writer: one thread at a time runs its cached statements, so
 * the drain's queue reads and the status reads never interleave on the connection.
 */
final class OutboxReader implements AutoCloseable {
    private final Connection connection;
    private final StatementCache statements;

    OutboxReader(Connection connection) {
        this.connection = connection;
        this.statements = new StatementCache(connection);
    }

    /** Work on one cached statement: bind, execute, read; it must not keep the statement. */
    @FunctionalInterface
    interface Read<T> {
        T run(PreparedStatement statement) throws SQLException;
    }

    <T> T read(String sql, Read<T> read) throws SQLException {
        synchronized (connection) {
            return read.run(statements.get(sql));
        }
    }

    /** The actions {@code sql} selects ({@link ActionRows#COLUMNS}), with {@code args} bound in order. */
    List<RedeemAction> actions(String sql, Object... args) throws SQLException {
        return read(sql, st -> {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            List<RedeemAction> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(ActionRows.read(rs));
                }
            }
            return out;
        });
    }

    /** The one number {@code sql} selects with {@code arg} bound, or null for SQL NULL. */
    Long scalarLong(String sql, Object arg) throws SQLException {
        return read(sql, st -> {
            st.setObject(1, arg);
            try (ResultSet rs = st.executeQuery()) {
                long value = rs.getLong(1);
                return rs.wasNull() ? null : value;
            }
        });
    }

    @Override
    public void close() throws SQLException {
        synchronized (connection) {
            statements.close();
        }
    }
}
