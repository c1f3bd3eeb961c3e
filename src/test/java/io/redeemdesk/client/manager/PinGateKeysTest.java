package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.manager.store.ManagerEvent;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.ui.ManagerWindow;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.pin.PinHasher;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextInputControl;
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

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The PIN gate typed the ways people type it, through the TestFX robot: the PIN first (into the name box, by
 * mistake); name, Enter, PIN, Enter; name, Tab, PIN, Enter. After every key no text field shows a digit of the PIN
 * in clear, Enter in the name box never spends a try, and each way ends unlocked.
 */
@ExtendWith(ApplicationExtension.class)
class PinGateKeysTest {
    private static final String PIN = "246810";

    @TempDir
    Path dir;
    private ThreadPoolBackground background;

    @Start
    void start(Stage stage) throws Exception {
        Outbox.open(dir.resolve("outbox.db")).close();
        try (ManagerStore store = ManagerStore.open(dir.resolve("manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC()).setPin(PIN.toCharArray());
        }
        background = new ThreadPoolBackground("pin-keys-test", 2);
        ManagerText words = new ManagerText(Locale.ENGLISH, ZoneId.systemDefault());
        ManagerWindow desk = new ManagerWindow(() -> new ManagerContext(dir, new AcknowledgeOnlyEngine(), background,
                Platform::runLater, Clock.systemUTC(), words, "STORE-1 / TILL-1",
                new PinHasher(1_000, new SecureRandom())), background, Platform::runLater, words, "STORE-1 / TILL-1",
                (window, name) -> Optional.empty(), dir.resolve("reports"));
        stage.setScene(new Scene(new Label("the cashier screen"), 400, 300));
        stage.show();
        desk.open(stage);
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupStages();
        background.close();
    }

    @Test
    void aPinTypedFirstGoesToThePinFieldAndUnlockWithoutANameKeepsIt(FxRobot robot) throws Exception {
        ready(robot);
        robot.clickOn(".manager-title");
        assertThat(focused(robot)).as("no manager unlocked before: the name box has the focus")
                .isNotInstanceOf(PasswordField.class);

        typeThePin(robot);
        assertThat(focused(robot)).as(() -> "pin field holds " + pinField(robot).getText().length()
                + " characters").isInstanceOf(PasswordField.class);
        robot.type(KeyCode.ENTER);

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(message(robot)).startsWith("Type your name first"));
        assertThat(pinField(robot).getText()).as("the PIN is kept for after the name").isEqualTo(PIN);
        noTrySpent();
        robot.write("maria");
        noPinInClear(robot);
        robot.type(KeyCode.ENTER);
        noTrySpent();
        robot.type(KeyCode.ENTER);

        unlocked(robot);
    }

    @Test
    void nameEnterPinEnterMovesToThePinAndSpendsNoTryOnTheFirstEnter(FxRobot robot) throws Exception {
        ready(robot);
        robot.clickOn("#manager-name").write("maria");
        robot.type(KeyCode.ENTER);

        assertThat(focused(robot)).isSameAs(pinField(robot));
        assertThat(message(robot)).isEqualTo("Enter the manager PIN");
        noTrySpent();
        typeThePin(robot);
        robot.type(KeyCode.ENTER);

        unlocked(robot);
    }

    @Test
    void nameTabPinEnterUnlocks(FxRobot robot) throws Exception {
        ready(robot);
        robot.clickOn("#manager-name").write("maria");
        robot.type(KeyCode.TAB);

        assertThat(focused(robot)).isSameAs(pinField(robot));
        typeThePin(robot);
        robot.type(KeyCode.ENTER);

        unlocked(robot);
    }

    @Test
    void enterOnAnEmptyPinSpendsNoTry(FxRobot robot) throws Exception {
        ready(robot);
        robot.clickOn("#manager-name").write("maria");
        robot.type(KeyCode.ENTER, KeyCode.ENTER);

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(message(robot)).isEqualTo("Type the manager PIN, then press Enter"));
        noTrySpent();
    }

    /** The PIN key by key, looking at every text field after each one. */
    private static void typeThePin(FxRobot robot) {
        for (char digit : PIN.toCharArray()) {
            robot.write(digit);
            noPinInClear(robot);
        }
    }

    private static void noPinInClear(FxRobot robot) {
        List<String> shown = robot.lookup((Node n) -> n instanceof TextInputControl && !(n instanceof PasswordField))
                .queryAllAs(TextInputControl.class).stream().map(TextInputControl::getText).toList();
        assertThat(shown).as("what the text fields show in clear").isNotEmpty()
                .allSatisfy(text -> assertThat(text).doesNotContainPattern("[0-9]"));
    }

    private void noTrySpent() throws Exception {
        try (ManagerStore store = ManagerStore.open(dir.resolve("manager.db"))) {
            assertThat(store.lockout().failures()).isZero();
            assertThat(store.events(10)).extracting(ManagerEvent::action).doesNotContain("WRONG_PIN");
        }
    }

    private static void ready(FxRobot robot) {
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#manager-pin").tryQuery().isPresent()
                && !robot.lookup("#unlock").queryAs(Button.class).isDisabled());
        robot.sleep(200);
    }

    private void unlocked(FxRobot robot) throws Exception {
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(robot.lookup("#log-table").tryQuery()).isPresent());
        try (ManagerStore store = ManagerStore.open(dir.resolve("manager.db"))) {
            assertThat(store.events(1).get(0)).satisfies(e -> {
                assertThat(e.action()).isEqualTo("UNLOCK");
                assertThat(e.manager()).isEqualTo("maria");
            });
        }
    }

    /** The focus owner of the manager window. */
    private static Node focused(FxRobot robot) {
        return pinField(robot).getScene().getFocusOwner();
    }

    private static PasswordField pinField(FxRobot robot) {
        return robot.lookup("#manager-pin").queryAs(PasswordField.class);
    }

    private static String message(FxRobot robot) {
        return robot.lookup("#pin-message").queryAs(Label.class).getText();
    }
}
