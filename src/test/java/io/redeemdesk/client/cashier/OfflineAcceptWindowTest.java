package io.redeemdesk.client.cashier;

import io.redeemdesk.client.ui.CodeSentence;
import javafx.scene.control.Label;
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
 * A store that accepts vouchers offline within a cap of one: with the service stopped, the first scan is
 * "saved offline" (give the goods), the status bar goes red and says the limit is reached, and the second scan
 * is "cannot verify now".
 */
@ExtendWith(ApplicationExtension.class)
class OfflineAcceptWindowTest {
    @TempDir
    Path dir;

    private final ScannerKeys scanner = new ScannerKeys();
    private LiveTill till;

    @Start
    void start(Stage stage) throws Exception {
        till = LiveTill.start(dir, 10, LiveTill.acceptingOffline(1), ScreenSettings.defaults(Locale.ENGLISH));
        till.show(stage, scanner);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void offlineTheFirstScanIsSavedAndTheCapTurnsTheBarRed(FxRobot robot) {
        till.service().stop();
        scanner.scan(till.code(0), 5);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(label(robot, "#verdict-headline")).as(till.cardsShown()).startsWith("SAVED OFFLINE"));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(robot.lookup("#status-bar").query().getStyleClass()).contains("alarm", "offline");
            assertThat(robot.lookup("#status-notice").queryAs(CodeSentence.class).text())
                    .startsWith("OFFLINE LIMIT REACHED");
            assertThat(label(robot, "#status-connection")).startsWith("OFFLINE for");
            assertThat(label(robot, "#status-queue")).startsWith("Queued: 1");
        });

        scanner.scan(till.code(1), 5);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(label(robot, "#verdict-headline")).as(till.cardsShown()).startsWith("CANNOT VERIFY NOW"));
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }
}
