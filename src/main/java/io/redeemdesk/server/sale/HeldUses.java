package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.CaptureLine;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.redeem.HoldState;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.UseTaken;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/**
 * The usual capture, set by set: every voucher the sale still holds, valid and not yet used by its order, gets its
 * use in one conditional update ({@link UseTaken#takeAll}), then its ledger row, transition, events and closed hold,
 * each kind in one statement or batch. The number of statements stays the same whatever the sale's size: on
 * PostgreSQL each is a round trip, and a sale of five vouchers took five times as many before. A voucher outside
 * the set (a lapsed hold, an expiry, an order that used it already) is left to {@link SaleCapture}'s one by one.
 */
final class HeldUses {
    private final HoldRows holds;
    private final RedemptionLedger ledger;
    private final TransitionLog transitions;
    private final SaleEvents events;

    HeldUses(HoldRows holds, RedemptionLedger ledger, TransitionLog transitions, SaleEvents events) {
        this.holds = holds;
        this.ledger = ledger;
        this.transitions = transitions;
        this.events = events;
    }

    /**
     * Uses what it can of {@code codes} for the order; the captured lines by code (the codes not among them are
     * untouched).
     */
    Map<String, CaptureLine> use(Connection c, Terminal terminal, String key, RedemptionLedger.SaleOrder order,
                                 String cashierId, List<String> codes, long now) throws SQLException {
        if (codes.isEmpty()) {
            return Map.of();
        }
        String saleId = order.saleId();
        Map<String, VoucherRow> rows = VoucherRow.findAll(c, codes);
        Set<String> usedByOrder = ledger.ofOrder(c, terminal.storeId(), order.orderNo()).stream()
                .map(RedemptionLedger.Entry::code).collect(Collectors.toSet());
        List<String> ready = codes.stream().filter(code -> rows.containsKey(code) && !usedByOrder.contains(code)
                && HoldDesk.heldBy(rows.get(code), saleId) && !HoldDesk.expired(rows.get(code), now)).toList();
        if (ready.isEmpty()) {
            return Map.of();
        }
        Map<String, UseTaken> uses = UseTaken.takeAll(c, ready, UseTaken.Owner.SALE, saleId, terminal.id(),
                terminal.storeId(), key, now);
        List<String> taken = ready.stream().filter(uses::containsKey).toList();
        if (taken.isEmpty()) {
            return Map.of();
        }
        ledger.recordAll(c, taken.stream().map(code -> new RedemptionLedger.Use(rows.get(code),
                uses.get(code).useNo())).toList(), key, terminal, cashierId, false, order, now);
        transitions.recordAll(c, taken.stream().map(code -> new TransitionLog.Entry(code, VoucherStatus.LOCKED,
                uses.get(code).status(), key, terminal.id(), now, "use " + uses.get(code).useNo() + " of "
                + rows.get(code).usesTotal() + " for sale " + saleId + ", order " + order.orderNo())).toList());
        events.captured(c, terminal, key, saleId, order.orderNo(), taken.stream()
                .map(code -> new SaleEvents.Used(rows.get(code), uses.get(code).usesLeft())).toList(), now);
        holds.closeAll(c, saleId, taken, HoldState.CAPTURED, now);
        Map<String, CaptureLine> lines = new HashMap<>();
        for (String code : taken) {
            VoucherRow v = rows.get(code);
            lines.put(code, new CaptureLine(code, Verdict.REDEEMED, v.name(), v.valueCents(), v.currency(),
                    uses.get(code).usesLeft(), iso(now), null, v.usesTotal()));
        }
        return lines;
    }
}
