package io.redeemdesk.server.redeem;

import io.redeemdesk.server.db.Statements;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A capture's uses on PostgreSQL in one statement of data-modifying CTEs: one use of each voucher the sale holds
 * (the conditional update of {@link UseTaken}), its ledger row and the till's counts ({@link RedemptionCounts}),
 * its {@code voucher.redeemed} event and the caller's event after it (with their deliveries), and its transition —
 * what {@link UseTaken#takeAll}, {@link RedemptionLedger#recordAll} and {@link TransitionLog#recordAll} write in
 * seven round trips. The events' payloads and the transitions' details are written before the statement runs,
 * from the voucher as read: a use leaves exactly one use fewer, and a voucher the statement could not use gets no
 * row at all.
 */
public final class PostgresSaleUses {
    private static final String USE_ALL = "WITH input AS ("
            + " SELECT * FROM unnest(?::text[], ?::bigint[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])"
            + " AS i(code, value_cents, redeemed_id, redeemed_payload, after_id, after_payload, detail)),"
            + " used AS (UPDATE vouchers v SET " + UseTaken.SET + ", used_at = ?, used_by_terminal = ?,"
            + " used_by_store = ?, used_by_request = ? FROM input WHERE v.code = input.code AND v.status = 'LOCKED'"
            + " AND v.uses_left > 0 AND v.held_by_sale = ?"
            + " RETURNING input.*, v.status AS to_status, v.uses_left, v.uses_total - v.uses_left AS use_no),"
            + " ledger AS (" + RedemptionLedger.insertInto("sale_id", "order_no")
            + " SELECT code, use_no, ?, ?, ?, ?, value_cents, ?, 0, ?, ? FROM used"
            + " RETURNING code, " + RedemptionCounts.RETURNED + "),"
            + RedemptionCounts.countLedgerRows("ledger")
            + " event AS (" + EventStager.INSERT + " SELECT e.id, e.code, ?, e.kind, e.payload, ?::bigint, "
            + EventStager.publishedAt("?::bigint") + " FROM used CROSS JOIN LATERAL (VALUES (used.redeemed_id,"
            + " used.code, '" + EventTypes.VOUCHER_REDEEMED + "', used.redeemed_payload), (used.after_id, used.code,"
            + " ?, used.after_payload)) AS e(id, code, kind, payload) RETURNING id, code, created_at),"
            + " fanned AS (" + EventStager.deliveriesOf("event") + "),"
            + " logged AS (" + TransitionLog.insertInto("detail")
            + " SELECT code, 'LOCKED', to_status, ?, ?, ?, detail FROM used)"
            + " SELECT code, to_status, uses_left, use_no FROM used";

    /**
     * One voucher to use: as read before the use, the transition's detail and the caller's event (its type the
     * same for all), both written for the use it will be.
     */
    public record Planned(VoucherRow voucher, String detail, EventStager.Staged after) {
    }

    private final RedemptionLedger ledger;

    public PostgresSaleUses(RedemptionLedger ledger) {
        this.ledger = ledger;
    }

    /** The number of the use a voucher read as {@code voucher} gets next. */
    public static int nextUseNo(VoucherRow voucher) {
        return voucher.usesTotal() - voucher.usesLeft() + 1;
    }

    /** Uses each planned voucher that {@code order}'s sale holds; the uses taken, by code. */
    public Map<String, UseTaken> useAll(Connection c, Terminal terminal, String requestId, String cashierId,
                                        RedemptionLedger.SaleOrder order, List<Planned> planned, long now)
            throws SQLException {
        VoucherStatus.LOCKED.checkMove(VoucherStatus.USED);
        VoucherStatus.LOCKED.checkMove(VoucherStatus.UNUSED);
        EventStager stager = ledger.stager();
        List<String[]> ids = new ArrayList<>();
        for (int i = 0; i < planned.size(); i++) {
            ids.add(new String[] {stager.newId(), stager.newId()});
        }
        try (PreparedStatement use = c.prepareStatement(USE_ALL)) {
            use.setArray(1, Statements.array(c, "text", planned, p -> p.voucher().code()));
            use.setArray(2, Statements.array(c, "int8", planned, p -> p.voucher().valueCents()));
            use.setArray(3, Statements.array(c, "text", ids, id -> id[0]));
            use.setArray(4, Statements.array(c, "text", planned, p -> RedemptionLedger.eventPayload(terminal,
                    p.voucher(), cashierId, false).json()));
            use.setArray(5, Statements.array(c, "text", ids, id -> id[1]));
            use.setArray(6, Statements.array(c, "text", planned, p -> p.after().payload().json()));
            use.setArray(7, Statements.array(c, "text", planned, Planned::detail));
            Object[] rest = {now, terminal.id(), terminal.storeId(), requestId, order.saleId(),
                    requestId, terminal.id(), terminal.storeId(), cashierId, now, order.saleId(), order.orderNo(),
                    requestId, now, stager.stagesDeliveries(), now,
                    planned.isEmpty() ? null : planned.get(0).after().type(), stager.endpoints(c),
                    requestId, terminal.id(), now};
            for (int i = 0; i < rest.length; i++) {
                use.setObject(8 + i, rest[i]);
            }
            Map<String, UseTaken> taken = new HashMap<>();
            try (ResultSet rs = use.executeQuery()) {
                while (rs.next()) {
                    taken.put(rs.getString(1), new UseTaken(rs.getInt(4), rs.getInt(3),
                            VoucherStatus.valueOf(rs.getString(2))));
                }
            }
            checkPlanned(planned, taken);
            return taken;
        }
    }

    /** The payloads and details were written for the use each voucher was to get; a use taken is that use. */
    private static void checkPlanned(List<Planned> planned, Map<String, UseTaken> taken) {
        for (Planned p : planned) {
            UseTaken use = taken.get(p.voucher().code());
            if (use != null && use.useNo() != nextUseNo(p.voucher())) {
                throw new IllegalStateException("voucher " + p.voucher().code() + " got use " + use.useNo()
                        + " where use " + nextUseNo(p.voucher()) + " was planned");
            }
        }
    }
}
