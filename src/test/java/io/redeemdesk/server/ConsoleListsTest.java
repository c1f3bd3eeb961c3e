package io.redeemdesk.server;

import io.redeemdesk.server.admin.TemplateList;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.batch.BatchList;
import io.redeemdesk.server.batch.IssueBatches;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.CampaignList;
import io.redeemdesk.server.campaign.CampaignSheets;
import io.redeemdesk.server.campaign.CampaignStats;
import io.redeemdesk.server.campaign.CampaignStatus;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console's lists over a real database of each kind: every row appears once when paged by key (also across
 * rows made in the same millisecond), in the list's order; the filters; a campaign's counts in the list equal its
 * {@code campaign-stats}; channel tokens are listed by name only, revoked ones marked.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class ConsoleListsTest {
    private static final Instant NOW = Instant.parse("2026-12-02T08:00:00Z");

    @Parameter
    Backend backend;

    private ServerDatabase database;
    private ServerParts parts;

    @BeforeEach
    void open() {
        database = ServerDatabase.open(backend.newDatabase(), 2);
        parts = new ServerParts(database, Clock.fixed(NOW, ZoneOffset.UTC), new SecureRandom(), List.of());
    }

    @AfterEach
    void close() {
        parts.close();
    }

    @Test
    void templatesArePagedByIdAndFilteredByIdOrName() throws SQLException {
        for (String id : List.of("gift-20", "coffee", "pass-10", "b", "a", "zz", "100%")) {
            parts.issuer().createTemplate(new VoucherIssuer.Template(id, id.equals("coffee") ? "咖啡券" : "Gift " + id,
                    2000, "EUR", null, id.startsWith("pass") ? 10 : 1));
        }
        parts.issuer().issue(parts.issuer().template("coffee").orElseThrow(), 3);
        TemplateList templates = new TemplateList(database);

        List<String> ids = new ArrayList<>();
        String after = null;
        for (List<TemplateList.Row> page; !(page = templates.page(null, after, 3)).isEmpty(); ) {
            assertThat(page).hasSizeLessThanOrEqualTo(3);
            page.forEach(row -> ids.add(row.id()));
            after = page.get(page.size() - 1).id();
        }
        assertThat(ids).containsExactly("100%", "a", "b", "coffee", "gift-20", "pass-10", "zz");

        TemplateList.Row coffee = templates.page("咖啡", null, 10).get(0);
        assertThat(coffee.id()).isEqualTo("coffee");
        assertThat(coffee.name()).isEqualTo("咖啡券");
        assertThat(coffee.issued()).isEqualTo(3);
        assertThat(coffee.createdAt()).isEqualTo(NOW.toEpochMilli());
        assertThat(templates.page("PASS", null, 10)).singleElement()
                .satisfies(row -> assertThat(row.uses()).isEqualTo(10));
        assertThat(templates.page("%", null, 10)).extracting(TemplateList.Row::id).containsExactly("100%");
        assertThat(templates.page("_", null, 10)).isEmpty();
    }

    @Test
    void batchesArePagedNewestFirstAcrossTiesAndByTemplate() throws SQLException {
        VoucherIssuer.Template gift = new VoucherIssuer.Template("gift", "Gift", 2000, "EUR", null);
        VoucherIssuer.Template coffee = new VoucherIssuer.Template("coffee", "咖啡券", 1500, "CNY", null);
        parts.issuer().createTemplate(gift);
        parts.issuer().createTemplate(coffee);
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            VoucherIssuer.Template template = i % 3 == 0 ? coffee : gift;
            String id = parts.issuer().newBatchId();
            parts.issuer().commit(template, id, parts.issuer().prepare(template, 2), "console:ann");
            made.add(id);
        }
        BatchList batches = new BatchList(database);

        List<IssueBatches.Summary> all = pages(batches, null, 3);
        assertThat(all).extracting(IssueBatches.Summary::id)
                .containsExactlyElementsOf(made.stream().sorted(java.util.Comparator.reverseOrder()).toList());
        assertThat(all).allSatisfy(b -> {
            assertThat(b.actor()).isEqualTo("console:ann");
            assertThat(b.size()).isEqualTo(2);
            assertThat(b.kind()).isEqualTo(IssueBatches.Kind.ISSUE);
        });
        assertThat(pages(batches, "coffee", 2)).hasSize(3).allSatisfy(b -> assertThat(b.templateId())
                .isEqualTo("coffee"));
    }

    private static List<IssueBatches.Summary> pages(BatchList batches, String template, int size)
            throws SQLException {
        List<IssueBatches.Summary> all = new ArrayList<>();
        BatchList.Key after = null;
        for (List<IssueBatches.Summary> page; !(page = batches.page(template, after, size)).isEmpty(); ) {
            assertThat(page).hasSizeLessThanOrEqualTo(size);
            all.addAll(page);
            after = BatchList.after(page.get(page.size() - 1));
        }
        return all;
    }

    @Test
    void campaignsArePagedWithTheCountsOfTheirStats() throws SQLException {
        parts.issuer().createTemplate(new VoucherIssuer.Template("coffee", "咖啡券", 1500, "CNY", null));
        CampaignAdmin admin = parts.campaigns();
        for (String id : List.of("spring", "summer", "autumn", "winter", "new-year")) {
            assertThat(admin.create(new CampaignAdmin.Spec(id, "coffee", 50, 2, null, null))).isNull();
        }
        admin.activate("summer", "console:ann");
        admin.end("winter", "console:ann");
        CampaignSheets sheets = parts.campaignSheets();
        assertThat(sheets.print("summer", sheets.prepare("summer", 4), "console:ann").refusal()).isNull();
        List<String> codes = database.read(c -> {
            List<String> found = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT code FROM vouchers WHERE campaign_id = 'summer' ORDER BY code");
                 var rs = select.executeQuery()) {
                while (rs.next()) {
                    found.add(rs.getString(1));
                }
            }
            return found;
        });
        database.inTransaction(c -> {
            try (PreparedStatement used = c.prepareStatement(
                    "UPDATE vouchers SET status = 'USED', uses_left = 0 WHERE code = ?")) {
                used.setString(1, codes.get(0));
                used.executeUpdate();
            }
            try (PreparedStatement claim = c.prepareStatement("INSERT INTO campaign_claims (campaign_id, "
                    + "customer_hash, n, code, channel, request_id, claimed_at) VALUES ('summer', ?, ?, ?, 'shop', ?, 0)")) {
                String[][] claims = {{"h1", "1", "CLAIMED1"}, {"h1", "2", "CLAIMED2"}, {"h2", "1", "CLAIMED3"}};
                for (String[] row : claims) {
                    claim.setString(1, row[0]);
                    claim.setInt(2, Integer.parseInt(row[1]));
                    claim.setString(3, row[2]);
                    claim.setString(4, "r-" + row[2]);
                    claim.executeUpdate();
                }
            }
            return null;
        });
        CampaignList campaigns = new CampaignList(database);

        List<CampaignList.Row> all = new ArrayList<>();
        CampaignList.Key after = null;
        for (List<CampaignList.Row> page; !(page = campaigns.page(null, after, 2)).isEmpty(); ) {
            assertThat(page).hasSizeLessThanOrEqualTo(2);
            all.addAll(page);
            after = page.get(page.size() - 1).key();
        }
        assertThat(all).extracting(row -> row.stats().id())
                .containsExactly("winter", "summer", "spring", "new-year", "autumn");
        for (CampaignList.Row row : all) {
            assertThat(row.stats()).isEqualTo(admin.stats(row.stats().id()).orElseThrow());
        }
        CampaignStats summer = all.get(1).stats();
        assertThat(summer.status()).isEqualTo("ACTIVE");
        assertThat(summer.remaining()).isEqualTo(46);
        assertThat(summer.printed()).isEqualTo(4);
        assertThat(summer.issued()).isEqualTo(4);
        assertThat(summer.redeemed()).isEqualTo(1);
        assertThat(summer.claimed()).isEqualTo(3);
        assertThat(summer.customers()).isEqualTo(2);
        assertThat(campaigns.page(CampaignStatus.ENDED, null, 10)).extracting(row -> row.stats().id())
                .containsExactly("winter");
        assertThat(campaigns.page(CampaignStatus.DRAFT, null, 10)).hasSize(3);
    }

    @Test
    void channelTokensAreListedByNameWithoutTheirTokens() throws SQLException {
        ChannelTokens channels = parts.channels();
        String token = channels.create("shop");
        channels.create("app");
        channels.create("小程序");
        channels.revoke("app");

        List<ChannelTokens.Listed> first = channels.page(null, 2);
        assertThat(first).extracting(ChannelTokens.Listed::name).containsExactly("app", "shop");
        assertThat(first).extracting(ChannelTokens.Listed::revoked).containsExactly(true, false);
        assertThat(first.toString()).doesNotContain(token);
        assertThat(channels.page("shop", 2)).extracting(ChannelTokens.Listed::name).containsExactly("小程序");
        assertThat(channels.page("小程序", 2)).isEmpty();
    }
}
