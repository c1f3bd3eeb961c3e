package io.redeemdesk.sqlite;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A reading connection beside the one writer (or a read-only one): one thread at a time runs its cached
 * statements, so reads from several threads never interleave on the connection.
 */
public final class SqliteReader implements AutoCloseable {
    private final Connection connection;

    /** Takes over {@code connection}; closing the reader closes it. */
    public SqliteReader(Connection connection) {
        this.connection = StatementCache.wrap(connection);
    }

    /** Work on one cached statement: bind, execute, read; it must not keep the statement. */
    @FunctionalInterface
    public interface Read<T> {
        T run(PreparedStatement statement) throws SQLException;
    }

    /** One row of a result, turned into a value. */
    @FunctionalInterface
    public interface Row<T> {
        T read(ResultSet row) throws SQLException;
    }

    /** A consumer of rows that may fail with an SQL error. */
    @FunctionalInterface
    public interface RowSink {
        void accept(ResultSet row) throws SQLException;
    }

    /** Runs {@code read} on the statement for {@code sql}, one caller at a time. */
    public <T> T read(String sql, Read<T> read) throws SQLException {
        synchronized (connection) {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                return read.run(statement);
            }
        }
    }

    /** Every row {@code sql} selects with {@code args} bound in order, each handed to {@code sink}. */
    public void forEach(String sql, List<?> args, RowSink sink) throws SQLException {
        read(sql, st -> {
            for (int i = 0; i < args.size(); i++) {
                st.setObject(i + 1, args.get(i));
            }
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    sink.accept(rs);
                }
            }
            return null;
        });
    }

    /** The rows {@code sql} selects with {@code args} bound in order, each read by {@code row}. */
    public <T> List<T> list(String sql, Row<T> row, Object... args) throws SQLException {
        List<T> out = new ArrayList<>();
        forEach(sql, Arrays.asList(args), rs -> out.add(row.read(rs)));
        return out;
    }

    /** The one number {@code sql} selects with {@code args} bound, or null for SQL NULL or no row. */
    public Long scalarLong(String sql, Object... args) throws SQLException {
        List<Long> found = new ArrayList<>();
        forEach(sql, Arrays.asList(args), rs -> {
            long value = rs.getLong(1);
            found.add(rs.wasNull() ? null : value);
        });
        return found.isEmpty() ? null : found.get(0);
    }

    @Override
    public void close() throws SQLException {
        synchronized (connection) {
            connection.close();
        }
    }
}
