package io.redeemdesk.client.outbox;

/**
 * Where a redeem action stands in the outbox. PENDING, IN_FLIGHT and UNKNOWN are unfinished and resume after a
 * restart with their stored request_id; DONE, FAILED and CONFLICT are finished; HELD waits for a manager.
 */
public enum ActionState {
    /** Committed, waiting for its next attempt. */
    PENDING,
    /** An attempt is running now. */
    IN_FLIGHT,
    /** Sent, no answer yet: the service may or may not have processed it. */
    UNKNOWN,
    /** Answered with a verdict. */
    DONE,
    /** Answered with something that retrying cannot fix. */
    FAILED,
    /** Honoured offline, then refused by the service: a manager must see it. */
    CONFLICT,
    /** Older than the service's key retention: a manager checks its status before it is sent again. */
    HELD;

    public boolean unfinished() {
        return this == PENDING || this == IN_FLIGHT || this == UNKNOWN;
    }
}
