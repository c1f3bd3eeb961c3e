package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** One voucher with its template's name and value, as read to explain a refusal or build a receipt. */
public record VoucherRow(String code, VoucherStatus status, String lockedBy, Long usedAt, String usedByTerminal,
                         String usedByRequest, Long expiresAt, String name, long valueCents, String currency) {

    public static Optional<VoucherRow> find(Connection connection, String code) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT v.code, v.status, v.locked_by, v.used_at, v.used_by_terminal, v.used_by_request, "
                        + "v.expires_at, t.name, t.value_cents, t.currency "
                        + "FROM vouchers v JOIN voucher_templates t ON t.id = v.template_id WHERE v.code = ?")) {
            select.setString(1, code);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new VoucherRow(rs.getString(1), VoucherStatus.valueOf(rs.getString(2)),
                        rs.getString(3), nullableLong(rs, 4), rs.getString(5), rs.getString(6),
                        nullableLong(rs, 7), rs.getString(8), rs.getLong(9), rs.getString(10)));
            }
        }
    }

    private static Long nullableLong(ResultSet rs, int column) throws SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }
}
