package io.redeemdesk.client.outbox;

import io.redeemdesk.protocol.HeldBy;
import io.redeemdesk.protocol.Verdict;

/**
 * One voucher of a sale as the till knows it from its outbox: the hold that put it in, what became of it, and
 * what the service said about it.
 *
 * @param verdict  the verdict that refused it (REFUSED, CAPTURE_REFUSED), or null
 * @param detail   the service's words (a refusal's detail, another sale's hold), or null
 * @param usesLeft  what the voucher has left, as last answered, or null
 * @param usesTotal how many uses the voucher has in all (more than 1: a pass), as last answered, or null
 * @param heldBy    the other sale the service said holds the voucher (a hold refused {@code voucher-held}), or null
 */
public record SaleLine(String code, State state, Verdict verdict, String detail, String voucherName,
                       Long valueCents, String currency, Integer usesLeft, Integer usesTotal,
                       HeldBy heldBy, RedeemAction hold) {

    /** Where the line stands. */
    public enum State {
        /** The hold is committed and being sent or waiting to be; no answer yet. */
        HOLDING,
        /** The service holds the voucher for this sale. */
        HELD,
        /** Joined the sale without the service, under the offline policy {@code accept}. */
        ACCEPTED_OFFLINE,
        /** The service refused the hold ({@link #verdict} or {@link #detail} says why). */
        REFUSED,
        /** Taken off the sale (Delete, or a hold the till could not verify under the policy {@code refuse}). */
        RELEASED,
        /** Used by the capture. */
        CAPTURED,
        /** The capture could not take it (its hold ran out and someone else took it meanwhile). */
        CAPTURE_REFUSED,
        /** Accepted offline, then refused by the service: a manager must see it. */
        CONFLICT;

        /** True for a line that counts in the sale: it is, or may still be, the customer's. */
        public boolean counts() {
            return this == HOLDING || this == HELD || this == ACCEPTED_OFFLINE || this == CAPTURED;
        }

        /** True for a line shown on the cashier's sale (released lines are gone from it). */
        public boolean shown() {
            return this != RELEASED;
        }
    }
}
