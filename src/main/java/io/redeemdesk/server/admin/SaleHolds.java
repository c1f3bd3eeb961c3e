package io.redeemdesk.server.admin;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Every sale that held one voucher, for its history: which till, when, until when, and what became of it. */
public final class SaleHolds {
    private SaleHolds() {
    }

    /**
     * One hold.
     *
     * @param state     HELD, RELEASED, LAPSED, CAPTURED or REFUSED
     * @param saleState the sale's state: OPEN, CAPTURED or VOIDED
     */
    public record Entry(String saleId, String terminalId, String state, long heldAt, long heldUntil, Long closedAt,
                        String saleState, String orderNo) {
    }

    public static List<Entry> forCode(Connection c, String code) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(
                "SELECT h.sale_id, s.terminal_id, h.state, h.held_at, h.held_until, h.closed_at, s.state, s.order_no "
                        + "FROM sale_holds h JOIN sales s ON s.sale_id = h.sale_id WHERE h.code = ? ORDER BY h.held_at")) {
            select.setString(1, code);
            List<Entry> found = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long closed = rs.getLong(6);
                    Long closedAt = rs.wasNull() ? null : closed;
                    found.add(new Entry(rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                            rs.getLong(5), closedAt, rs.getString(7), rs.getString(8)));
                }
            }
            return found;
        }
    }
}
