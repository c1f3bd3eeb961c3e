package io.redeemdesk.server;

import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.campaign.CampaignAudit;
import io.redeemdesk.server.campaign.ClaimSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reconcile's campaign rules, each broken by hand in its own campaign: stock ≠ remaining + issued, a claimed
 * voucher without its claim record, a claim record without its voucher, a customer over the limit.
 */
class CampaignReconcileTest {

    @ParameterizedTest
    @EnumSource(Backend.class)
    void eachBrokenRuleIsReported(Backend backend) throws Exception {
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(backend.newDatabase()), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("shop");
            for (String id : new String[] {"stock", "orphan", "ghost", "greedy"}) {
                calls.openCampaign(node.adminToken, id, 5, 1);
                assertThat(calls.claim(shop, ApiCaller.newKey(), id, "customer-1").status()).isEqualTo(201);
            }
            assertThat(audit(node).clean()).isTrue();

            node.update("UPDATE campaign_stock SET remaining = remaining - 1 WHERE campaign_id = 'stock' AND slot = "
                    + "(SELECT MIN(slot) FROM campaign_stock WHERE campaign_id = 'stock' AND remaining > 0)");
            String orphan = node.scalar("SELECT code FROM campaign_claims WHERE campaign_id = 'orphan'");
            node.update("DELETE FROM campaign_claims WHERE campaign_id = 'orphan'");
            node.update("INSERT INTO campaign_claims (campaign_id, customer_hash, n, code, channel, request_id, "
                    + "claimed_at) VALUES ('ghost', 'abcdef0123456789', 1, 'NOSUCHVOUCHER1', 'shop', 'r1', 0)");
            String greedy = node.scalar("SELECT customer_hash FROM campaign_claims WHERE campaign_id = 'greedy'");
            node.update("INSERT INTO campaign_claims (campaign_id, customer_hash, n, code, channel, request_id, "
                    + "claimed_at) VALUES ('greedy', ?, 2, 'NOSUCHVOUCHER2', 'shop', 'r2', 0)", greedy);

            CampaignAudit.Findings findings = audit(node);
            assertThat(findings.stockMismatch()).singleElement().asString().startsWith("stock: stock 5");
            assertThat(findings.voucherWithoutRecord()).containsExactly(orphan);
            assertThat(findings.claimWithoutVoucher()).containsExactly("NOSUCHVOUCHER1", "NOSUCHVOUCHER2");
            assertThat(findings.customerOverLimit()).singleElement().asString()
                    .startsWith("greedy: customer " + greedy.substring(0, 8)).endsWith("holds 2 of 1")
                    .doesNotContain(greedy);
            assertThat(findings.clean()).isFalse();
        }
    }

    private static CampaignAudit.Findings audit(ServerFixture node) throws SQLException {
        Reconciler.Report report = new Reconciler(node.database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
        assertThat(report.clean()).isEqualTo(report.campaigns().clean());
        return report.campaigns();
    }
}
