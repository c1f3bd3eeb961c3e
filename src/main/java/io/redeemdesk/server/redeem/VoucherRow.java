package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * One voucher with its template's name and value, as read to explain a refusal or build a receipt.
 *
 * @param usesLeft uses the voucher has left (0 once USED); a single voucher is a pass with one use
 * @param hold     the sale holding the voucher, or null
 */
public record VoucherRow(String code, VoucherStatus status, String lockedBy, Long usedAt, String usedByTerminal,
                         String usedByRequest, Long expiresAt, String name, long valueCents, String currency,
                         int usesLeft, int usesTotal, Hold hold) {

    /** A sale's hold on the voucher: which sale, opened by which till, since when, until when. */
    public record Hold(String saleId, String terminalId, long since, long until) {
    }

    public static Optional<VoucherRow> find(Connection connection, String code) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT v.code, v.status, v.locked_by, v.used_at, v.used_by_terminal, v.used_by_request, "
                        + "v.expires_at, t.name, t.value_cents, t.currency, v.uses_left, v.uses_total, "
                        + "v.held_by_sale, s.terminal_id, v.locked_at, v.held_until "
                        + "FROM vouchers v JOIN voucher_templates t ON t.id = v.template_id "
                        + "LEFT JOIN sales s ON s.sale_id = v.held_by_sale WHERE v.code = ?")) {
            select.setString(1, code);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                String sale = rs.getString(13);
                Hold hold = sale == null ? null : new Hold(sale, rs.getString(14), rs.getLong(15), rs.getLong(16));
                return Optional.of(new VoucherRow(rs.getString(1), VoucherStatus.valueOf(rs.getString(2)),
                        rs.getString(3), nullableLong(rs, 4), rs.getString(5), rs.getString(6),
                        nullableLong(rs, 7), rs.getString(8), rs.getLong(9), rs.getString(10), rs.getInt(11),
                        rs.getInt(12), hold));
            }
        }
    }

    /**
     * Whether the voucher could be taken at {@code now}: a request that just failed to take it lost a race to one
     * that has finished since (a pass with uses left is UNUSED again) and may retry at once.
     */
    public boolean freeAt(long now) {
        return status == VoucherStatus.UNUSED && usesLeft > 0 && (expiresAt == null || expiresAt > now);
    }

    /** Whether a sale (not an in-flight request) holds this voucher. */
    public boolean held() {
        return status == VoucherStatus.LOCKED && hold != null;
    }

    private static Long nullableLong(ResultSet rs, int column) throws SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }
}
