package io.redeemdesk.client.cashier;

import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.testing.LiveServer;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TextField;
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
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.Locale;

import static io.redeemdesk.testing.FxLabels.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The real cashier window against a real server on a real port: keyboard-wedge bursts told from typing by
 * timing, prefix/suffix/AIM stripping, duplicates, every verdict the service gives, a scan while offline,
 * sign-in and the scanner self-test — all by keyboard.
 */
@ExtendWith(ApplicationExtension.class)
class CashierWindowTest {
    @TempDir
    Path dir;

    private final ScannerKeys scanner = new ScannerKeys();
    private LiveTill till;

    @Start
    void start(Stage stage) throws Exception {
        ScreenSettings look = new ScreenSettings(Locale.ENGLISH, Theme.LIGHT, ScannerTimings.DEFAULT,
                new ScanText("#S", "!"));
        till = LiveTill.start(dir, 20, EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(8)), look);
        till.show(stage, scanner);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void aScannerBurstAtFiveMillisecondsRedeemsButTypingAtAHundredAndFiftyGoesToTheEntryField(FxRobot robot) {
        String typedCode = usable(0);
        scanner.type(typedCode, 150);
        await().atMost(Duration.ofSeconds(5)).until(() -> field(robot).getText().equals(typedCode));

        assertThat(field(robot).getText()).isEqualTo(typedCode);
        assertThat(headline(robot)).startsWith("Ready");
        assertThat(till.cashier().recentScans()).isEmpty();

        String scannedCode = usable(1);
        scanner.scan(scannedCode, 5);

        awaitHeadline(robot, "REDEEMED");
        assertThat(text(robot, "#verdict-code")).isEqualTo("…" + scannedCode.substring(8));
        assertThat(field(robot).getText()).as("the scan did not leak into the field").isEqualTo(typedCode);

        robot.clickOn("#manual-entry");
        robot.type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(till.cashier().recentScans()).hasSize(2));
        assertThat(headline(robot)).startsWith("REDEEMED");
        assertThat(text(robot, "#verdict-code")).isEqualTo("…" + typedCode.substring(8));
    }

    @Test
    void prefixSuffixAimIdentifierAndTabTerminatorAreHandled(FxRobot robot) {
        String code = usable(2);
        scanner.burst("]Q1#S" + code + "!", 3, KeyCode.TAB, "\t");

        awaitHeadline(robot, "REDEEMED");
        assertThat(text(robot, "#verdict-voucher")).isNotBlank();
    }

    @Test
    void aDuplicateScanSaysAlreadyUsedWithTimeAndPlace(FxRobot robot) {
        String code = usable(3);
        scan(robot, code);
        awaitHeadline(robot, "REDEEMED");
        scan(robot, code);
        awaitHeadline(robot, "ALREADY USED");
        assertThat(text(robot, "#verdict-detail")).startsWith("First used").endsWith("on this till");
        @SuppressWarnings("unchecked")
        ListView<VerdictCard> strip = robot.lookup("#recent-scans").queryAs(ListView.class);
        assertThat(strip.getItems()).extracting(VerdictCard::look)
                .containsExactly(VerdictLook.ALREADY_REDEEMED, VerdictLook.REDEEMED);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(strip.lookupAll(".scroll-bar")).as("the codes fit the strip without a horizontal scrollbar")
                .filteredOn(bar -> ((ScrollBar) bar).getOrientation() == Orientation.HORIZONTAL && bar.isVisible())
                .isEmpty();
    }

    @Test
    void everyVerdictTheServiceGivesIsRendered(FxRobot robot) throws Exception {
        String revoked = usable(4);
        till.service().revoke(revoked);
        scan(robot, till.service().expiredCode());
        awaitLook(robot, VerdictLook.EXPIRED, "EXPIRED");
        scan(robot, revoked);
        awaitLook(robot, VerdictLook.REVOKED, "REVOKED");
        scan(robot, LiveServer.neverIssuedCode());
        awaitLook(robot, VerdictLook.UNKNOWN_CODE, "UNKNOWN CODE");
        scan(robot, "K7M2P9Q4R8S6TX");
        awaitLook(robot, VerdictLook.MALFORMED_CODE, "NOT A VOUCHER CODE");
        assertThat(text(robot, "#verdict-detail")).contains("check character");
    }

    @Test
    void aScanWhileTheServiceIsDownDoesNotHonourSilentlyAndIsKept(FxRobot robot) throws Exception {
        till.service().stop();
        String code = usable(5);
        scan(robot, code);

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                assertThat(look(robot)).as(till.cardsShown()).isIn(VerdictLook.CANNOT_VERIFY, VerdictLook.SAVED_OFFLINE));
        assertThat(headline(robot)).containsAnyOf("CANNOT VERIFY", "SAVED OFFLINE");
        try (Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + till.dataDir().resolve("outbox.db"));
             PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM actions WHERE code = ?")) {
            st.setString(1, code);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                assertThat(rs.getInt(1)).as("the scan is kept in the outbox").isEqualTo(1);
            }
        }
    }

    @Test
    void signOutAndInByKeyboardAndScansAreRefusedInBetween(FxRobot robot) {
        robot.type(KeyCode.F12);
        assertThat(robot.lookup("#signin-pane").query().isVisible()).isTrue();
        assertThat(text(robot, "#status-cashier")).isEqualTo("No cashier signed in");

        scan(robot, usable(6));
        awaitLook(robot, VerdictLook.SIGNED_OUT, "SIGN IN FIRST");

        scanner.type("bob", 150);
        robot.type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(text(robot, "#status-cashier")).isEqualTo("Cashier bob"));
        assertThat(robot.lookup("#signin-pane").query().isVisible()).isFalse();

        scan(robot, usable(6));
        awaitHeadline(robot, "REDEEMED");
    }

    @Test
    void theScannerSelfTestShowsRawKeysTimingsAndTheParsedCodeAndRedeemsNothing(FxRobot robot) {
        robot.type(KeyCode.F2);
        String code = usable(7);
        scanner.scan("]C0" + code, 5);

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(text(robot, "#selftest-parsed")).isEqualTo(code));
        assertThat(text(robot, "#selftest-raw")).isEqualTo("]C0" + code);
        assertThat(text(robot, "#selftest-aim")).isEqualTo("]C0");
        assertThat(text(robot, "#selftest-kind")).startsWith("SCAN");
        assertThat(text(robot, "#selftest-timings").split(" +")).hasSize(code.length() + 3);
        assertThat(text(robot, "#selftest-check")).isEqualTo("valid voucher code");

        scanner.type("AB", 150);
        robot.type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(text(robot, "#selftest-kind")).startsWith("TYPING"));
        assertThat(till.cashier().recentScans()).isEmpty();

        robot.type(KeyCode.F2);
        assertThat(robot.lookup("#verdict-panel").query().isVisible()).isTrue();
    }

    private String usable(int index) {
        return till.code(index);
    }

    private void scan(FxRobot robot, String code) {
        scanner.scan(code, 5);
    }

    private void awaitHeadline(FxRobot robot, String start) {
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(headline(robot)).as(till.cardsShown())
                .startsWith(start));
    }

    private void awaitLook(FxRobot robot, VerdictLook look, String start) {
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(look(robot)).as(till.cardsShown())
                .isEqualTo(look));
        assertThat(headline(robot)).startsWith(start);
        assertThat(states(robot)).contains("look-" + look.styleClass());
        assertThat(robot.lookup("#verdict-icon").queryAs(org.kordamp.ikonli.javafx.FontIcon.class).getIconLiteral())
                .isEqualTo(look.icon());
    }

    private static VerdictLook look(FxRobot robot) {
        return states(robot).stream().filter(s -> s.startsWith("verdict-"))
                .map(s -> VerdictLook.valueOf(s.substring(8).replace('-', '_').toUpperCase())).findFirst().orElseThrow();
    }

    /** The verdict panel's pseudo-classes: its look ({@code look-ok}, …) and verdict ({@code verdict-redeemed}, …). */
    private static java.util.List<String> states(FxRobot robot) {
        return robot.lookup("#verdict-panel").query().getPseudoClassStates().stream()
                .map(javafx.css.PseudoClass::getPseudoClassName).toList();
    }

    private static TextField field(FxRobot robot) {
        return robot.lookup("#manual-entry").queryAs(TextField.class);
    }

    private static String headline(FxRobot robot) {
        return text(robot, "#verdict-headline");
    }
}
