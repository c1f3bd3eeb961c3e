package io.redeemdesk.server.redeem;

import io.redeemdesk.server.db.Statements;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * The redemption's effects (phase 2): one ledger row per use (its primary key, code and use number, is the last
 * gate against a use taken twice; a capture's row also carries its sale and order number, unique per store with
 * the code), an outbound event staged in {@code outbound_events} for downstream systems, and one more in the
 * till's hour and day of {@link RedemptionCounts}.
 */
public final class RedemptionLedger {
    static final String EVENT_KIND = EventTypes.VOUCHER_REDEEMED;
    /** The columns every use fills; a capture's row adds its sale and order number. */
    private static final String INSERTED = "code, use_no, request_id, terminal_id, store_id, cashier_id, value_cents, "
            + "redeemed_at, offline";
    private static final String INSERT_USE = insertInto("sale_id", "order_no")
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final EventStager events;

    public RedemptionLedger(EventStager events) {
        this.events = events;
    }

    /**
     * The stager of the events the PostgreSQL phases' statements insert themselves: their ids and their deliveries.
     */
    EventStager stager() {
        return events;
    }

    /**
     * The insert's clause: the columns every use fills, then {@code more}; the PostgreSQL phases' CTEs insert uses
     * after it too.
     */
    static String insertInto(String... more) {
        StringJoiner columns = new StringJoiner(", ", "INSERT INTO redemptions (", ")").add(INSERTED);
        for (String column : more) {
            columns.add(column);
        }
        return columns.toString();
    }

    /** The staged event's fields: which terminal of which store redeemed how much, for which cashier. */
    static EventPayload eventPayload(Terminal terminal, VoucherRow voucher, String cashierId, boolean offline) {
        return EventPayload.of(terminal.id(), terminal.storeId()).with("valueCents", voucher.valueCents())
                .with("currency", voucher.currency()).with("templateName", voucher.name())
                .with("cashierId", cashierId).with("offline", offline);
    }

    /** The sale a use was captured for, and its order number. */
    public record SaleOrder(String saleId, String orderNo) {
    }

    public void record(Connection c, VoucherRow voucher, int useNo, String requestId, Terminal terminal,
                       String cashierId, boolean offline, SaleOrder sale, long now) throws SQLException {
        recordAll(c, List.of(new Use(voucher, useNo)), requestId, terminal, cashierId, offline, sale, now,
                List.of());
    }

    /** One use of a voucher, as read before it was taken, and the use's number. */
    public record Use(VoucherRow voucher, int useNo) {
    }

    /**
     * Several uses of one request (a capture's), each with its ledger row and event, inserted in batches;
     * {@code after}: the caller's events about the same uses, staged after theirs in the same batch.
     */
    public void recordAll(Connection c, List<Use> uses, String requestId, Terminal terminal, String cashierId,
                          boolean offline, SaleOrder sale, long now, List<EventStager.Staged> after)
            throws SQLException {
        List<EventStager.Staged> staged = new ArrayList<>(uses.size());
        try (PreparedStatement insert = c.prepareStatement(INSERT_USE)) {
            for (Use use : uses) {
                Statements.bind(insert, use.voucher().code(), use.useNo(), requestId, terminal.id(),
                        terminal.storeId(), cashierId, use.voucher().valueCents(), now, offline ? 1 : 0,
                        sale == null ? null : sale.saleId(), sale == null ? null : sale.orderNo());
                insert.addBatch();
                staged.add(new EventStager.Staged(EVENT_KIND, use.voucher().code(), requestId,
                        eventPayload(terminal, use.voucher(), cashierId, offline), now));
            }
            insert.executeBatch();
        }
        staged.addAll(after);
        events.stageAll(c, staged);
        RedemptionCounts.count(c, terminal.storeId(), terminal.id(), now, uses.size());
    }

    /**
     * One row of the ledger: one use of a voucher, who took it and when.
     *
     * @param saleId  the sale it was captured for (null for a plain redemption)
     */
    public record Entry(String code, int useNo, String requestId, String terminalId, String storeId, long valueCents,
                        long redeemedAt, String saleId, String orderNo) {
    }

    private static final String COLUMNS =
            "code, use_no, request_id, terminal_id, store_id, value_cents, redeemed_at, sale_id, order_no";

    /** The use {@code requestId} took of {@code code}, if it took one. */
    public Optional<Entry> find(Connection c, String code, String requestId) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM redemptions WHERE code = ? AND request_id = ?", code, requestId)
                .stream().findFirst();
    }

    /** The use of {@code code} bound to an order of a store, if any. */
    public Optional<Entry> forOrder(Connection c, String storeId, String orderNo, String code) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM redemptions WHERE store_id = ? AND order_no = ? AND code = ?",
                storeId, orderNo, code).stream().findFirst();
    }

    /** Every use of one voucher, first use first. */
    public List<Entry> uses(Connection c, String code) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM redemptions WHERE code = ? ORDER BY use_no", code);
    }

    private static List<Entry> query(Connection c, String sql, String... args) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                select.setString(i + 1, args[i]);
            }
            List<Entry> found = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    found.add(new Entry(rs.getString(1), rs.getInt(2), rs.getString(3), rs.getString(4),
                            rs.getString(5), rs.getLong(6), rs.getLong(7), rs.getString(8), rs.getString(9)));
                }
            }
            return found;
        }
    }
}
