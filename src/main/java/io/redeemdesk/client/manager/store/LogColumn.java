package io.redeemdesk.client.manager.store;

/**
 * The log columns the manager can sort by. Each is backed by an outbox index that starts with it and continues
 * with {@code created_at}, so a sorted page is read from the index instead of sorting the whole log.
 */
public enum LogColumn {
    TIME("created_at"),
    CODE("code"),
    CASHIER("cashier_id"),
    STATE("state"),
    REQUEST_ID("request_id");

    private final String sqlColumn;

    LogColumn(String sqlColumn) {
        this.sqlColumn = sqlColumn;
    }

    String sqlColumn() {
        return sqlColumn;
    }
}
