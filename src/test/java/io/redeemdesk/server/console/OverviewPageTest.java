package io.redeemdesk.server.console;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.ConsoleClient;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** The Overview of a real node: redemptions by store and till, the duplicate-request hit rate, the live nodes. */
class OverviewPageTest {
    @TempDir
    Path dir;
    private LiveServer server;

    @BeforeEach
    void start() throws Exception {
        server = new LiveServer(dir, 3);
        ConsoleClient.createOperator(server.server().parts(), "lin", Role.VIEWER, "一二三四五六七八九十");
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    @Test
    void showsTodaysRedemptionsTheReplaysAndThisNode() throws Exception {
        ApiCaller api = new ApiCaller(server.url());
        String key = ApiCaller.newKey();
        String code = server.codes().get(0);
        assertThat(api.redeem(server.token(), key, code, DemoSeed.TERMINAL_ID, DemoSeed.STORE_ID).status())
                .isEqualTo(201);
        api.redeem(server.token(), key, code, DemoSeed.TERMINAL_ID, DemoSeed.STORE_ID);
        api.redeem(server.token(), ApiCaller.newKey(), server.codes().get(1), DemoSeed.TERMINAL_ID,
                DemoSeed.STORE_ID);

        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("lin", "一二三四五六七八九十");
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> {
            String overview = browser.get("/console").body();
            assertThat(overview).contains("<tr><td>" + DemoSeed.STORE_ID + "</td><td>" + DemoSeed.TERMINAL_ID
                    + "</td><td class=\"num\">2</td><td class=\"num\">2</td></tr>");
            assertThat(overview).contains("33.3 %", "1 replayed of 3", "127.0.0.1:" + server.port());
        });
        ConsoleClient chinese = new ConsoleClient(server.url(), "zh");
        assertThat(chinese.signIn("lin", "一二三四五六七八九十").body()).contains("各收银台核销", "近一分钟在线的节点：1");
    }
}
