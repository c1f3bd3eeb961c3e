package io.redeemdesk.server.redeem;

/** A stored idempotency record: the first delivery of a request_id and, once finished, its response. */
public record IdempotencyRecord(String terminalId, String requestId, String fingerprint, State state,
                                Integer responseStatus, String responseBody, long createdAt) {

    /** processing: phase 1 took it; succeeded: redeemed and stored; failed: a refusal stored for replay. */
    public enum State { PROCESSING, SUCCEEDED, FAILED }

    public boolean finished() {
        return state != State.PROCESSING;
    }
}
