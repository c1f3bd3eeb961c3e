package io.redeemdesk.server.sale;

import io.redeemdesk.server.redeem.HoldState;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Ends a hold at a till's request, inside the caller's transaction: the voucher goes back LOCKED → UNUSED (a
 * transition with the terminal as actor), the sale's hold row is closed, and a {@code voucher.released} event with
 * the reason is staged, so every {@code voucher.held} a receiver saw is followed by the event that ended it.
 */
final class HoldEnd {
    /** Why a hold ended: the {@code reason} of its {@code voucher.released} event. */
    enum Reason {
        /** The till took the voucher out of the sale. */
        RELEASED("released"),
        /** The voucher's validity ended (a renewal or capture after {@code expiresAt}). */
        EXPIRED("expired"),
        /** The capture's order had used the voucher already. */
        REFUSED("refused");

        private final String word;

        Reason(String word) {
            this.word = word;
        }
    }

    private final HoldRows holds;
    private final VoucherHolds vouchers;
    private final TransitionLog transitions;
    private final SaleEvents events;

    HoldEnd(HoldRows holds, VoucherHolds vouchers, TransitionLog transitions, SaleEvents events) {
        this.holds = holds;
        this.vouchers = vouchers;
        this.transitions = transitions;
        this.events = events;
    }

    /**
     * Gives back the voucher {@code saleId} holds; the hold row becomes {@code closedAs}. Empty when the sale no
     * longer held it (nothing changed), else the voucher as it is now.
     */
    Optional<VoucherRow> end(Connection c, Terminal terminal, String key, String saleId, String code,
                             HoldState closedAs, Reason reason, String detail, long now) throws SQLException {
        if (!vouchers.giveBack(c, code, saleId)) {
            return Optional.empty();
        }
        holds.close(c, saleId, code, closedAs, now);
        transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.LOCKED, VoucherStatus.UNUSED, key,
                terminal.id(), now, detail));
        VoucherRow voucher = VoucherRow.find(c, code).orElseThrow();
        events.released(c, terminal, key, saleId, voucher, reason.word, now);
        return Optional.of(voucher);
    }
}
