package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.redeem.ActionRows;
import io.redeemdesk.client.redeem.AttemptRecord;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.sqlite.SqliteFile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The manager's window onto {@code outbox.db}: its own read-only connection, so reading the log never blocks or
 * changes what the cashier's engine writes. Every query is paged or streamed; nothing loads the whole log.
 */
public final class OutboxLog implements AutoCloseable {
    private final Connection connection;

    private OutboxLog(Connection connection) {
        this.connection = connection;
    }

    /** Opens {@code outboxFile} read-only; fails with a clear message when there is no outbox there. */
    public static OutboxLog open(Path outboxFile) throws SQLException {
        if (!Files.isRegularFile(outboxFile)) {
            throw new SQLException("no outbox at " + outboxFile + ": point --data-dir at the till's data directory"
                    + " (the one holding outbox.db)");
        }
        return new OutboxLog(SqliteFile.openReadOnly(outboxFile));
    }

    /** One page of rows after {@code after} ({@code null} for the first page). */
    public LogPage page(LogFilter filter, LogSort sort, LogCursor after, int limit) throws SQLException {
        LogQuery query = new LogQuery(filter);
        if (after != null) {
            query.after(sort, after);
        }
        String sql = "SELECT rowid, " + ActionRows.COLUMNS + " FROM actions" + query.where() + LogQuery.orderBy(sort)
                + " LIMIT " + (limit + 1);
        List<LogEntry> rows = new ArrayList<>();
        read(sql, query.args(), rs -> rows.add(new LogEntry(rs.getLong("rowid"), ActionRows.read(rs))));
        if (rows.size() <= limit) {
            return new LogPage(rows, null);
        }
        List<LogEntry> shown = List.copyOf(rows.subList(0, limit));
        LogEntry last = shown.get(limit - 1);
        return new LogPage(shown, cursorOf(last, sort));
    }

    /** Streams every matching row in order to {@code sink}, for exports. */
    public void forEach(LogFilter filter, LogSort sort, SqlConsumer<RedeemAction> sink) throws SQLException {
        LogQuery query = new LogQuery(filter);
        read("SELECT " + ActionRows.COLUMNS + " FROM actions" + query.where() + LogQuery.orderBy(sort),
                query.args(), rs -> sink.accept(ActionRows.read(rs)));
    }

    public Optional<RedeemAction> find(String requestId) throws SQLException {
        List<RedeemAction> found = new ArrayList<>();
        read("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE request_id = ?", List.of(requestId),
                rs -> found.add(ActionRows.read(rs)));
        return found.stream().findFirst();
    }

    /** The HTTP attempts of one action, oldest first. */
    public List<AttemptRecord> attempts(String requestId) throws SQLException {
        List<AttemptRecord> out = new ArrayList<>();
        read("SELECT attempt_no, started_at, duration_ms, outcome, http_status, detail FROM attempts "
                + "WHERE request_id = ? ORDER BY attempt_no", List.of(requestId), rs -> {
                    long duration = rs.getLong(3);
                    Long durationMs = rs.wasNull() ? null : duration;
                    int status = rs.getInt(5);
                    Integer httpStatus = rs.wasNull() ? null : status;
                    out.add(new AttemptRecord(requestId, rs.getInt(1), rs.getLong(2), durationMs, rs.getString(4),
                            httpStatus, rs.getString(6)));
                });
        return out;
    }

    /** Runs a query on the read-only connection, one caller at a time, handing each row to {@code rows}. */
    void read(String sql, List<Object> args, SqlConsumer<ResultSet> rows) throws SQLException {
        synchronized (connection) {
            try (PreparedStatement st = connection.prepareStatement(sql)) {
                for (int i = 0; i < args.size(); i++) {
                    st.setObject(i + 1, args.get(i));
                }
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        rows.accept(rs);
                    }
                }
            }
        }
    }

    private static LogCursor cursorOf(LogEntry last, LogSort sort) {
        RedeemAction a = last.action();
        Object value = switch (sort.column()) {
            case TIME -> a.createdAt();
            case CODE -> a.code();
            case CASHIER -> a.cashierId();
            case STATE -> a.state().name();
            case REQUEST_ID -> a.requestId();
        };
        return new LogCursor(value, a.createdAt(), last.rowid());
    }

    @Override
    public void close() throws SQLException {
        synchronized (connection) {
            connection.close();
        }
    }

    /** A consumer that may fail with an SQL error. */
    @FunctionalInterface
    public interface SqlConsumer<T> {
        void accept(T value) throws SQLException;
    }
}
