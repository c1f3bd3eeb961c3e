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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The look-up page's Replace button over real HTTP: a used voucher replaced once (a double submit issues one new
 * voucher), the new code linked to its own page, audited as console:mona; no button on an unused voucher; a viewer
 * refused; and in Chinese.
 */
class ReplaceButtonTest {
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

    @Test
    void replacesAUsedVoucherOnceAndLinksTheNewCode() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("mona", "correct horse battery");
        assertThat(browser.get("/console/vouchers/" + fresh).body()).doesNotContain("id=\"replace\"");
        assertThat(browser.get("/console/vouchers/" + used).body()).contains("id=\"replace\"", "id=\"replace-reason\"");
        assertThat(browser.post("/console/vouchers/" + used + "/replace", Map.of("reason", "")).status())
                .isEqualTo(422);
        browser.get("/console/vouchers/" + used);
        ConsoleClient.Page replaced = browser.post("/console/vouchers/" + used + "/replace",
                Map.of("reason", "refund 退款"));
        assertThat(replaced.status()).isEqualTo(200);
        assertThat(replaced.body()).contains("id=\"notice\"").doesNotContain("id=\"replace\"");
        Matcher link = Pattern.compile("<a id=\"replaced-by\" href=\"/console/vouchers/([A-Z0-9]+)\">")
                .matcher(replaced.body());
        assertThat(link.find()).isTrue();
        String newCode = link.group(1);
        assertThat(server.status(newCode)).isEqualTo("UNUSED");
        assertThat(browser.get("/console/vouchers/" + newCode).status()).isEqualTo(200);

        browser.get("/console/vouchers/" + fresh);
        ConsoleClient.Page again = browser.post("/console/vouchers/" + used + "/replace",
                Map.of("reason", "refund 退款"));
        assertThat(again.body()).contains("/console/vouchers/" + newCode);
        assertThat(server.server().parts().replacements().links(used).replacedBy()).hasSize(1);
        assertThat(ConsoleAuditRows.of(server.server().database())).containsOnlyOnce(
                "console:mona voucher.replace " + used);
        assertThat(browser.post("/console/vouchers/" + fresh + "/replace", Map.of("reason", "x")).status())
                .isEqualTo(409);
    }

    @Test
    void aViewerIsRefusedAReplace() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("vic", "viewer horse battery");
        assertThat(browser.get("/console/vouchers/" + used).body()).doesNotContain("id=\"replace\"");
        assertThat(browser.post("/console/vouchers/" + used + "/replace", Map.of("reason", "no")).status())
                .isEqualTo(403);
        assertThat(server.server().parts().replacements().links(used).replacedBy()).isEmpty();
    }

    @Test
    void speaksChinese() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url(), "zh-CN");
        browser.signIn("mona", "correct horse battery");
        assertThat(browser.get("/console/vouchers/" + used).body()).contains("补发");
        assertThat(browser.post("/console/vouchers/" + used + "/replace", Map.of("reason", "退款")).body())
                .contains("此券已补发", "补发新券");
    }
}
