package io.redeemdesk.server.campaign;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one query of a campaign's counts ({@link CampaignStats}), for one campaign ({@code campaign-stats}, the API,
 * the console's campaign page) and for a page of the console's list: every count is a range of an index
 * (V13's {@code vouchers_campaign_status}, the claims' primary key, the sheet records' campaign index).
 */
final class CampaignCounts {
    static final String SELECT = "SELECT k.id, k.template_id, k.status, k.stock, "
            + CampaignStock.REMAINING_OF_K + ", "
            + "(SELECT COUNT(*) FROM vouchers v WHERE v.campaign_id = k.id), "
            + "(SELECT COUNT(*) FROM campaign_claims l WHERE l.campaign_id = k.id), "
            + "(SELECT COUNT(*) FROM campaign_sheet_vouchers s WHERE s.campaign_id = k.id), "
            + "(SELECT COUNT(*) FROM vouchers v WHERE v.campaign_id = k.id AND v.status = 'USED'), "
            + "(SELECT COUNT(DISTINCT l.customer_hash) FROM campaign_claims l WHERE l.campaign_id = k.id), "
            + "k.per_customer, k.starts_at, k.ends_at, k.created_at FROM campaigns k";

    /** A campaign's counts and when it was created (the list's key). */
    record Counted(CampaignStats stats, long createdAt) {
    }

    private CampaignCounts() {
    }

    static Optional<CampaignStats> one(Connection c, String id) throws SQLException {
        List<Counted> found = select(c, " WHERE k.id = ?", List.of(id));
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0).stats());
    }

    /** The campaigns {@code where} (a clause over {@code k}, with its {@code args}) selects, in its order. */
    static List<Counted> select(Connection c, String where, List<Object> args) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(SELECT + where)) {
            for (int i = 0; i < args.size(); i++) {
                select.setObject(i + 1, args.get(i));
            }
            List<Counted> rows = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    rows.add(new Counted(new CampaignStats(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getLong(4), rs.getLong(5), rs.getLong(6), rs.getLong(7), rs.getLong(8),
                            rs.getLong(9), rs.getLong(10), rs.getInt(11), iso(rs, 12), iso(rs, 13)),
                            rs.getLong(14)));
                }
            }
            return rows;
        }
    }

    private static String iso(ResultSet rs, int column) throws SQLException {
        long millis = rs.getLong(column);
        return rs.wasNull() ? null : Instant.ofEpochMilli(millis).toString();
    }
}
