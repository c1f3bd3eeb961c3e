package io.redeemdesk.server.console.events;

/** One delivery as the Events page shows it: words and local times already filled in. */
public record EventRow(String eventId, String type, String code, String endpoint, String state, int attempts,
                       String lastError, String occurred, String nextAttempt) {
}
