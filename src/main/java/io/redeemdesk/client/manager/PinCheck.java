package io.redeemdesk.client.manager;

import java.time.Instant;

/**
 * What the PIN gate said.
 *
 * @param triesLeft   wrong tries left before the lockout (WRONG)
 * @param lockedUntil when the lockout ends (LOCKED)
 */
public record PinCheck(Kind kind, int triesLeft, Instant lockedUntil) {

    /** The gate's possible answers. */
    public enum Kind {
        /** No PIN has been set on this till. */
        NOT_SET,
        /** The gate takes a PIN. */
        READY,
        /** Right PIN: the manager view opens. */
        UNLOCKED,
        /** Wrong PIN. */
        WRONG,
        /** Too many wrong tries: every try is refused until {@code lockedUntil}. */
        LOCKED
    }
}
