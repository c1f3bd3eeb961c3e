package io.redeemdesk.server.redeem;

import java.util.EnumSet;
import java.util.Set;

/**
 * The voucher state machine. Moves only forward: UNUSED → LOCKED (a request takes it, or a sale holds it) →
 * USED (its last use); LOCKED → UNUSED when a redemption is abandoned, a hold is released, voided or runs out, or
 * a pass's use leaves uses; UNUSED/LOCKED → REVOKED or EXPIRED. USED, REVOKED and EXPIRED are final.
 */
public enum VoucherStatus {
    UNUSED, LOCKED, USED, REVOKED, EXPIRED;

    public Set<VoucherStatus> next() {
        return switch (this) {
            case UNUSED -> EnumSet.of(LOCKED, REVOKED, EXPIRED);
            case LOCKED -> EnumSet.of(USED, UNUSED, REVOKED, EXPIRED);
            case USED, REVOKED, EXPIRED -> EnumSet.noneOf(VoucherStatus.class);
        };
    }

    /** USED, REVOKED and EXPIRED: no move leaves them. */
    public boolean isFinal() {
        return next().isEmpty();
    }

    public boolean canMoveTo(VoucherStatus to) {
        return next().contains(to);
    }

    /** Throws when a move is not in the transition table. */
    public void checkMove(VoucherStatus to) {
        if (!canMoveTo(to)) {
            throw new IllegalStateException("illegal voucher transition " + this + " -> " + to);
        }
    }
}
