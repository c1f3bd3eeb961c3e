package io.redeemdesk.server.redeem;

/**
 * A stored idempotency record: the first delivery of a request_id and, once finished, its response.
 *
 * @param code    the normalised voucher code the request named
 * @param outcome the verdict name or problem slug of the stored response (null while processing)
 */
public record IdempotencyRecord(String terminalId, String requestId, String fingerprint, State state, String code,
                                Integer responseStatus, String responseBody, String outcome, long createdAt) {

    /** processing: phase 1 took it; succeeded: redeemed and stored; failed: a refusal stored for replay. */
    public enum State { PROCESSING, SUCCEEDED, FAILED }

    public boolean finished() {
        return state != State.PROCESSING;
    }

    /** The stored response, to be sent again byte for byte. */
    public Reply replay() {
        return new Reply(responseStatus, responseBody, true, 0, outcome);
    }
}
