package io.redeemdesk.server.console.vouchers;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.console.Role;
import io.redeemdesk.testing.ConsoleAuditRows;
import io.redeemdesk.testing.ConsoleClient;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The voucher look-up of a real node over real HTTP: a code typed as a person would, its timeline in plain words
 * (English and Chinese), revoking with a reason, the refusal for a used voucher, and a viewer refused a revoke.
 */
class VouchersPageTest {
    @TempDir
    Path dir;
    private LiveServer server;
    private String used;
    private String fresh;

    @BeforeEach
    void start() throws Exception {
        server = new LiveServer(dir, 3);
        ConsoleClient.createOperator(server.server().parts(), "mona", Role.ADMIN, "correct horse battery");
        ConsoleClient.createOperator(server.server().parts(), "vic", Role.VIEWER, "viewer horse battery");
        used = server.codes().get(0);
        fresh = server.codes().get(1);
        ApiCaller api = new ApiCaller(server.url());
        assertThat(api.redeem(server.token(), ApiCaller.newKey(), used, DemoSeed.TERMINAL_ID, DemoSeed.STORE_ID).status())
                .isEqualTo(201);
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    /** The code as a person types it: lower case, in groups of four with dashes and a space. */
    private static String typed(String code) {
        String lower = code.toLowerCase(Locale.ROOT);
        return lower.substring(0, 4) + "-" + lower.substring(4, 8) + " " + lower.substring(8);
    }

    @Test
    void aTypedCodeShowsItsTimelineInPlainWords() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("mona", "correct horse battery");
        ConsoleClient.Page page = browser.get("/console/vouchers?code=" + java.net.URLEncoder.encode(typed(used),
                java.nio.charset.StandardCharsets.UTF_8));
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("id=\"lookup-code\"", "id=\"timeline\"", "data-status=\"USED\"",
                "Redeemed: use 1 of 1, at store", "succeeded", "Marked used by");
        assertThat(page.body().indexOf("Request ")).as("the request comes before the redemption")
                .isLessThan(page.body().indexOf("Redeemed: use 1"));
        assertThat(page.body()).as("the request's outcome in words").contains("<td>redeemed</td>")
                .doesNotContain("<td>REDEEMED</td>");
    }

    @Test
    void revokesWithAReasonAndRefusesAUsedOneInPlainWords() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.get("/console/vouchers/" + fresh);
        browser.signIn("mona", "correct horse battery");
        browser.get("/console/vouchers/" + fresh);
        assertThat(browser.post("/console/vouchers/" + fresh + "/revoke", Map.of("reason", "")).status())
                .isEqualTo(422);
        ConsoleClient.Page revoked = browser.post("/console/vouchers/" + fresh + "/revoke",
                Map.of("reason", "customer complaint 顾客投诉"));
        assertThat(revoked.status()).isEqualTo(200);
        assertThat(revoked.body()).contains("id=\"notice\"", "data-status=\"REVOKED\"", "Revoked by console:mona",
                "customer complaint 顾客投诉");
        assertThat(server.status(fresh)).isEqualTo("REVOKED");

        browser.get("/console/vouchers/" + used);
        ConsoleClient.Page refused = browser.post("/console/vouchers/" + used + "/revoke",
                Map.of("reason", "refund"));
        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.body()).contains("id=\"problem\"", "already used", "replace it");
        assertThat(server.status(used)).isEqualTo("USED");
        assertThat(ConsoleAuditRows.of(server.server().database())).contains(
                "console:mona voucher.revoke " + fresh, "console:mona voucher.revoke-refused " + used);
    }

    @Test
    void aViewerReadsButIsRefusedARevoke() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("vic", "viewer horse battery");
        ConsoleClient.Page page = browser.get("/console/vouchers/" + fresh);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("id=\"timeline\"").doesNotContain("id=\"revoke\"");
        assertThat(browser.post("/console/vouchers/" + fresh + "/revoke", Map.of("reason", "no")).status())
                .isEqualTo(403);
        assertThat(server.status(fresh)).isEqualTo("UNUSED");
    }

    @Test
    void speaksChineseWithTheTillsWords() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url(), "zh-CN,zh;q=0.9");
        browser.signIn("mona", "correct horse battery");
        ConsoleClient.Page page = browser.get("/console/vouchers/" + used);
        assertThat(page.body()).contains("券查询", "已核销", "核销：第 1 次，共 1 次", "补发原因", "此券已核销，已核销的券不能撤销")
                .as("a used voucher offers only what can be done: replace, not revoke").doesNotContain("撤销原因");
        assertThat(page.body()).as("the request's outcome in Chinese").contains("<td>已核销</td>")
                .doesNotContain("<td>REDEEMED</td>");
        ConsoleClient.Page refused = browser.post("/console/vouchers/" + used + "/revoke", Map.of("reason", "退款"));
        assertThat(refused.body()).contains("此券已核销，已核销的券不能撤销");
    }

    @Test
    void anUnknownOrMalformedCodeIsSaidPlainly() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("mona", "correct horse battery");
        ConsoleClient.Page unknown = browser.get("/console/vouchers/" + LiveServer.neverIssuedCode());
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.body()).contains("No voucher has the code");
        ConsoleClient.Page malformed = browser.get("/console/vouchers?code=12%3C3");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.body()).contains("not a voucher code").doesNotContain("12<3");
    }
}
