package io.redeemdesk.e2e;

import io.redeemdesk.client.cashier.LiveTill;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.ClaimCaller;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.testing.LiveServer;
import io.redeemdesk.testing.ServerRows;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A claimed voucher is a voucher: a web shop claims one over HTTP with its channel token, the customer shows it
 * at a real till window, the cashier scans it: REDEEMED; scanned again: ALREADY USED.
 */
@ExtendWith(ApplicationExtension.class)
class ClaimThenRedeemAtTheTillTest {
    @TempDir
    static Path dir;

    private LiveTill till;

    @Start
    void start(Stage stage) throws Exception {
        LiveServer service = new LiveServer(dir, 2, ClaimSettings.withSecret(ClaimCaller.SECRET));
        till = LiveTill.start(service, dir, EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3)),
                ScreenSettings.defaults(Locale.ENGLISH));
        till.show(stage);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void aClaimedVoucherIsRedeemedOnceAtTheTill(FxRobot robot) throws Exception {
        LiveServer service = till.service();
        String admin = service.server().admins().create("ops");
        String shop = service.server().channels().create("shop");
        ClaimCaller shopApi = new ClaimCaller(new ApiCaller(service.url()));
        shopApi.openCampaign(admin, "opening-day", "demo-coffee", 100, 1);
        ApiCaller.Answer claimed = shopApi.claim(shop, ApiCaller.newKey(), "opening-day", "+86 138 0013 8000");
        assertThat(claimed.status()).as(claimed.body()).isEqualTo(201);
        String code = claimed.json().get("code").asText();

        robot.write(code, 5);
        robot.type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(headline(robot)).startsWith("REDEEMED"));
        assertThat(ServerRows.query(service.server(), "SELECT status FROM vouchers WHERE code = ?", code))
                .containsExactly("USED");

        robot.write(code, 5);
        robot.type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(headline(robot)).startsWith("ALREADY USED"));
        assertThat(service.ledger(code)).hasSize(1);
    }

    private static String headline(FxRobot robot) {
        return robot.lookup("#verdict-headline").queryAs(Label.class).getText();
    }
}
