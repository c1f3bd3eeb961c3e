package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.ActionRows;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.OutboxReads;
import io.redeemdesk.client.outbox.RedeemAction;

import java.nio.file.Path;
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
    private final OutboxReads reads;

    private OutboxLog(OutboxReads reads) {
        this.reads = reads;
    }

    /** Opens {@code outboxFile} read-only; fails with a clear message when there is no outbox there. */
    public static OutboxLog open(Path outboxFile) throws SQLException {
        return new OutboxLog(OutboxReads.openReadOnly(outboxFile));
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
        return reads.find(requestId);
    }

    /** The HTTP attempts of one action, oldest first. */
    public List<AttemptRecord> attempts(String requestId) throws SQLException {
        return reads.attempts(requestId);
    }

    /** Runs a query on the read-only connection, one caller at a time, handing each row to {@code rows}. */
    void read(String sql, List<Object> args, SqlConsumer<ResultSet> rows) throws SQLException {
        reads.forEach(sql, args, rows::accept);
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
        reads.close();
    }

    /** A consumer that may fail with an SQL error. */
    @FunctionalInterface
    public interface SqlConsumer<T> {
        void accept(T value) throws SQLException;
    }
}
