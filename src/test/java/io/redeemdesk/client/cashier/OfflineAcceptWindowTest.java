package io.redeemdesk.client.cashier;

import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.OfflinePolicy;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import okhttp3.CertificatePinner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A store that accepts vouchers offline within a cap of one: with the service stopped, the first scan is
 * "saved offline" (give the goods), the status bar goes red and says the limit is reached, and the second scan
 * is "cannot verify now".
 */
@ExtendWith(ApplicationExtension.class)
class OfflineAcceptWindowTest {
    @TempDir
    Path dir;

    private final ScannerKeys scanner = new ScannerKeys();
    private RedemptionServer server;
    private ClientContext client;
    private List<IssuedVoucher> vouchers;
    private final List<String> shown = new java.util.concurrent.CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        server = RedemptionServer.start(ServerOptions.loopback("jdbc:sqlite:" + dir.resolve("server.db")));
        DemoSeed.Result seeded = new DemoSeed(server).seed(10, dir.resolve("demo-vouchers.csv"));
        vouchers = seeded.vouchers();
        ClientSettings settings = new ClientSettings(server.url("127.0.0.1"), seeded.token(), DemoSeed.STORE_ID,
                DemoSeed.TERMINAL_ID, "alice", dir.resolve("till"), Duration.ofSeconds(3));
        EngineSettings engine = EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3))
                .withOfflinePolicy(OfflinePolicy.ACCEPT, 1, Duration.ofHours(24), null);
        client = new ClientContext(settings, new ScreenSettings(Locale.ENGLISH, Theme.LIGHT, ScannerTimings.DEFAULT,
                new ScanText("", "")), engine, CertificatePinner.DEFAULT, Platform::runLater);
        stage.setScene(new CashierView(client.screen(), List.of(), "test", () -> { }).scene(scanner));
        scanner.attach(stage.getScene());
        client.screen().cashier().cardProperty().addListener((o, old, card) ->
                shown.add(card.look() + " " + card.maskedCode() + " " + card.detail()));
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        client.close();
        server.close();
    }

    @Test
    void offlineTheFirstScanIsSavedAndTheCapTurnsTheBarRed(FxRobot robot) {
        server.close();
        scanner.scan(vouchers.get(0).code(), 5);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(label(robot, "#verdict-headline")).as(shown.toString()).startsWith("SAVED OFFLINE"));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(robot.lookup("#status-bar").query().getStyleClass()).contains("alarm", "offline");
            assertThat(label(robot, "#status-notice")).startsWith("OFFLINE LIMIT REACHED");
            assertThat(label(robot, "#status-connection")).startsWith("OFFLINE for");
            assertThat(label(robot, "#status-queue")).startsWith("Queued: 1");
        });

        scanner.scan(vouchers.get(1).code(), 5);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(label(robot, "#verdict-headline")).as(shown.toString()).startsWith("CANNOT VERIFY NOW"));
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }
}
