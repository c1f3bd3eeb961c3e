package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.CaptureLine;
import io.redeemdesk.protocol.CaptureRequest;
import io.redeemdesk.protocol.CaptureResponse;
import io.redeemdesk.protocol.SaleState;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.redeem.HoldState;
import io.redeemdesk.server.redeem.KeyedWrites.Answer;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.UseTaken;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/**
 * The sale is paid: in one transaction the sale goes OPEN → CAPTURED (its row taken first, so a second capture
 * waits and then gets this one's answer) and every hold becomes one use bound to the order number — the same
 * conditional {@code uses_left > 0} update as a plain redemption. A hold whose lease ran out is taken again if
 * the voucher is still free; otherwise the voucher is listed as refused with the verdict it got. The vouchers still
 * held and valid are used together ({@link HeldUses}), the others one by one. A held voucher
 * that expired, or that the order used already, is given back with a {@code voucher.released} event (reason
 * {@code expired} / {@code refused}), so the hold a receiver saw starting is seen ending.
 */
final class SaleCapture {
    private final SaleRows sales;
    private final HoldRows holds;
    private final VoucherHolds vouchers;
    private final RedemptionLedger ledger;
    private final TransitionLog transitions;
    private final SaleReplies replies;
    private final SaleEvents events;
    private final HoldEnd ends;
    private final HeldUses heldUses;

    SaleCapture(SaleRows sales, HoldRows holds, VoucherHolds vouchers, RedemptionLedger ledger,
                TransitionLog transitions, SaleReplies replies, SaleEvents events, HoldEnd ends, HeldUses heldUses) {
        this.sales = sales;
        this.holds = holds;
        this.vouchers = vouchers;
        this.ledger = ledger;
        this.transitions = transitions;
        this.replies = replies;
        this.events = events;
        this.ends = ends;
        this.heldUses = heldUses;
    }

    Answer capture(Connection c, Terminal terminal, String key, String saleId, CaptureRequest request, long now)
            throws SQLException {
        String orderNo = request.orderNo() == null ? saleId : request.orderNo();
        if (!sales.close(c, saleId, terminal.id(), SaleState.CAPTURED, orderNo, now)) {
            Optional<SaleRows.Sale> sale = sales.find(c, saleId);
            if (sale.isPresent() && sale.get().ownedBy(terminal.id()) && sale.get().state() == SaleState.CAPTURED) {
                return Answer.kept(Reply.fresh(200, sale.get().captureBody(), SaleState.CAPTURED.name()));
            }
            return Answer.kept(replies.notOpen(sale.orElse(null), saleId, terminal.id()));
        }
        RedemptionLedger.SaleOrder order = new RedemptionLedger.SaleOrder(saleId, orderNo);
        HeldUses.Result usedAtOnce = heldUses.use(c, terminal, key, order, request.cashierId(), now);
        List<CaptureLine> captured = new ArrayList<>();
        List<CaptureLine> refused = new ArrayList<>();
        for (String code : usedAtOnce.codes()) {
            CaptureLine line = usedAtOnce.lines().get(code);
            if (line == null) {
                line = captureOne(c, terminal, key, order, request.cashierId(), code, now);
                holds.close(c, saleId, code,
                        line.verdict() == Verdict.REDEEMED ? HoldState.CAPTURED : HoldState.REFUSED, now);
            }
            (line.verdict() == Verdict.REDEEMED ? captured : refused).add(line);
        }
        Reply answer = replies.verdicts().json(200, new CaptureResponse(saleId, orderNo, captured, refused),
                SaleState.CAPTURED.name());
        sales.storeCapture(c, saleId, answer.body());
        return Answer.kept(answer);
    }

    private CaptureLine captureOne(Connection c, Terminal terminal, String key, RedemptionLedger.SaleOrder order,
                                   String cashierId, String code, long now) throws SQLException {
        String saleId = order.saleId();
        Optional<VoucherRow> found = VoucherRow.find(c, code);
        boolean held = found.isPresent() && HoldDesk.heldBy(found.get(), saleId);
        if (held && HoldDesk.expired(found.get(), now)) {
            Optional<VoucherRow> after = ends.end(c, terminal, key, saleId, code, HoldState.REFUSED,
                    HoldEnd.Reason.EXPIRED, "hold of sale " + saleId + " ended at its capture: the voucher expired at "
                    + iso(found.get().expiresAt()), now);
            return refusal(after.isPresent() ? after : VoucherRow.find(c, code), code, now);
        }
        boolean ours = held;
        if (!ours && vouchers.take(c, code, saleId, now, now)) {
            transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.UNUSED, VoucherStatus.LOCKED, key,
                    terminal.id(), now, "taken again at the capture of sale " + saleId + ": its hold had run out"));
            ours = true;
        }
        if (!ours) {
            return refusal(found, code, now);
        }
        VoucherRow voucher = VoucherRow.find(c, code).orElseThrow();
        if (ledger.forOrder(c, terminal.storeId(), order.orderNo(), code).isPresent()) {
            String detail = "order " + order.orderNo() + " used it already; not used twice";
            if (held) {
                ends.end(c, terminal, key, saleId, code, HoldState.REFUSED, HoldEnd.Reason.REFUSED, detail, now);
            } else {
                vouchers.giveBack(c, code, saleId);
                transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.LOCKED, VoucherStatus.UNUSED, key,
                        terminal.id(), now, detail));
            }
            return new CaptureLine(code, Verdict.ALREADY_REDEEMED, voucher.name(), voucher.valueCents(),
                    voucher.currency(), voucher.usesLeft(), null, "Order " + order.orderNo() + " used this voucher "
                    + "already", voucher.usesTotal());
        }
        UseTaken use = UseTaken.take(c, code, UseTaken.Owner.SALE, saleId, terminal.id(), terminal.storeId(), key,
                now).orElseThrow(() -> new IllegalStateException("sale " + saleId + " held " + code
                + " but could not take its use"));
        ledger.record(c, voucher, use.useNo(), key, terminal, cashierId, false, order, now);
        transitions.record(c, new TransitionLog.Entry(code, VoucherStatus.LOCKED, use.status(), key, terminal.id(),
                now, "use " + use.useNo() + " of " + voucher.usesTotal() + " for sale " + saleId + ", order "
                + order.orderNo()));
        events.captured(c, terminal, key, saleId, order.orderNo(), List.of(new SaleEvents.Used(voucher,
                use.usesLeft())), now);
        return new CaptureLine(code, Verdict.REDEEMED, voucher.name(), voucher.valueCents(), voucher.currency(),
                use.usesLeft(), iso(now), null, voucher.usesTotal());
    }

    /** The line of a voucher the sale could not take back: who has it now, or why it is gone. */
    private static CaptureLine refusal(Optional<VoucherRow> found, String code, long now) {
        VoucherRow v = found.orElse(null);
        if (v != null && v.held()) {
            return new CaptureLine(code, Verdict.HELD, v.name(), v.valueCents(), v.currency(), v.usesLeft(), null,
                    "Held by a sale of terminal " + v.hold().terminalId() + " since " + iso(v.hold().since())
                            + "; this sale's hold had run out", v.usesTotal());
        }
        if (v != null && v.status() == VoucherStatus.LOCKED) {
            return new CaptureLine(code, Verdict.ALREADY_REDEEMED, v.name(), v.valueCents(), v.currency(),
                    v.usesLeft(), null, "Another request was redeeming it after this sale's hold had run out",
                    v.usesTotal());
        }
        Verdict verdict = RedemptionService.refusalFor(found, now);
        return new CaptureLine(code, verdict, v == null ? null : v.name(), v == null ? null : v.valueCents(),
                v == null ? null : v.currency(), v == null ? null : v.usesLeft(),
                v == null ? null : iso(v.usedAt()), "Not taken: " + verdict.name(), v == null ? null : v.usesTotal());
    }
}
