package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.UUID;

/**
 * The redemption's effects (phase 2): one ledger row per voucher (its primary key is the last gate against a
 * double redemption) and an outbound event staged in {@code outbound_events} for downstream systems.
 */
public final class RedemptionLedger {
    static final String EVENT_KIND = "voucher.redeemed";

    /** The staged event's body: which terminal redeemed how much. */
    static String eventPayload(Terminal terminal, VoucherRow voucher) {
        return "{\"terminalId\":\"" + terminal.id().replace("\"", "") + "\",\"valueCents\":" + voucher.valueCents()
                + "}";
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
        try (PreparedStatement event = c.prepareStatement(
                "INSERT INTO outbound_events (id, code, request_id, kind, payload, created_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?)")) {
            event.setString(1, UUID.randomUUID().toString());
            event.setString(2, voucher.code());
            event.setString(3, requestId);
            event.setString(4, EVENT_KIND);
            event.setString(5, eventPayload(terminal, voucher));
            event.setLong(6, now);
            event.executeUpdate();
        }
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
