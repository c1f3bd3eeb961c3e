package io.redeemdesk.e2e;

import io.redeemdesk.client.cashier.LiveTill;
import io.redeemdesk.client.manager.PinGate;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.pin.PinHasher;
import io.redeemdesk.protocol.Verdict;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Isolation: with the manager view open on its own read-only connection (wired by the real ClientContext, opened
 * with F9 from the cashier screen), the cashier screen keeps redeeming through the engine against a real service,
 * and the manager sees the new action after a refresh. The scan is handed to the cashier's view model directly:
 * the headless robot's keys go to the manager window, which is on top.
 */
@ExtendWith(ApplicationExtension.class)
class ManagerBesideCashierTest {
    @TempDir
    static Path dir;

    private static LiveTill till;
    private Stage cashierStage;

    /** The slow part (service, seed, engine) runs before the FX set-up, which has a short timeout. */
    @BeforeAll
    static void startServiceAndTill() throws Exception {
        till = LiveTill.start(dir, 10, Duration.ofSeconds(3));
        try (ManagerStore store = ManagerStore.open(till.dataDir().resolve("manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC())
                    .setPin("135790".toCharArray());
        }
    }

    @Start
    void start(Stage stage) {
        cashierStage = stage;
        till.show(stage);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @AfterAll
    static void stop() throws Exception {
        till.close();
    }

    @Test
    void theCashierRedeemsWhileTheManagerViewIsOpen(FxRobot robot) {
        robot.type(KeyCode.F9);
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#manager-pin").tryQuery().isPresent());
        robot.clickOn("#manager-name").write("maria");
        robot.clickOn("#manager-pin").write("135790");
        robot.clickOn("#unlock");
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#log-table").tryQuery().isPresent());
        assertThat(table(robot).getItems()).isEmpty();

        Window managerWindow = robot.lookup("#log-table").query().getScene().getWindow();
        String code = till.code(0);
        robot.interact(() -> till.cashier().submit(code));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(robot.lookup("#verdict-headline")
                .queryAs(Label.class).getText()).startsWith("REDEEMED"));
        assertThat(managerWindow.isShowing()).as("the manager window is still open").isTrue();

        robot.interact(() -> ((Stage) managerWindow).toFront());
        robot.clickOn("#refresh-manager");

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(table(robot).getItems())
                .singleElement().satisfies(e -> {
                    assertThat(e.action().code()).isEqualTo(code);
                    assertThat(e.action().verdict()).isEqualTo(Verdict.REDEEMED);
                    assertThat(e.action().cashierId()).isEqualTo("alice");
                }));
        assertThat(cashierStage.isShowing()).isTrue();
    }

    @SuppressWarnings("unchecked")
    private static TableView<LogEntry> table(FxRobot robot) {
        return robot.lookup("#log-table").queryAs(TableView.class);
    }
}
