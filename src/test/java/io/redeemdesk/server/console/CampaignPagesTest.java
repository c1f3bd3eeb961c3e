package io.redeemdesk.server.console;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Campaigns pages over real HTTP on a node of each database: a campaign is created through the form (a
 * refusal beside its field, the form as typed), activated and ended, each move in its transitions with the actor
 * {@code console:<name>} and in the audit trail; the campaign page's JSON gives the counts of
 * {@code campaign-stats} as they change; a channel token is shown once and works, and only its name is listed; a
 * viewer reads every page but is refused every action (403) and nothing moves.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class CampaignPagesTest {
    private final ObjectMapper json = new ObjectMapper();

    @Parameter
    Backend backend;

    private ServerFixture node;
    private ConsoleBrowser ann;

    @BeforeEach
    void start() throws Exception {
        node = ServerFixture.start(backend);
        ConsoleTesting.operator(node, "ann", "admin");
        ConsoleTesting.operator(node, "vic", "viewer");
        ann = ConsoleTesting.browser(node, "en").signIn("ann", ConsoleTesting.PASSWORD);
    }

    @AfterEach
    void stop() {
        node.close();
    }

    private static Map<String, String> campaign(String id, String template, String stock, String perCustomer) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("id", id);
        form.put("templateId", template);
        form.put("stock", stock);
        form.put("perCustomer", perCustomer);
        form.put("starts", "");
        form.put("ends", "");
        return form;
    }

    @Test
    void aCampaignIsCreatedActivatedAndEndedAndItsCountsFollow() throws Exception {
        ann.get("/console/campaigns");
        ConsoleBrowser.Answer created = ann.post("/console/campaigns", campaign("winter", "gift-20", "100", "2"));
        assertThat(created.status()).isEqualTo(303);
        assertThat(created.location()).isEqualTo("/console/campaigns/winter?created=1");
        String page = ann.get(created.location()).body();
        assertThat(page).contains("id=\"campaign-status\" data-status=\"DRAFT\"").contains("id=\"campaign-activate\"")
                .contains("id=\"stat-remaining\" data-stat=\"remaining\">100<")
                .contains("data-live=\"/console/campaigns/winter/stats\"")
                .contains("src=\"/console/assets/campaign-live.js\"").doesNotContain("<script>");
        assertThat(node.scalar("SELECT actor FROM operator_audit WHERE action = 'campaign.create'"))
                .isEqualTo("console:ann");

        ConsoleBrowser.Answer activated = ann.post("/console/campaigns/winter/activate", Map.of());
        assertThat(activated.status()).isEqualTo(303);
        assertThat(activated.location()).isEqualTo("/console/campaigns/winter?moved=activate");
        assertThat(node.scalar("SELECT actor FROM campaign_transitions WHERE campaign_id = 'winter' "
                + "AND to_status = 'ACTIVE'")).isEqualTo("console:ann");
        assertThat(node.scalar("SELECT actor FROM operator_audit WHERE action = 'campaign.activate'"))
                .isEqualTo("console:ann");

        JsonNode before = json.readTree(ann.get("/console/campaigns/winter/stats").body());
        assertThat(before.get("remaining").asLong()).isEqualTo(100);
        assertThat(before.get("status").asText()).isEqualTo("ACTIVE");
        node.server.parts().campaignSheets().print("winter", node.server.parts().campaignSheets().prepare("winter", 3), "test");
        JsonNode after = json.readTree(ann.get("/console/campaigns/winter/stats").body());
        assertThat(after.get("remaining").asLong()).isEqualTo(97);
        assertThat(after.get("printed").asLong()).isEqualTo(3);

        String list = ann.get("/console/campaigns").body();
        assertThat(list).contains("id=\"campaign-row-winter\"").contains(">97<");

        ann.get("/console/campaigns/winter");
        ConsoleBrowser.Answer ended = ann.post("/console/campaigns/winter/end", Map.of());
        assertThat(ended.location()).isEqualTo("/console/campaigns/winter?moved=end");
        assertThat(node.scalar("SELECT status FROM campaigns WHERE id = 'winter'")).isEqualTo("ENDED");
        ConsoleBrowser.Answer again = ann.post("/console/campaigns/winter/activate", Map.of());
        assertThat(again.location()).isEqualTo("/console/campaigns/winter?refused=ENDED");
        assertThat(ann.get(again.location()).text()).contains("id=\"problem\"").contains("did not move")
                .doesNotContain("id=\"campaign-activate\"").doesNotContain("id=\"campaign-end\"");
        assertThat(ann.get("/console/campaigns/nosuch").status()).isEqualTo(404);
        assertThat(ann.post("/console/campaigns/nosuch/end", Map.of()).status()).isEqualTo(404);
    }

    @Test
    void theCreateFormRefusesBesideTheFieldAndKeepsWhatWasTyped() throws Exception {
        ann.get("/console/campaigns");
        ConsoleBrowser.Answer badId = ann.post("/console/campaigns", campaign("春节", "gift-20", "10", "1"));
        assertThat(badId.status()).isEqualTo(422);
        assertThat(badId.text()).contains("id=\"campaign-id-error\"").contains("is not an id")
                .contains("value=\"春节\"");
        ConsoleBrowser.Answer stock = ann.post("/console/campaigns", campaign("spring", "gift-20", "0", "1"));
        assertThat(stock.text()).contains("id=\"campaign-stock-error\"")
                .contains("Stock: 0 is not allowed; give a whole number from 1 to 10000000.");
        ConsoleBrowser.Answer template = ann.post("/console/campaigns", campaign("spring", "nosuch", "10", "1"));
        assertThat(template.text()).contains("id=\"campaign-template-error\"").contains("there is no template nosuch");
        Map<String, String> badEnd = campaign("spring", "gift-20", "10", "1");
        badEnd.put("ends", "tomorrow");
        assertThat(ann.post("/console/campaigns", badEnd).text()).contains("id=\"campaign-ends-error\"");
        ann.post("/console/campaigns", campaign("spring", "gift-20", "10", "1"));
        ConsoleBrowser.Answer taken = ann.post("/console/campaigns", campaign("spring", "gift-20", "10", "1"));
        assertThat(taken.status()).isEqualTo(409);
        assertThat(taken.text()).contains("id=\"campaign-id-error\"").contains("exists already");
        assertThat(node.scalar("SELECT COUNT(*) FROM campaigns")).isEqualTo("1");
    }

    @Test
    void aChinesePageRefusesTheCreateFormInChinese() throws Exception {
        ConsoleBrowser zh = ConsoleTesting.browser(node, "zh-CN").signIn("ann", ConsoleTesting.PASSWORD);
        zh.get("/console/campaigns");
        assertThat(zh.post("/console/campaigns", campaign("春节", "gift-20", "10", "1")).text())
                .contains("活动编号：'春节' 不是有效的编号").doesNotContain("is not an id");
        assertThat(zh.post("/console/campaigns", campaign("spring", "gift-20", "0", "1")).text())
                .contains("库存：0 不允许；请填写 1 到 10000000 之间的整数。")
                .doesNotContain("must be between").doesNotContain("not allowed");
        assertThat(zh.post("/console/campaigns", campaign("spring", "gift-20", "10", "lots")).text())
                .contains("每人限领：'lots' 不允许；请填写 1 到 100 之间的整数。").doesNotContain("must be between");
        assertThat(zh.post("/console/campaigns", campaign("spring", "nosuch", "10", "1")).text())
                .contains("模板：没有模板 nosuch；请先在券模板页创建。").doesNotContain("no template");
        Map<String, String> backwards = campaign("spring", "gift-20", "10", "1");
        backwards.put("starts", "2026-12-02T00:00:00Z");
        backwards.put("ends", "2026-12-01T00:00:00Z");
        assertThat(zh.post("/console/campaigns", backwards).text())
                .contains("结束时间：2026-12-01T00:00:00Z 不晚于开始时间（2026-12-02T00:00:00Z）")
                .doesNotContain("must be after");
        Map<String, String> badEnd = campaign("spring", "gift-20", "10", "1");
        badEnd.put("ends", "tomorrow");
        assertThat(zh.post("/console/campaigns", badEnd).text()).contains("结束时间：tomorrow 不是 ISO-8601 时刻")
                .doesNotContain("must be an ISO-8601");
        zh.post("/console/campaigns", campaign("spring", "gift-20", "10", "1"));
        assertThat(zh.post("/console/campaigns", campaign("spring", "gift-20", "10", "1")).text())
                .contains("活动编号：编号为 spring 的活动已存在").doesNotContain("exists already");
    }

    @Test
    void aChinesePageRefusesAChannelNameInChinese() throws Exception {
        ConsoleBrowser zh = ConsoleTesting.browser(node, "zh-CN").signIn("ann", ConsoleTesting.PASSWORD);
        zh.get("/console/channels");
        ConsoleBrowser.Answer bad = zh.post("/console/channels", Map.of("name", "my shop"));
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.text()).contains("id=\"channel-name-error\"").contains("渠道名称：'my shop' 不是有效的编号")
                .doesNotContain("is not an id");
        zh.post("/console/channels", Map.of("name", "shop"));
        assertThat(zh.post("/console/channels", Map.of("name", "shop")).text())
                .contains("渠道名称：渠道 shop 已有（或曾有、已撤销的）令牌").doesNotContain("already");
    }

    @Test
    void aChannelTokenIsShownOnceAndOnlyItsNameListed() throws Exception {
        ann.get("/console/channels");
        ConsoleBrowser.Answer created = ann.post("/console/channels", Map.of("name", "shop"));
        assertThat(created.status()).isEqualTo(201);
        String token = created.body().replaceAll("(?s).*id=\"channel-token\"[^>]*value=\"([^\"]+)\".*", "$1");
        assertThat(node.server.channels().authenticate(token)).isPresent();
        assertThat(created.header("Cache-Control")).isEqualTo("no-store");
        String list = ann.get("/console/channels").body();
        assertThat(list).contains("id=\"channel-row-shop\"").doesNotContain(token);
        assertThat(node.scalar("SELECT detail FROM operator_audit WHERE action = 'channel.create'"))
                .doesNotContain(token);
        ConsoleBrowser.Answer again = ann.post("/console/channels", Map.of("name", "shop"));
        assertThat(again.status()).isEqualTo(422);
        assertThat(again.text()).contains("id=\"channel-name-error\"").contains("already");
    }

    @Test
    void aViewerReadsButIsRefusedEveryMove() throws Exception {
        ann.get("/console/campaigns");
        ann.post("/console/campaigns", campaign("winter", "gift-20", "100", "1"));
        ConsoleBrowser vic = ConsoleTesting.browser(node, "zh-CN").signIn("vic", ConsoleTesting.PASSWORD);

        String page = vic.get("/console/campaigns/winter").body();
        assertThat(page).contains("草稿").contains("剩余").doesNotContain("id=\"campaign-activate\"");
        assertThat(vic.get("/console/campaigns").body()).contains("campaign-row-winter").contains("id=\"read-only\"");
        assertThat(vic.get("/console/campaigns/winter/stats").status()).isEqualTo(200);
        assertThat(vic.post("/console/campaigns/winter/activate", Map.of()).status()).isEqualTo(403);
        assertThat(vic.post("/console/campaigns/winter/end", Map.of()).status()).isEqualTo(403);
        assertThat(vic.post("/console/campaigns", campaign("spring", "gift-20", "10", "1")).status()).isEqualTo(403);
        assertThat(vic.post("/console/channels", Map.of("name", "shop")).status()).isEqualTo(403);
        assertThat(node.scalar("SELECT status FROM campaigns WHERE id = 'winter'")).isEqualTo("DRAFT");
        assertThat(node.scalar("SELECT COUNT(*) FROM campaigns")).isEqualTo("1");
        assertThat(node.scalar("SELECT COUNT(*) FROM channel_tokens")).isEqualTo("0");
    }
}
