package io.redeemdesk.e2e;

import io.redeemdesk.client.cashier.LiveTill;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.manager.PinGate;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.ManagerEvent;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.pin.PinHasher;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;
import io.redeemdesk.testing.LogRows;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.UUID;

import static io.redeemdesk.testing.FxLabels.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The manager's two ways to get a stuck queue moving, pressed in the real manager window of a till wired by the
 * real ClientContext against a real service: "Release hold" on an action the engine held (the till was stopped
 * mid-send longer ago than the service keeps request_ids), and "Resume sending" after the service refused the
 * till's token and the terminal was enabled again. Both are logged under the manager's name, and the log table
 * shows the redemption that follows without anyone pressing Refresh. "Retry now" on the held action asks first,
 * and "Cancel" leaves it held.
 */
@ExtendWith(ApplicationExtension.class)
class ManagerActsOnTheQueueTest {
    private static final String PIN = "135790";
    private static final PseudoClass PAUSED = PseudoClass.getPseudoClass("paused");

    @TempDir
    Path dir;
    private LiveTill till;
    private String heldId;
    private String heldCode;

    @Start
    void start(Stage stage) throws Exception {
        LiveServer service = new LiveServer(dir, 10);
        heldCode = service.codes().get(0);
        heldId = interruptedLongAgo(heldCode);
        try (ManagerStore store = ManagerStore.open(dir.resolve("till/manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC()).setPin(PIN.toCharArray());
        }
        till = LiveTill.start(service, dir, EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3)),
                ScreenSettings.defaults(Locale.ENGLISH));
        till.show(stage);
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupStages();
        till.close();
    }

    @Test
    void aHeldActionIsReleasedFromItsDetailsAndTheDrainRedeemsItWithItsOwnRequestId(FxRobot robot) throws Exception {
        await().atMost(Duration.ofSeconds(10)).until(() -> till.client().engineStatus().current().held() == 1);
        unlock(robot);
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup(LogRows.cellOf(heldId)).tryQuery().isPresent());
        robot.clickOn(robot.lookup(LogRows.cellOf(heldId))
                .<Node>query());
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(text(robot, "#details-headline")).isEqualTo("Waiting for a manager");
            assertThat(button(robot, "#release-hold").isDisabled()).isFalse();
        });

        robot.clickOn("#retry-now");
        await().atMost(Duration.ofSeconds(5)).until(() -> robot.lookup("#retry-held-dialog").tryQuery().isPresent());
        robot.clickOn("Cancel");
        assertThat(robot.lookup("#retry-held-dialog").tryQuery()).as("the dialog closed").isEmpty();
        assertThat(text(robot, "#details-headline")).as("not retried").isEqualTo("Waiting for a manager");
        assertThat(till.service().ledger(heldCode)).isEmpty();

        robot.clickOn("#release-hold");

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(text(robot, "#details-message")).startsWith("Released to the queue: now "));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(till.service().ledger(heldCode)).containsExactly(heldId));
        awaitDoneInTheTable(robot, heldId);
        assertThat(lastEvent()).satisfies(e -> {
            assertThat(e.action()).isEqualTo("RELEASE_HOLD");
            assertThat(e.manager()).isEqualTo("maria");
            assertThat(e.requestId()).isEqualTo(heldId);
        });
    }

    @Test
    void aPausedTillResumesSendingFromTheBannerOnceItsTerminalIsEnabledAgain(FxRobot robot) throws Exception {
        till.service().server().terminals().setEnabled(DemoSeed.TERMINAL_ID, false);
        String code = till.code(1);
        robot.interact(() -> till.cashier().submit(code));
        await().atMost(Duration.ofSeconds(10)).until(() -> till.client().engineStatus().current().authPaused());
        till.service().server().terminals().setEnabled(DemoSeed.TERMINAL_ID, true);

        unlock(robot);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(robot.lookup("#sending-paused").query().isVisible()).isTrue();
            assertThat(robot.lookup("#sending-paused").query().getPseudoClassStates()).contains(PAUSED);
            assertThat(text(robot, "#sending-paused-reason")).contains("refused this till's token");
        });
        assertThat(till.service().ledger(code)).as("nothing is sent while paused").isEmpty();

        robot.clickOn("#resume-sending");

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(text(robot, "#sending-message")).isEqualTo("Sending resumed by maria");
            assertThat(button(robot, "#resume-sending").isDisabled()).isTrue();
            assertThat(robot.lookup("#sending-paused").query().getPseudoClassStates()).doesNotContain(PAUSED);
        });
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(till.service().ledger(code)).hasSize(1));
        awaitDoneInTheTable(robot, till.service().ledger(code).get(0));
        assertThat(lastEvent().action()).isEqualTo("RESUME_SENDING");
        await().atMost(Duration.ofSeconds(5)).until(() -> !till.client().engineStatus().current().authPaused());
        robot.clickOn("#refresh-manager");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(robot.lookup("#sending-paused").query().isVisible()).isFalse());
    }

    /**
     * A till stopped while sending an action, longer ago than the service keeps request_ids: on start the action
     * is UNKNOWN (maybe delivered), and the engine holds it for a manager instead of resending it blindly.
     */
    private String interruptedLongAgo(String code) throws Exception {
        String id = UUID.randomUUID().toString();
        long then = System.currentTimeMillis() - ServerOptions.DEFAULT_KEY_RETENTION.plusHours(1).toMillis();
        try (Outbox outbox = Outbox.open(dir.resolve("till/outbox.db"))) {
            outbox.actions().insert(RedeemAction.fresh(id, code, DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID, "alice",
                    then));
            outbox.actions().beginAttempt(id, 1, then).join();
            assertThat(outbox.status().find(id).orElseThrow().state()).isEqualTo(ActionState.IN_FLIGHT);
        }
        return id;
    }

    private void unlock(FxRobot robot) {
        robot.type(KeyCode.F9);
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#manager-pin").tryQuery().isPresent()
                && !button(robot, "#unlock").isDisabled());
        robot.clickOn("#manager-name").write("maria");
        robot.clickOn("#manager-pin").write(PIN);
        robot.clickOn("#unlock");
        await().atMost(Duration.ofSeconds(20)).until(() -> robot.lookup("#log-table").tryQuery().isPresent()
                && !table(robot).getItems().isEmpty());
    }

    /** The log table shows the action redeemed without anyone pressing Refresh. */
    private static void awaitDoneInTheTable(FxRobot robot, String requestId) {
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> assertThat(WaitForAsyncUtils.asyncFx(() ->
                table(robot).getItems().stream().map(LogEntry::action).filter(a -> a.requestId().equals(requestId))
                        .map(a -> a.state() + " " + a.verdict()).toList()).get()).containsExactly("DONE REDEEMED"));
    }

    private ManagerEvent lastEvent() throws Exception {
        try (ManagerStore store = ManagerStore.open(till.dataDir().resolve("manager.db"))) {
            return store.events(1).get(0);
        }
    }

    @SuppressWarnings("unchecked")
    private static TableView<LogEntry> table(FxRobot robot) {
        return robot.lookup("#log-table").queryAs(TableView.class);
    }

    private static Button button(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Button.class);
    }
}
