package io.redeemdesk.client.cashier;

import io.redeemdesk.client.cashier.ui.AboutDialog;
import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.client.ui.TouchMode;
import io.redeemdesk.config.ConfigSource;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A touch till ({@code ui.touch = on}) at 1024×768: the code typed on the on-screen keypad alone is redeemed, every
 * target shown is at least 44 × 44 px, F7 and Esc hide the keypad, F6 opens the folded camera and last scans and
 * Esc closes them again; each toggle has its F-key printed on it.
 */
@ExtendWith(ApplicationExtension.class)
class TouchTillWindowTest {
    @TempDir
    Path dir;
    /** The keys a toggle prints at the end of its words: "(F6 · Esc)". */
    private static final Pattern PRINTED_KEYS = Pattern.compile("\\((F\\d+) · Esc\\)$");
    private LiveTill till;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        ScreenSettings look = new ScreenSettings(Locale.ENGLISH, Theme.LIGHT, ScannerTimings.DEFAULT,
                new ScanText("", ""), "", io.redeemdesk.client.scan.CameraChoice.OFF, TouchMode.ON);
        till = LiveTill.start(dir, 5, EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(8)), look);
        this.stage = stage;
        till.showTouch(stage);
        stage.setWidth(1024);
        stage.setHeight(768);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void aCodeTypedOnTheKeypadIsRedeemed(FxRobot robot) {
        String code = till.code(0);
        for (char c : code.toCharArray()) {
            robot.clickOn("#code-keypad-" + c);
        }
        robot.clickOn("#code-keypad-enter");

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(robot.lookup("#verdict-code").queryAs(Label.class).getText())
                        .isEqualTo("…" + code.substring(8)));
    }

    @Test
    void everyTargetIsAtLeast44PixelsEachWay(FxRobot robot) {
        assertThat(robot.lookup("#code-keypad").tryQuery()).isPresent();
        assertThat(smallTargets(robot)).as("targets smaller than 44 px").isEmpty();
    }

    /** The About dialog (F1) of a touch till: its Close as large as every other target. */
    @Test
    void theAboutDialogsCloseIsAtLeast44PixelsEachWay(FxRobot robot) {
        robot.interact(() -> new AboutDialog(new AboutInfo("1.0-test", "abc1234", "2026-12-01T08:00:00Z", "",
                List.of(ConfigSource.BUILT_IN)), "demo", till.screenText()).show(stage));
        await().atMost(Duration.ofSeconds(5)).until(() -> robot.lookup("#about-dialog .button").tryQuery()
                .isPresent());
        WaitForAsyncUtils.waitForFxEvents(3);

        assertThat(robot.lookup("#about-dialog .button").queryButton().getText())
                .isEqualTo(till.screenText().text("about.close"));
        assertThat(smallTargets(robot)).as("targets smaller than 44 px, the About dialog open").isEmpty();
    }

    /** Every shown button, toggle, field or choice box of every window smaller than 44 px either way. */
    private static List<String> smallTargets(FxRobot robot) {
        return robot.lookup((Node n) -> (n instanceof ButtonBase || n instanceof TextInputControl
                        || n instanceof ComboBoxBase<?>) && n.isVisible() && n.getScene() != null
                        && n.getParent() != null && shown(n))
                .queryAll().stream().filter(n -> {
                    Bounds b = n.getLayoutBounds();
                    return b.getWidth() < 44 || b.getHeight() < 44;
                }).map(n -> n.getId() + " " + Math.round(n.getLayoutBounds().getWidth()) + "x"
                        + Math.round(n.getLayoutBounds().getHeight())).toList();
    }

    @Test
    void f7AndEscHideTheKeypadAndF6AndEscOpenAndCloseTheFoldedPanel(FxRobot robot) {
        Node keypad = robot.lookup("#code-keypad").query();
        assertThat(keypad.isVisible()).isTrue();
        assertThat(robot.lookup("#show-keypad").queryAs(ToggleButton.class).getText()).endsWith("(F7 · Esc)");
        assertThat(robot.lookup("#show-side").queryAs(ToggleButton.class).getText())
                .isEqualTo("Camera & scans (F6 · Esc)");

        robot.type(KeyCode.F7);
        assertThat(keypad.isVisible()).isFalse();
        robot.type(KeyCode.F7);
        assertThat(keypad.isVisible()).isTrue();

        robot.type(KeyCode.F6);
        assertThat(robot.lookup("#recent-scans").tryQuery()).as("the folded panel is open").isPresent();
        robot.type(KeyCode.ESCAPE);
        assertThat(robot.lookup("#show-side").queryAs(ToggleButton.class).isSelected()).isFalse();
        assertThat(keypad.isVisible()).as("the first Esc closed the panel only").isTrue();
        robot.type(KeyCode.ESCAPE);
        assertThat(keypad.isVisible()).isFalse();
    }

    /**
     * Every toggle shown prints its F-key and Esc, and both keys do what is printed: the F-key opens what it
     * folds, Esc closes it again.
     */
    @Test
    void theKeysPrintedOnEachToggleOpenAndCloseIt(FxRobot robot) {
        List<ToggleButton> toggles = robot.lookup((Node n) -> n instanceof ToggleButton && shown(n))
                .queryAllAs(ToggleButton.class).stream().toList();
        assertThat(toggles).extracting(Node::getId).contains("show-keypad", "show-side");
        for (ToggleButton toggle : toggles) {
            Matcher keys = PRINTED_KEYS.matcher(toggle.getText());
            assertThat(keys.find()).as("the keys printed on " + toggle.getText()).isTrue();
            for (int i = 0; i < 3 && toggle.isSelected(); i++) {
                robot.type(KeyCode.ESCAPE);
            }
            robot.type(KeyCode.valueOf(keys.group(1)));
            assertThat(toggle.isSelected()).as(keys.group(1) + " opens " + toggle.getId()).isTrue();
            robot.type(KeyCode.ESCAPE);
            assertThat(toggle.isSelected()).as("Esc closes " + toggle.getId()).isFalse();
        }
    }

    /** Whether {@code n} and every parent are visible (a hidden panel's buttons are no target). */
    private static boolean shown(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
