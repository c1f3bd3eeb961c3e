package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.SaleState;
import io.redeemdesk.protocol.VoidResponse;
import io.redeemdesk.server.redeem.HoldState;
import io.redeemdesk.server.redeem.KeyedWrites.Answer;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The customer walked away: the sale goes OPEN → VOIDED and every voucher it still holds goes back LOCKED →
 * UNUSED (logged), in one transaction, each kind of row in one statement or batch whatever the sale's size. A
 * second void of the same sale answers with nothing released.
 */
final class SaleVoid {
    private final SaleRows sales;
    private final HoldRows holds;
    private final VoucherHolds vouchers;
    private final TransitionLog transitions;
    private final SaleReplies replies;
    private final SaleEvents events;

    SaleVoid(SaleRows sales, HoldRows holds, VoucherHolds vouchers, TransitionLog transitions, SaleReplies replies,
             SaleEvents events) {
        this.sales = sales;
        this.holds = holds;
        this.vouchers = vouchers;
        this.transitions = transitions;
        this.replies = replies;
        this.events = events;
    }

    Answer voidSale(Connection c, Terminal terminal, String key, String saleId, long now) throws SQLException {
        if (!sales.close(c, saleId, terminal.id(), SaleState.VOIDED, null, now)) {
            Optional<SaleRows.Sale> sale = sales.find(c, saleId);
            if (sale.isPresent() && sale.get().ownedBy(terminal.id()) && sale.get().state() == SaleState.VOIDED) {
                return Answer.kept(voided(saleId, List.of()));
            }
            return Answer.kept(replies.notOpen(sale.orElse(null), saleId, terminal.id()));
        }
        List<String> held = holds.of(c, saleId).stream().filter(h -> h.state() == HoldState.HELD)
                .map(HoldRows.Hold::code).toList();
        Set<String> givenBack = vouchers.giveBackAll(c, held, saleId);
        List<String> released = held.stream().filter(givenBack::contains).toList();
        transitions.recordAll(c, released.stream().map(code -> new TransitionLog.Entry(code, VoucherStatus.LOCKED,
                VoucherStatus.UNUSED, key, terminal.id(), now, "sale " + saleId + " voided")).toList());
        Map<String, VoucherRow> rows = VoucherRow.findAll(c, released);
        events.voided(c, terminal, key, saleId, released.stream().map(rows::get).toList(), now);
        holds.closeAll(c, saleId, held, HoldState.RELEASED, now);
        return Answer.kept(voided(saleId, released));
    }

    private Reply voided(String saleId, List<String> released) {
        return replies.verdicts().json(200, new VoidResponse(saleId, released), SaleState.VOIDED.name());
    }
}
