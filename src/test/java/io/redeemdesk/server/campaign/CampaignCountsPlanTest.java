package io.redeemdesk.server.campaign;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The counts of the console's campaign list are index ranges, not scans: on a migrated database of 40,000
 * vouchers (half of them in 20 campaigns, a tenth of those used) with the planner's statistics gathered, the plan
 * of a page ({@code EXPLAIN QUERY PLAN} on SQLite, {@code EXPLAIN} on PostgreSQL) reads the vouchers and the sheet
 * records through V13's indexes and walks the campaigns by V13's key index; and the counts are right.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class CampaignCountsPlanTest {
    private static final int VOUCHERS = 40_000;
    private static final int CAMPAIGNS = 20;

    @Parameter
    Backend backend;

    @Test
    void aPageOfCampaignsCountsThroughIndexes() throws Exception {
        try (ServerDatabase database = ServerDatabase.open(backend.newDatabase(), 2)) {
            database.inTransaction(CampaignCountsPlanTest::fill);
            String where = " WHERE (k.created_at, k.id) < (?, ?) ORDER BY k.created_at DESC, k.id DESC LIMIT ?";
            String plan = database.read(c -> plan(c, CampaignCounts.SELECT + where));

            assertThat(plan).contains("vouchers_campaign_status").contains("campaign_sheet_vouchers_campaign")
                    .contains("campaigns_created").doesNotContainIgnoringCase("Seq Scan on vouchers")
                    .doesNotContain("SCAN v\n").doesNotContain("SCAN s\n");
            List<CampaignList.Row> page = new CampaignList(database).page(null, new CampaignList.Key(Long.MAX_VALUE,
                    ""), 25);
            assertThat(page).hasSize(CAMPAIGNS).allSatisfy(row -> {
                assertThat(row.stats().issued()).isEqualTo(VOUCHERS / 2 / CAMPAIGNS);
                assertThat(row.stats().redeemed()).isEqualTo(VOUCHERS / 2 / CAMPAIGNS / 10);
            });
        }
    }

    private static Void fill(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("INSERT INTO voucher_templates (id, name, value_cents, currency) VALUES ('t', 'T', 100, 'EUR')");
        }
        try (PreparedStatement campaign = c.prepareStatement("INSERT INTO campaigns (id, template_id, stock, "
                + "per_customer, status, created_at) VALUES (?, 't', ?, 1, 'ACTIVE', ?)")) {
            for (int k = 0; k < CAMPAIGNS; k++) {
                campaign.setString(1, "c" + k);
                campaign.setLong(2, VOUCHERS);
                campaign.setLong(3, 1000 + k);
                campaign.addBatch();
            }
            campaign.executeBatch();
        }
        try (PreparedStatement voucher = c.prepareStatement("INSERT INTO vouchers (code, template_id, status, "
                + "created_at, campaign_id) VALUES (?, 't', ?, 0, ?)")) {
            for (int i = 0; i < VOUCHERS; i++) {
                boolean inCampaign = i % 2 == 0;
                voucher.setString(1, "CODE" + i);
                voucher.setString(2, i / (2 * CAMPAIGNS) % 10 == 0 ? "USED" : "UNUSED");
                voucher.setString(3, inCampaign ? "c" + (i / 2) % CAMPAIGNS : null);
                voucher.addBatch();
            }
            voucher.executeBatch();
        }
        try (Statement s = c.createStatement()) {
            s.execute("INSERT INTO campaign_sheet_vouchers (code, campaign_id, issued_at) "
                    + "SELECT code, campaign_id, 0 FROM vouchers WHERE campaign_id IS NOT NULL");
            s.execute("ANALYZE");
        }
        return null;
    }

    private String plan(Connection c, String sql) throws SQLException {
        String explain = backend == Backend.SQLITE ? "EXPLAIN QUERY PLAN " : "EXPLAIN ";
        try (PreparedStatement select = c.prepareStatement(explain + sql)) {
            select.setLong(1, Long.MAX_VALUE);
            select.setString(2, "");
            select.setInt(3, 25);
            List<String> lines = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                int column = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    lines.add(rs.getString(column));
                }
            }
            return String.join("\n", lines) + "\n";
        }
    }
}
