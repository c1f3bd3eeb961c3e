package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.EventTypes;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The redemption's effects (phase 2): one ledger row per voucher (its primary key is the last gate against a
 * double redemption) and an outbound event staged in {@code outbound_events} for downstream systems.
 */
public final class RedemptionLedger {
    static final String EVENT_KIND = EventTypes.VOUCHER_REDEEMED;

    private final EventStager events;

    public RedemptionLedger(EventStager events) {
        this.events = events;
    }

    /** The staged event's fields: which terminal of which store redeemed how much, for which cashier. */
    static EventPayload eventPayload(Terminal terminal, VoucherRow voucher, RedemptionRequest request) {
        return EventPayload.of(terminal.id(), terminal.storeId()).with("valueCents", voucher.valueCents())
                .with("currency", voucher.currency()).with("templateName", voucher.name())
                .with("cashierId", request.cashierId()).with("offline", request.offline());
    }

    public void record(Connection c, VoucherRow voucher, String requestId, Terminal terminal,
                       RedemptionRequest request, long now) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement(
                "INSERT INTO redemptions (code, request_id, terminal_id, store_id, cashier_id, value_cents, "
                        + "redeemed_at, offline) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setString(1, voucher.code());
            insert.setString(2, requestId);
            insert.setString(3, terminal.id());
            insert.setString(4, terminal.storeId());
            insert.setString(5, request.cashierId());
            insert.setLong(6, voucher.valueCents());
            insert.setLong(7, now);
            insert.setInt(8, request.offline() ? 1 : 0);
            insert.executeUpdate();
        }
        events.stage(c, EVENT_KIND, voucher.code(), requestId, eventPayload(terminal, voucher, request), now);
    }

    /** One row of the ledger: who redeemed a voucher, and when. */
    public record Entry(String code, String requestId, String terminalId, String storeId, long valueCents,
                        long redeemedAt) {
    }

    public Optional<Entry> find(Connection c, String code) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(
                "SELECT request_id, terminal_id, store_id, value_cents, redeemed_at FROM redemptions WHERE code = ?")) {
            select.setString(1, code);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new Entry(code, rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                        rs.getLong(5)));
            }
        }
    }
}
