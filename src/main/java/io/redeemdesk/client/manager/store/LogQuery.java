package io.redeemdesk.client.manager.store;

import io.redeemdesk.protocol.VoucherCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a filter, a sort and a page cursor into SQL over the outbox's {@code actions} table. Every condition is
 * a bound parameter; searches are prefix ranges so they use the code, request_id and sale indexes (a search also
 * finds a sale by its id or the order number given at F4).
 */
final class LogQuery {
    private static final String AFTER_LAST_CHAR = "\uffff";

    private final List<String> conditions = new ArrayList<>();
    private final List<Object> args = new ArrayList<>();

    LogQuery(LogFilter filter) {
        if (filter.from() != null) {
            add("created_at >= ?", filter.from().toEpochMilli());
        }
        if (filter.until() != null) {
            add("created_at < ?", filter.until().toEpochMilli());
        }
        if (filter.verdict() != null) {
            add("verdict = ?", filter.verdict().name());
        }
        if (filter.state() != null) {
            add("state = ?", filter.state().name());
        }
        if (filter.cashier() != null && !filter.cashier().isBlank()) {
            add("cashier_id = ?", filter.cashier().strip());
        }
        if (filter.search() != null && !filter.search().isBlank()) {
            String code = VoucherCode.normalize(filter.search().strip());
            String requestId = filter.search().strip().toLowerCase(Locale.ROOT);
            add("((code >= ? AND code < ?) OR (request_id >= ? AND request_id < ?) OR (sale_id >= ? AND sale_id < ?)"
                    + " OR sale_id IN (SELECT sale_id FROM actions WHERE order_no = ?))", code,
                    code + AFTER_LAST_CHAR, requestId, requestId + AFTER_LAST_CHAR, requestId,
                    requestId + AFTER_LAST_CHAR, filter.search().strip());
        }
        sale(filter);
    }

    private void sale(LogFilter filter) {
        if (filter.saleId() != null && !filter.saleId().isBlank()) {
            String sale = filter.saleId().strip().toLowerCase(Locale.ROOT);
            add("sale_id >= ? AND sale_id < ?", sale, sale + AFTER_LAST_CHAR);
        }
        if (filter.orderNo() != null && !filter.orderNo().isBlank()) {
            add("sale_id IN (SELECT sale_id FROM actions WHERE order_no = ?)", filter.orderNo().strip());
        }
    }

    /** Restricts to the rows after {@code cursor} in {@code sort} order. */
    LogQuery after(LogSort sort, LogCursor cursor) {
        String op = sort.ascending() ? ">" : "<";
        if (sort.column() == LogColumn.TIME) {
            add("(created_at, rowid) " + op + " (?, ?)", cursor.createdAt(), cursor.rowid());
        } else if (sort.column() == LogColumn.REQUEST_ID) {
            add("request_id " + op + " ?", cursor.sortValue());
        } else {
            add("(" + sort.column().sqlColumn() + ", created_at, rowid) " + op + " (?, ?, ?)", cursor.sortValue(),
                    cursor.createdAt(), cursor.rowid());
        }
        return this;
    }

    String where() {
        return conditions.isEmpty() ? "" : " WHERE " + String.join(" AND ", conditions);
    }

    List<Object> args() {
        return args;
    }

    /** Sort keys that match an index exactly: request_id is unique, the other columns tie-break on time. */
    static String orderBy(LogSort sort) {
        String dir = sort.ascending() ? " ASC" : " DESC";
        return switch (sort.column()) {
            case TIME -> " ORDER BY created_at" + dir + ", rowid" + dir;
            case REQUEST_ID -> " ORDER BY request_id" + dir;
            default -> " ORDER BY " + sort.column().sqlColumn() + dir + ", created_at" + dir + ", rowid" + dir;
        };
    }

    private void add(String condition, Object... values) {
        conditions.add(condition);
        args.addAll(List.of(values));
    }
}
