package io.redeemdesk.client.outbox;

/** Which store and terminal this till redeems for: stamped on every action it mints. */
public record TillIdentity(String storeId, String terminalId) {
}
