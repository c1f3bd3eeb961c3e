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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The customer walked away: the sale goes OPEN → VOIDED and every voucher it still holds goes back LOCKED →
 * UNUSED (logged), in one transaction. A second void of the same sale answers with nothing released.
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
        List<String> released = new ArrayList<>();
        for (HoldRows.Hold hold : holds.of(c, saleId)) {
            if (hold.state() != HoldState.HELD) {
                continue;
            }
            if (vouchers.giveBack(c, hold.code(), saleId)) {
                transitions.record(c, new TransitionLog.Entry(hold.code(), VoucherStatus.LOCKED, VoucherStatus.UNUSED,
                        key, terminal.id(), now, "sale " + saleId + " voided"));
                events.voided(c, terminal, key, saleId, VoucherRow.find(c, hold.code()).orElseThrow(), now);
                released.add(hold.code());
            }
            holds.close(c, saleId, hold.code(), HoldState.RELEASED, now);
        }
        return Answer.kept(voided(saleId, released));
    }

    private Reply voided(String saleId, List<String> released) {
        return replies.verdicts().json(200, new VoidResponse(saleId, released), SaleState.VOIDED.name());
    }
}
