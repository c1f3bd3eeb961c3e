package io.redeemdesk.server.redeem;

/**
 * What the service answers to one delivery: status and JSON body exactly as stored for replay.
 *
 * @param retryAfterSeconds value of a {@code Retry-After} header, or 0 for none
 * @param outcome           what the answer means, for metrics: a verdict name or a problem slug
 */
public record Reply(int status, String body, boolean replayed, int retryAfterSeconds, String outcome) {

    public static Reply fresh(int status, String body, String outcome) {
        return new Reply(status, body, false, 0, outcome);
    }

    /** A "nothing stored, retry with the same key" answer. */
    public Reply retryAfter(int seconds) {
        return new Reply(status, body, replayed, seconds, outcome);
    }
}
