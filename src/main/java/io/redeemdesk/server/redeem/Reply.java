package io.redeemdesk.server.redeem;

/**
 * What the service answers to one delivery: status and JSON body exactly as stored for replay.
 *
 * @param retryAfterSeconds value of a {@code Retry-After} header, or 0 for none
 */
public record Reply(int status, String body, boolean replayed, int retryAfterSeconds) {

    public static Reply fresh(int status, String body) {
        return new Reply(status, body, false, 0);
    }

    public Reply asReplay() {
        return new Reply(status, body, true, retryAfterSeconds);
    }
}
