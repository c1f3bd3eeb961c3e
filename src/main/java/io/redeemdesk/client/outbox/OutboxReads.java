package io.redeemdesk.client.outbox;

import io.redeemdesk.sqlite.SqliteFile;
import io.redeemdesk.sqlite.SqliteReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one read side of {@code outbox.db}, for the till's engine and the manager's window alike: one action, its
 * attempts, and the rows of any query over {@code actions} ({@link ActionRows#COLUMNS}). The manager opens its own
 * read-only copy ({@link #openReadOnly}), so reading the log never blocks or changes what the engine writes.
 */
public final class OutboxReads implements AutoCloseable {
    private final SqliteReader reader;

    OutboxReads(SqliteReader reader) {
        this.reader = reader;
    }

    /** Opens {@code outboxFile} read-only; fails with a clear message when there is no outbox there. */
    public static OutboxReads openReadOnly(Path outboxFile) throws SQLException {
        if (!Files.isRegularFile(outboxFile)) {
            throw new SQLException("no outbox at " + outboxFile + ": point --data-dir at the till's data directory"
                    + " (the one holding outbox.db)");
        }
        return new OutboxReads(new SqliteReader(SqliteFile.openReadOnly(outboxFile)));
    }

    public Optional<RedeemAction> find(String requestId) throws SQLException {
        return actions("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE request_id = ?", requestId)
                .stream().findFirst();
    }

    /** The HTTP attempts of one action, oldest first. */
    public List<AttemptRecord> attempts(String requestId) throws SQLException {
        return reader.list("SELECT attempt_no, started_at, duration_ms, outcome, http_status, detail FROM attempts "
                + "WHERE request_id = ? ORDER BY attempt_no", rs -> {
                    long duration = rs.getLong(3);
                    Long durationMs = rs.wasNull() ? null : duration;
                    int status = rs.getInt(5);
                    Integer httpStatus = rs.wasNull() ? null : status;
                    return new AttemptRecord(requestId, rs.getInt(1), rs.getLong(2), durationMs, rs.getString(4),
                            httpStatus, rs.getString(6));
                }, requestId);
    }

    /** The actions {@code sql} selects ({@link ActionRows#COLUMNS}), with {@code args} bound in order. */
    public List<RedeemAction> actions(String sql, Object... args) throws SQLException {
        return reader.list(sql, ActionRows::read, args);
    }

    /** Every row {@code sql} selects with {@code args} bound in order, one caller at a time, each to {@code rows}. */
    public void forEach(String sql, List<?> args, SqliteReader.RowSink rows) throws SQLException {
        reader.forEach(sql, args, rows);
    }

    /** Runs {@code read} on the cached statement for {@code sql}. */
    <T> T read(String sql, SqliteReader.Read<T> read) throws SQLException {
        return reader.read(sql, read);
    }

    @Override
    public void close() throws SQLException {
        reader.close();
    }
}
