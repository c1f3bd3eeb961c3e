package io.redeemdesk.server.sale;

import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.VoucherRow;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/**
 * The events of a sale's moves, staged on the caller's connection in the move's own transaction (docs/api.md,
 * Events): {@code voucher.held}, {@code voucher.released} (a till's release, or a hold a request of the till found
 * ended by the voucher's expiry or by its order's earlier use), {@code sale.captured} (one per voucher the capture
 * used, after its {@code voucher.redeemed}) and {@code sale.voided} (one per voucher the void gave back).
 */
final class SaleEvents {
    private final EventStager stager;

    SaleEvents(EventStager stager) {
        this.stager = stager;
    }

    void held(Connection c, Terminal terminal, String key, String saleId, VoucherRow voucher, long until, long now)
            throws SQLException {
        stager.stageAll(c, List.of(heldEvent(terminal, key, saleId, voucher, until, now)));
    }

    /** The {@code voucher.held} of one hold (the PostgreSQL batches insert it themselves). */
    static EventStager.Staged heldEvent(Terminal terminal, String key, String saleId, VoucherRow voucher, long until,
                                        long now) {
        return new EventStager.Staged(EventTypes.VOUCHER_HELD, voucher.code(), key, base(terminal, saleId, voucher)
                .with("heldUntil", iso(until)), now);
    }

    /** {@code reason}: {@code released}, {@code expired} or {@code refused} (docs/api.md, Events). */
    void released(Connection c, Terminal terminal, String key, String saleId, VoucherRow voucher, String reason,
                  long now) throws SQLException {
        stager.stage(c, EventTypes.VOUCHER_RELEASED, voucher.code(), key, base(terminal, saleId, voucher)
                .with("actor", terminal.id()).with("reason", reason), now);
    }

    /** A voucher a capture used, as read before the use, and the uses it has left after it. */
    record Used(VoucherRow voucher, int usesLeft) {
    }

    /** One {@code sale.captured} per voucher used, in one batch. */
    void captured(Connection c, Terminal terminal, String key, String saleId, String orderNo, List<Used> used,
                  long now) throws SQLException {
        stager.stageAll(c, capturedEvents(terminal, key, saleId, orderNo, used, now));
    }

    /** The {@code sale.captured} of each voucher used, to stage with their {@code voucher.redeemed}. */
    static List<EventStager.Staged> capturedEvents(Terminal terminal, String key, String saleId, String orderNo,
                                                   List<Used> used, long now) {
        return used.stream().map(u -> new EventStager.Staged(EventTypes.SALE_CAPTURED, u.voucher().code(), key,
                base(terminal, saleId, u.voucher()).with("orderNo", orderNo).with("usesLeft", u.usesLeft()),
                now)).toList();
    }

    /** One {@code sale.voided} per voucher given back, in one batch. */
    void voided(Connection c, Terminal terminal, String key, String saleId, List<VoucherRow> vouchers, long now)
            throws SQLException {
        stager.stageAll(c, vouchers.stream().map(v -> new EventStager.Staged(EventTypes.SALE_VOIDED, v.code(), key,
                base(terminal, saleId, v), now)).toList());
    }

    private static EventPayload base(Terminal terminal, String saleId, VoucherRow voucher) {
        return EventPayload.of(terminal.id(), terminal.storeId()).with("saleId", saleId)
                .with("valueCents", voucher.valueCents()).with("currency", voucher.currency())
                .with("templateName", voucher.name()).with("usesLeft", voucher.usesLeft());
    }
}
