package io.redeemdesk.client.manager.store;

/**
 * Where a page starts in keyset paging: the sort key of the last row of the page before it. Reading the next
 * page is an index seek, however deep into a million rows it is.
 */
public record LogCursor(Object sortValue, long createdAt, long rowid) {
}
