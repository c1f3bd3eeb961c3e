package io.redeemdesk.client.outbox;

import io.redeemdesk.protocol.Verdict;

import java.sql.ResultSet;
import java.sql.SQLException;

/** Maps {@code actions} rows to {@link RedeemAction}; {@link #COLUMNS} is the matching select list. */
public final class ActionRows {
    public static final String COLUMNS = "request_id, code, store_id, terminal_id, cashier_id, created_at, state, "
            + "verdict, http_status, response_body, attempts, next_attempt_at, last_error, offline_accepted, "
            + "honoured, voucher_name, value_cents, currency, completed_at, wire_offline, maybe_delivered, action, "
            + "sale_id, sale_seq, order_no, uses_left";

    private ActionRows() {
    }

    /**
     * SQL condition: the HOLD row {@code hold} (a table or alias of {@code actions}) was taken off its sale later,
     * by a RELEASE of the same code in the same sale after it.
     */
    public static String takenOffLater(String hold) {
        return "EXISTS (SELECT 1 FROM actions r WHERE r.sale_id = " + hold + ".sale_id AND r.action = 'RELEASE' "
                + "AND r.code = " + hold + ".code AND r.sale_seq > " + hold + ".sale_seq)";
    }

    public static RedeemAction read(ResultSet rs) throws SQLException {
        String verdict = rs.getString("verdict");
        return new RedeemAction(rs.getString("request_id"), rs.getString("code"), rs.getString("store_id"),
                rs.getString("terminal_id"), rs.getString("cashier_id"), rs.getLong("created_at"),
                ActionState.valueOf(rs.getString("state")), verdict == null ? null : Verdict.valueOf(verdict),
                nullableInt(rs, "http_status"), rs.getString("response_body"), rs.getInt("attempts"),
                rs.getLong("next_attempt_at"), rs.getString("last_error"), rs.getInt("offline_accepted") == 1,
                rs.getInt("honoured") == 1, rs.getString("voucher_name"), nullableLong(rs, "value_cents"),
                rs.getString("currency"), nullableLong(rs, "completed_at"), rs.getInt("wire_offline") == 1,
                rs.getInt("maybe_delivered") == 1, ActionKind.valueOf(rs.getString("action")), sale(rs),
                nullableInt(rs, "uses_left"));
    }

    private static SaleStep sale(ResultSet rs) throws SQLException {
        String saleId = rs.getString("sale_id");
        return saleId == null ? null : new SaleStep(saleId, rs.getInt("sale_seq"), rs.getString("order_no"));
    }

    private static Integer nullableInt(ResultSet rs, String column) throws SQLException {
        int value = rs.getInt(column);
        return rs.wasNull() ? null : value;
    }

    private static Long nullableLong(ResultSet rs, String column) throws SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }
}
