package io.redeemdesk.server.events;

/**
 * What one POST to one endpoint came to.
 *
 * @param acknowledged     a 2xx answer
 * @param reason           why it failed, a short label for metrics and {@code server events list}
 *                         ({@code status_503}, {@code timeout}, {@code connection}); null when acknowledged
 * @param retryAfterMillis the receiver's {@code Retry-After}, or null
 */
record DeliveryOutcome(boolean acknowledged, String reason, Long retryAfterMillis) {
    /** The reason of a POST that found no one listening (refused, unreachable, reset before an answer). */
    static final String CONNECTION = "connection";
    static final DeliveryOutcome ACKNOWLEDGED = new DeliveryOutcome(true, null, null);

    static DeliveryOutcome failed(String reason, Long retryAfterMillis) {
        return new DeliveryOutcome(false, reason, retryAfterMillis);
    }
}
