package io.redeemdesk.testing;

import io.redeemdesk.server.RedemptionServer;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Reads a real service's tables after a scenario: what the voucher and ledger rows say, for assertions. */
public final class ServerRows {
    private ServerRows() {
    }

    /** The first column of every row {@code sql} selects with its one parameter set to {@code arg}. */
    public static List<String> query(RedemptionServer server, String sql, String arg) throws SQLException {
        try (Connection c = server.database().dataSource().getConnection();
             PreparedStatement st = c.prepareStatement(sql)) {
            st.setString(1, arg);
            List<String> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        }
    }

    /** The request_ids the ledger holds for a code: at most one, if the service is right. */
    public static List<String> ledger(RedemptionServer server, String code) throws SQLException {
        return query(server, "SELECT request_id FROM redemptions WHERE code = ?", code);
    }
}
