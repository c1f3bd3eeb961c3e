package io.redeemdesk.server.sale;

import io.redeemdesk.protocol.CaptureLine;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.db.Statements;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.redeem.HoldState;
import io.redeemdesk.server.redeem.PostgresSaleUses;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.Terminal;
import io.redeemdesk.server.redeem.TransitionLog;
import io.redeemdesk.server.redeem.UseTaken;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static io.redeemdesk.server.redeem.VerdictReplies.iso;

/**
 * The usual capture, set by set: one query reads the sale's open holds with their vouchers and whether the order
 * used each already; every voucher the sale still holds, valid and not yet used by its order, gets its use in one
 * conditional update ({@link UseTaken#takeAll}), then its ledger row, events, transition and closed hold, each kind
 * in one statement or batch. The number of statements stays the same whatever the sale's size: on
 * PostgreSQL each is a round trip, and a sale of five vouchers took five times as many before. A voucher outside
 * the set (a lapsed hold, an expiry, an order that used it already) is left to {@link SaleCapture}'s one by one.
 */
final class HeldUses {
    private final HoldRows holds;
    private final RedemptionLedger ledger;
    private final TransitionLog transitions;
    private final PostgresSaleUses postgres;

    /** @param postgres the uses in one statement on PostgreSQL; null on SQLite */
    HeldUses(HoldRows holds, RedemptionLedger ledger, TransitionLog transitions, PostgresSaleUses postgres) {
        this.holds = holds;
        this.ledger = ledger;
        this.transitions = transitions;
        this.postgres = postgres;
    }

    /**
     * What the capture found and did: the vouchers of the sale's open holds (HELD or LAPSED) in the order held,
     * and the captured line of each one used here, by code (the others are untouched).
     */
    record Result(List<String> codes, Map<String, CaptureLine> lines) {
    }

    /** A voucher of the sale, as it is now, and whether the order used it already. */
    private record Found(String code, Optional<VoucherRow> voucher, boolean usedByOrder) {
    }

    private static final String HOLDS = "SELECT h.code, r.code, " + VoucherRow.COLUMNS + " FROM sale_holds h "
            + "LEFT JOIN vouchers v ON v.code = h.code LEFT JOIN voucher_templates t ON t.id = v.template_id "
            + "LEFT JOIN sales s ON s.sale_id = v.held_by_sale "
            + "LEFT JOIN redemptions r ON r.store_id = ? AND r.order_no = ? AND r.code = h.code "
            + "WHERE h.sale_id = ? AND h.state IN ('HELD', 'LAPSED') ORDER BY h.held_at, h.code";

    Result use(Connection c, Terminal terminal, String key, RedemptionLedger.SaleOrder order, String cashierId,
               long now) throws SQLException {
        String saleId = order.saleId();
        List<Found> found = read(c, terminal.storeId(), order);
        List<String> codes = found.stream().map(Found::code).toList();
        List<VoucherRow> ready = found.stream().filter(f -> !f.usedByOrder() && f.voucher().isPresent()
                        && HoldDesk.heldBy(f.voucher().get(), saleId) && !HoldDesk.expired(f.voucher().get(), now))
                .map(f -> f.voucher().get()).toList();
        if (ready.isEmpty()) {
            return new Result(codes, Map.of());
        }
        Map<String, UseTaken> uses = postgres != null ? postgres.useAll(c, terminal, key, cashierId, order,
                planned(terminal, key, order, ready, now), now) : usePortably(c, terminal, key, order, cashierId, ready,
                now);
        List<VoucherRow> taken = ready.stream().filter(v -> uses.containsKey(v.code())).toList();
        if (taken.isEmpty()) {
            return new Result(codes, Map.of());
        }
        holds.closeAll(c, saleId, taken.stream().map(VoucherRow::code).toList(), HoldState.CAPTURED, now);
        Map<String, CaptureLine> lines = new HashMap<>();
        for (VoucherRow v : taken) {
            lines.put(v.code(), new CaptureLine(v.code(), Verdict.REDEEMED, v.name(), v.valueCents(), v.currency(),
                    uses.get(v.code()).usesLeft(), iso(now), null, v.usesTotal()));
        }
        return new Result(codes, lines);
    }

    /** The uses one kind of rows at a time (SQLite, where a statement costs no round trip). */
    private Map<String, UseTaken> usePortably(Connection c, Terminal terminal, String key,
                                              RedemptionLedger.SaleOrder order, String cashierId,
                                              List<VoucherRow> ready, long now) throws SQLException {
        String saleId = order.saleId();
        Map<String, UseTaken> uses = UseTaken.takeAll(c, ready.stream().map(VoucherRow::code).toList(),
                UseTaken.Owner.SALE, saleId, terminal.id(), terminal.storeId(), key, now);
        List<VoucherRow> taken = ready.stream().filter(v -> uses.containsKey(v.code())).toList();
        if (taken.isEmpty()) {
            return uses;
        }
        ledger.recordAll(c, taken.stream().map(v -> new RedemptionLedger.Use(v, uses.get(v.code()).useNo()))
                        .toList(), key, terminal, cashierId, false, order, now,
                SaleEvents.capturedEvents(terminal, key, saleId, order.orderNo(), taken.stream()
                        .map(v -> new SaleEvents.Used(v, uses.get(v.code()).usesLeft())).toList(), now));
        transitions.recordAll(c, taken.stream().map(v -> new TransitionLog.Entry(v.code(), VoucherStatus.LOCKED,
                uses.get(v.code()).status(), key, terminal.id(), now, detail(v, uses.get(v.code()).useNo(), order)))
                .toList());
        return uses;
    }

    /** Each use as it will be, for the one PostgreSQL statement. */
    private static List<PostgresSaleUses.Planned> planned(Terminal terminal, String key,
                                                          RedemptionLedger.SaleOrder order, List<VoucherRow> ready,
                                                          long now) {
        List<PostgresSaleUses.Planned> planned = new ArrayList<>(ready.size());
        for (VoucherRow v : ready) {
            EventStager.Staged captured = SaleEvents.capturedEvents(terminal, key, order.saleId(), order.orderNo(),
                    List.of(new SaleEvents.Used(v, v.usesLeft() - 1)), now).get(0);
            planned.add(new PostgresSaleUses.Planned(v, detail(v, PostgresSaleUses.nextUseNo(v), order), captured));
        }
        return planned;
    }

    private static String detail(VoucherRow voucher, int useNo, RedemptionLedger.SaleOrder order) {
        return "use " + useNo + " of " + voucher.usesTotal() + " for sale " + order.saleId() + ", order "
                + order.orderNo();
    }

    private static List<Found> read(Connection c, String storeId, RedemptionLedger.SaleOrder order)
            throws SQLException {
        try (PreparedStatement select = c.prepareStatement(HOLDS)) {
            Statements.bind(select, storeId, order.orderNo(), order.saleId());
            List<Found> found = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    found.add(new Found(rs.getString(1), VoucherRow.read(rs, 3), rs.getString(2) != null));
                }
            }
            return found;
        }
    }
}
