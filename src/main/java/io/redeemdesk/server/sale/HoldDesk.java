package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.HoldRequest;
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
 * transition with the terminal as actor and the sale named in its detail.
 */
final class HoldDesk {
    private final SaleRows sales;
    private final HoldRows holds;
    private final VoucherHolds vouchers;
    private final TransitionLog transitions;
    private final SaleReplies replies;
    private final SaleEvents events;
    private final Duration lease;

    HoldDesk(SaleRows sales, HoldRows holds, VoucherHolds vouchers, TransitionLog transitions, SaleReplies replies,
             SaleEvents events, Duration lease) {
        this.sales = sales;
        this.holds = holds;
        this.vouchers = vouchers;
        this.transitions = transitions;
        this.replies = replies;
        this.events = events;
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
            holds.held(c, saleId, code, now, until);
            transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.UNUSED, VoucherStatus.LOCKED, key,
                    terminal.id(), now, "held for sale " + saleId + " until " + iso(until)));
            VoucherRow held = VoucherRow.find(c, code).orElseThrow();
            events.held(c, terminal, key, saleId, held, until, now);
            return Answer.kept(replies.held(saleId, held, until));
        }
        Optional<VoucherRow> voucher = VoucherRow.find(c, code);
        if (voucher.isPresent() && voucher.get().held() && voucher.get().hold().saleId().equals(saleId)
                && vouchers.renew(c, code, saleId, now, until)) {
            holds.held(c, saleId, code, now, until);
            return Answer.kept(replies.held(saleId, voucher.get(), until));
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
        if (vouchers.giveBack(c, code, saleId)) {
            holds.close(c, saleId, code, HoldState.RELEASED, now);
            transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.LOCKED, VoucherStatus.UNUSED, key,
                    terminal.id(), now, "released from sale " + saleId));
            VoucherRow released = VoucherRow.find(c, code).orElseThrow();
            events.released(c, terminal, key, saleId, released, now);
            return Answer.kept(replies.released(saleId, released));
        }
        boolean noLongerHeld = holds.of(c, saleId).stream().anyMatch(h -> h.code().equals(code)
                && (h.state() == HoldState.RELEASED || h.state() == HoldState.LAPSED));
        if (noLongerHeld) {
            holds.close(c, saleId, code, HoldState.RELEASED, now);
            return Answer.kept(replies.released(saleId, VoucherRow.find(c, code).orElseThrow()));
        }
        return Answer.kept(replies.holdNotFound(saleId, code));
    }
}
