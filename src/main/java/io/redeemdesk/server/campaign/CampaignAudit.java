package io.redeemdesk.server.campaign;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The campaign rules of the reconciliation job: stock = remaining (the sum of its stock slots) + issued for every
 * campaign; every voucher issued from a campaign has exactly one claim or sheet record and every claim record
 * names a voucher of its campaign; no customer holds more claims than the campaign allows. Customers appear only as a short prefix of
 * their hash.
 */
public final class CampaignAudit {

    /** Each list names the campaigns or voucher codes that break one rule; all empty when everything agrees. */
    public record Findings(List<String> stockMismatch, List<String> voucherWithoutRecord,
                           List<String> claimWithoutVoucher, List<String> customerOverLimit) {
        public boolean clean() {
            return stockMismatch.isEmpty() && voucherWithoutRecord.isEmpty() && claimWithoutVoucher.isEmpty()
                    && customerOverLimit.isEmpty();
        }
    }

    public Findings run(Connection c) throws SQLException {
        return new Findings(
                rows(c, "SELECT k.id || ': stock ' || k.stock || ' <> remaining ' || " + CampaignStock.REMAINING_OF_K
                        + " || ' + issued ' || (SELECT COUNT(*) FROM vouchers v WHERE v.campaign_id = k.id) "
                        + "FROM campaigns k WHERE k.stock <> " + CampaignStock.REMAINING_OF_K
                        + " + (SELECT COUNT(*) FROM vouchers v WHERE v.campaign_id = k.id) ORDER BY k.id"),
                rows(c, "SELECT v.code FROM vouchers v WHERE v.campaign_id IS NOT NULL AND "
                        + "(SELECT COUNT(*) FROM campaign_claims l WHERE l.code = v.code AND l.campaign_id = v.campaign_id)"
                        + " + (SELECT COUNT(*) FROM campaign_sheet_vouchers s WHERE s.code = v.code "
                        + "AND s.campaign_id = v.campaign_id) <> 1 ORDER BY v.code"),
                rows(c, "SELECT l.code FROM campaign_claims l LEFT JOIN vouchers v ON v.code = l.code "
                        + "AND v.campaign_id = l.campaign_id WHERE v.code IS NULL "
                        + "UNION SELECT s.code FROM campaign_sheet_vouchers s LEFT JOIN vouchers v ON v.code = s.code "
                        + "AND v.campaign_id = s.campaign_id WHERE v.code IS NULL ORDER BY 1"),
                rows(c, "SELECT l.campaign_id || ': customer ' || SUBSTR(l.customer_hash, 1, 8) || '… holds ' "
                        + "|| COUNT(*) || ' of ' || MAX(k.per_customer) FROM campaign_claims l "
                        + "JOIN campaigns k ON k.id = l.campaign_id GROUP BY l.campaign_id, l.customer_hash "
                        + "HAVING COUNT(*) > MAX(k.per_customer) OR MAX(l.n) > MAX(k.per_customer) ORDER BY 1"));
    }

    private static List<String> rows(Connection c, String sql) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
            List<String> found = new ArrayList<>();
            while (rs.next()) {
                found.add(rs.getString(1));
            }
            return found;
        }
    }
}
