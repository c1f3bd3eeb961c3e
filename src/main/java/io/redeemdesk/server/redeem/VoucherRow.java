package io.redeemdesk.server.redeem;

import io.redeemdesk.server.db.Statements;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /**
     * The columns {@link #read} reads, of {@code vouchers v}, {@code voucher_templates t} and the holding
     * {@code sales s}, for queries that read vouchers beside other rows.
     */
    public static final String COLUMNS = "v.code, v.status, v.locked_by, v.used_at, v.used_by_terminal, "
            + "v.used_by_request, v.expires_at, t.name, t.value_cents, t.currency, v.uses_left, v.uses_total, "
            + "v.held_by_sale, s.terminal_id, v.locked_at, v.held_until";
    private static final String SELECT = "SELECT " + COLUMNS + " FROM vouchers v "
            + "JOIN voucher_templates t ON t.id = v.template_id "
            + "LEFT JOIN sales s ON s.sale_id = v.held_by_sale WHERE v.code IN (";

    public static Optional<VoucherRow> find(Connection connection, String code) throws SQLException {
        return Optional.ofNullable(findAll(connection, List.of(code)).get(code));
    }

    /** The vouchers of {@code codes} that exist, by code, read in one statement. */
    public static Map<String, VoucherRow> findAll(Connection connection, Collection<String> codes)
            throws SQLException {
        if (codes.isEmpty()) {
            return Map.of();
        }
        try (PreparedStatement select = connection.prepareStatement(
                SELECT + Statements.placeholders(codes.size()) + ")")) {
            Statements.bind(select, codes.toArray());
            Map<String, VoucherRow> rows = new HashMap<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    VoucherRow row = read(rs, 1).orElseThrow();
                    rows.put(row.code(), row);
                }
            }
            return rows;
        }
    }

    /** The voucher in the columns of {@link #COLUMNS} from {@code first} on; empty where they are null. */
    public static Optional<VoucherRow> read(ResultSet rs, int first) throws SQLException {
        int at = first - 1;
        String code = rs.getString(at + 1);
        if (code == null) {
            return Optional.empty();
        }
        String sale = rs.getString(at + 13);
        Hold hold = sale == null ? null : new Hold(sale, rs.getString(at + 14), rs.getLong(at + 15),
                rs.getLong(at + 16));
        return Optional.of(new VoucherRow(code, VoucherStatus.valueOf(rs.getString(at + 2)), rs.getString(at + 3),
                nullableLong(rs, at + 4), rs.getString(at + 5), rs.getString(at + 6), nullableLong(rs, at + 7),
                rs.getString(at + 8), rs.getLong(at + 9), rs.getString(at + 10), rs.getInt(at + 11),
                rs.getInt(at + 12), hold));
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
