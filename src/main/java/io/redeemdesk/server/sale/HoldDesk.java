package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.HoldRequest;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.redeem.HoldState;
import io.redeemdesk.server.redeem.KeyedWrites.Answer;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/**
 * Puts a voucher into a sale and takes it out again, inside the caller's transaction. The sale's row is taken
 * first (a hold cannot slip in beside a capture or void of the same sale); the voucher moves with one conditional
 * update, so a hold and a plain redemption of the same code, on any node, let exactly one win. Every move is a
 * transition with the terminal as actor and the sale named in its detail. A lease ends at the voucher's expiry at
 * the latest; a renewal (the sale's own hold posted again) after the expiry ends the hold and answers EXPIRED, and a
 * renewal keeps the hold's start ({@code heldSince}, {@code heldAt}).
 */
final class HoldDesk {
    private final SaleRows sales;
    private final HoldRows holds;
    private final VoucherHolds vouchers;
    private final TransitionLog transitions;
    private final SaleReplies replies;
    private final SaleEvents events;
    private final HoldEnd ends;
    private final Duration lease;

    HoldDesk(SaleRows sales, HoldRows holds, VoucherHolds vouchers, TransitionLog transitions, SaleReplies replies,
             SaleEvents events, HoldEnd ends, Duration lease) {
        this.sales = sales;
        this.holds = holds;
        this.vouchers = vouchers;
        this.transitions = transitions;
        this.replies = replies;
        this.events = events;
        this.ends = ends;
        this.lease = lease;
    }

    Answer hold(Connection c, Terminal terminal, String key, String saleId, String code, HoldRequest request,
                long now) throws SQLException {
        boolean opened = false;
        if (!sales.lockOpen(c, saleId, terminal.id())) {
            opened = sales.open(c, saleId, terminal.id(), terminal.storeId(), request.cashierId(), now);
            if (!opened && !sales.lockOpen(c, saleId, terminal.id())) {
                return Answer.kept(replies.notOpen(sales.find(c, saleId).orElse(null), saleId, terminal.id()));
            }
        }
        long until = now + lease.toMillis();
        if (vouchers.take(c, code, saleId, now, until)) {
            VoucherRow held = VoucherRow.find(c, code).orElseThrow();
            long heldUntil = held.hold().until();
            holds.held(c, saleId, code, now, heldUntil);
            transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.UNUSED, VoucherStatus.LOCKED, key,
                    terminal.id(), now, "held for sale " + saleId + " until " + iso(heldUntil)));
            events.held(c, terminal, key, saleId, held, heldUntil, now);
            return Answer.kept(replies.held(saleId, held, heldUntil));
        }
        Optional<VoucherRow> voucher = VoucherRow.find(c, code);
        if (voucher.isPresent() && heldBy(voucher.get(), saleId)) {
            if (vouchers.renew(c, code, saleId, now, until)) {
                VoucherRow renewed = VoucherRow.find(c, code).orElseThrow();
                holds.renewed(c, saleId, code, renewed.hold().until());
                return Answer.kept(replies.held(saleId, renewed, renewed.hold().until()));
            }
            if (expired(voucher.get(), now)) {
                ends.end(c, terminal, key, saleId, code, HoldState.LAPSED, HoldEnd.Reason.EXPIRED,
                        "hold of sale " + saleId + " ended: the voucher expired at " + iso(voucher.get().expiresAt()),
                        now);
                return Answer.kept(replies.verdicts().refusal(Verdict.EXPIRED, key, code,
                        VoucherRow.find(c, code).orElseThrow()));
            }
            voucher = VoucherRow.find(c, code);
        }
        if (opened) {
            sales.discard(c, saleId);
        }
        if (voucher.isPresent() && voucher.get().held()) {
            return Answer.passing(replies.verdicts().voucherHeld(voucher.get()));
        }
        if (voucher.isPresent() && (voucher.get().status() == VoucherStatus.LOCKED || voucher.get().freeAt(now))) {
            return Answer.passing(replies.voucherLocked());
        }
        return Answer.kept(replies.verdicts().refusal(RedemptionService.refusalFor(voucher, now), key, code,
                voucher.orElse(null)));
    }

    Answer release(Connection c, Terminal terminal, String key, String saleId, String code, long now)
            throws SQLException {
        if (!sales.lockOpen(c, saleId, terminal.id())) {
            return Answer.kept(replies.notOpen(sales.find(c, saleId).orElse(null), saleId, terminal.id()));
        }
        Optional<VoucherRow> released = ends.end(c, terminal, key, saleId, code, HoldState.RELEASED,
                HoldEnd.Reason.RELEASED, "released from sale " + saleId, now);
        if (released.isPresent()) {
            return Answer.kept(replies.released(saleId, released.get()));
        }
        boolean noLongerHeld = holds.of(c, saleId).stream().anyMatch(h -> h.code().equals(code)
                && (h.state() == HoldState.RELEASED || h.state() == HoldState.LAPSED));
        if (noLongerHeld) {
            holds.close(c, saleId, code, HoldState.RELEASED, now);
            return Answer.kept(replies.released(saleId, VoucherRow.find(c, code).orElseThrow()));
        }
        return Answer.kept(replies.holdNotFound(saleId, code));
    }

    /** Whether {@code saleId} holds the voucher. */
    static boolean heldBy(VoucherRow voucher, String saleId) {
        return voucher.held() && voucher.hold().saleId().equals(saleId);
    }

    /** Whether the voucher's validity has ended at {@code now}. */
    static boolean expired(VoucherRow voucher, long now) {
        return voucher.expiresAt() != null && voucher.expiresAt() <= now;
    }
}
