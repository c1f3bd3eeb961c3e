package io.redeemdesk.server.console.tills;

/**
 * One terminal as the Tills page shows it, in the operator's words: last seen ("never" when no request of it
 * was recorded) and its outbox as last reported ("not reported" before its first report).
 */
public record TillRow(String id, String store, String lastSeen, String queue, boolean enabled, String state) {
}
