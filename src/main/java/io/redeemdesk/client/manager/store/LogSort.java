package io.redeemdesk.client.manager.store;

/** The order of the log: one column, ties broken by time and then insertion order, in the same direction. */
public record LogSort(LogColumn column, boolean ascending) {
    /** Newest first: how the log opens. */
    public static final LogSort NEWEST_FIRST = new LogSort(LogColumn.TIME, false);
}
