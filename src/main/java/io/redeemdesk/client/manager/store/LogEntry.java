package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.RedeemAction;

/**
 * One row of the manager's log: the outbox action plus its SQLite rowid, which breaks ties between actions
 * created in the same millisecond and anchors keyset paging.
 */
public record LogEntry(long rowid, RedeemAction action) {
}
