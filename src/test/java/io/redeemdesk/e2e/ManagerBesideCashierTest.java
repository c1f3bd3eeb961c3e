package io.redeemdesk.e2e;

import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.cashier.CashierView;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.manager.LogEntry;
import io.redeemdesk.client.manager.ManagerStore;
import io.redeemdesk.client.manager.PinGate;
import io.redeemdesk.client.manager.PinHasher;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import javafx.application.Platform;
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
import java.util.List;
import java.util.Locale;

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

    private static RedemptionServer server;
    private static ClientContext client;
    private static List<IssuedVoucher> vouchers;
    private Stage cashierStage;

    /** The slow part (service, seed, engine) runs before the FX set-up, which has a short timeout. */
    @BeforeAll
    static void startServiceAndTill() throws Exception {
        server = RedemptionServer.start(ServerOptions.loopback("jdbc:sqlite:" + dir.resolve("server.db")));
        DemoSeed.Result seeded = new DemoSeed(server).seed(10, dir.resolve("demo-vouchers.csv"));
        vouchers = seeded.vouchers().stream().filter(v -> !v.name().contains("expired")).toList();
        try (ManagerStore store = ManagerStore.open(dir.resolve("till/manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC())
                    .setPin("135790".toCharArray());
        }
        ClientSettings settings = new ClientSettings(server.url("127.0.0.1"), seeded.token(), DemoSeed.STORE_ID,
                DemoSeed.TERMINAL_ID, "alice", dir.resolve("till"), Duration.ofSeconds(3));
        client = new ClientContext(settings, ScreenSettings.defaults(Locale.ENGLISH), Platform::runLater);
    }

    @Start
    void start(Stage stage) {
        cashierStage = stage;
        CashierView view = new CashierView(client.screen(), List.of(), "test",
                () -> client.manager().open(stage));
        stage.setScene(view.scene());
        stage.show();
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @AfterAll
    static void stop() throws Exception {
        client.close();
        server.close();
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
        String code = vouchers.get(0).code();
        robot.interact(() -> client.cashier().submit(code));

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
