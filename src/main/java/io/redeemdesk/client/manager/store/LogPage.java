package io.redeemdesk.client.manager.store;

import java.util.List;

/** One page of the log and the cursor of the page after it ({@code null} on the last page). */
public record LogPage(List<LogEntry> rows, LogCursor next) {
}
