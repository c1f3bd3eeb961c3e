package io.redeemdesk.client.manager.store;

/** A manager has seen a conflict: who, and when (epoch millis). */
public record Acknowledgement(String requestId, String by, long at) {
}
