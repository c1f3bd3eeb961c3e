package io.redeemdesk.client.cashier;

import io.redeemdesk.client.cashier.ui.AboutDialog;
import io.redeemdesk.client.cashier.ui.AdaptiveLayout;
import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.ui.CodeSentence;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.config.ConfigSource;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;
import io.redeemdesk.testing.ScreenAudit;
import io.redeemdesk.testing.WindowSize;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The cashier screens at 1024×768 and 1366×768, in English and Chinese, light and dark, against a real service:
 * ready, a redeemed and an unknown voucher, the scanner self-test, the folded side panel opened, About and the
 * sign-in card. Nothing may be cut off that is not designed to be, no control may lie outside the window, and
 * every word shown must come from the bundles. On the narrow size the side panels must be folded into toggles.
 */
class CashierScreensFitTest extends LiveTillScreens {
    private static final List<double[]> SIZES = List.of(new double[]{1024, 768}, new double[]{1366, 768});

    @Test
    void everyCashierScreenFitsInEnglish(FxRobot robot) throws Exception {
        walk(robot, Locale.ENGLISH);
    }

    @Test
    void everyCashierScreenFitsInChinese(FxRobot robot) throws Exception {
        walk(robot, Locale.SIMPLIFIED_CHINESE);
    }

    private void walk(FxRobot robot, Locale locale) throws Exception {
        till = LiveTill.start(dir, 24, EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3)),
                ScreenSettings.defaults(locale));
        robot.interact(() -> till.show(stage, scanner));
        ScreenAudit audit = new ScreenAudit(locale, List.of(CashierWords.BUNDLE, ManagerText.BUNDLE), List.of(
                "Terminal " + DemoSeed.TERMINAL_ID + " is disabled; ask the administrator to enable it",
                "Terminal disabled",
                "\\b(alice|" + DemoSeed.STORE_ID + "|" + DemoSeed.TERMINAL_ID + ")\\b",
                "Free coffee|Gift voucher 20 EUR|Summer sale 5 EUR \\(expired\\)",
                "RedeemDesk", "EUR|CHF|USD", "\\b[a-z]+(\\.[a-z]+)+ = \\w+", "1\\.0-test")).strict(Map.of());
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            for (double[] size : SIZES) {
                String look = String.format(Locale.ROOT, "%s %s %.0fx%.0f", locale, theme, size[0], size[1]);
                robot.interact(theme::apply);
                WindowSize.window(robot, stage, size[0], size[1]);
                WaitForAsyncUtils.waitForFxEvents(3);
                screens(robot, audit, look, size[0] < AdaptiveLayout.WIDE);
            }
        }
        paused(robot, audit, locale);
        assertThat(audit.problems()).isEmpty();
    }

    /** The service refuses the till's token: the status bar (and the scan's card) say why in the till's words. */
    private void paused(FxRobot robot, ScreenAudit audit, Locale locale) throws Exception {
        till.service().server().terminals().setEnabled(DemoSeed.TERMINAL_ID, false);
        scanner.scan(till.code(nextCode.getAndIncrement()), 5);
        String pause = till.screenText().text("status.authAlert", till.screenText().reason(new EngineReason(
                EngineReason.Kind.AUTH_REFUSED, 403, "Terminal " + DemoSeed.TERMINAL_ID
                + " is disabled; ask the administrator to enable it").phrase()));
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(robot.lookup("#status-notice")
                .queryAs(CodeSentence.class).text()).contains(pause));
        if (locale.getLanguage().equals("zh")) {
            assertThat(robot.lookup("#status-notice").queryAs(CodeSentence.class).text()).contains("已暂停发送");
        }
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            for (double[] size : SIZES) {
                robot.interact(theme::apply);
                WindowSize.window(robot, stage, size[0], size[1]);
                WaitForAsyncUtils.waitForFxEvents(3);
                audit.audit(String.format(Locale.ROOT, "%s %s %.0fx%.0f paused", locale, theme, size[0], size[1]));
            }
        }
    }

    private void screens(FxRobot robot, ScreenAudit audit, String look, boolean narrow) throws Exception {
        ToggleButton side = robot.lookup("#show-side").queryAs(ToggleButton.class);
        assertThat(side.isVisible()).as(look + ": the side panels fold into a toggle").isEqualTo(narrow);
        audit.audit(look + " ready");
        verdict(robot, till.code(nextCode.getAndIncrement()), VerdictLook.REDEEMED);
        audit.audit(look + " redeemed");
        verdict(robot, LiveServer.neverIssuedCode(), VerdictLook.UNKNOWN_CODE);
        audit.audit(look + " unknown code");
        if (narrow) {
            robot.clickOn("#show-side");
            WaitForAsyncUtils.waitForFxEvents(2);
            assertThat(robot.lookup("#recent-scans").tryQuery()).as(look + ": the toggle opens the last scans")
                    .isPresent();
            audit.audit(look + " side panel opened");
            robot.clickOn("#show-side");
        }
        robot.type(KeyCode.F2);
        scanner.scan(till.code(nextCode.get()), 5);
        WaitForAsyncUtils.waitForFxEvents(3);
        audit.audit(look + " scanner self-test");
        robot.type(KeyCode.F2);
        robot.interact(() -> new AboutDialog(new AboutInfo("1.0-test", "abc1234", "2026-12-01T08:00:00Z",
                "", List.of(ConfigSource.BUILT_IN)), till.screenText().text("mode.demo", "http://127.0.0.1:1"),
                till.screenText()).show(stage));
        await().atMost(Duration.ofSeconds(5)).until(() -> robot.lookup("#about-dialog").tryQuery().isPresent());
        settled(robot);
        audit.audit(look + " About");
        assertThat(WaitForAsyncUtils.asyncFx(() -> robot.lookup("#about-text").query().lookupAll(".scroll-bar")
                .stream().filter(n -> n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL
                        && bar.isVisible()).count()).get())
                .as(look + ": About's text shows whole, without a scroll bar").isZero();
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != stage).toList()
                .forEach(Window::hide));
        robot.type(KeyCode.F12);
        await().atMost(Duration.ofSeconds(5)).until(() -> robot.lookup("#signin-pane").query().isVisible());
        audit.audit(look + " sign-in");
        robot.clickOn("#signin-id").write("alice").type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(5)).until(() -> !robot.lookup("#signin-pane").query().isVisible());
    }

    /**
     * Gives a dialog the pulses a window manager's answer takes: openbox may set the window's size after it shows,
     * and the scene lays its content out to that size a pulse later. Waits (at most 2 s) until every open window's
     * content is laid out to its scene; the audit then judges what stays.
     */
    private static void settled(FxRobot robot) throws Exception {
        for (int pulse = 0; pulse < 40; pulse++) {
            WaitForAsyncUtils.waitForFxEvents(1);
            boolean laidOut = WaitForAsyncUtils.asyncFx(() -> Window.getWindows().stream()
                    .filter(w -> w.getScene() != null).allMatch(w ->
                            w.getScene().getRoot().getLayoutBounds().getWidth() <= w.getScene().getWidth() + 0.5
                            && w.getScene().getRoot().getLayoutBounds().getHeight()
                            <= w.getScene().getHeight() + 0.5)).get();
            if (laidOut) {
                return;
            }
            robot.sleep(50);
        }
    }

    private void verdict(FxRobot robot, String code, VerdictLook look) {
        scanUntil(code, look);
        WaitForAsyncUtils.waitForFxEvents(2);
    }
}
