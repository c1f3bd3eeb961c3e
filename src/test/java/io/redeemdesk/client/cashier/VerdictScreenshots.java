package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.testing.LiveServer;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Captures the documentation screenshots ({@code docs/screens/verdict-*.png}) from the real cashier view against a
 * real service: each verdict produced for real (the service's refusals, a wrong keyboard layout, the service
 * stopped under an accept-offline policy with a cap of one). Runs only when asked:
 * {@code mvn -o test -Dtest=VerdictScreenshots -Dscreens.dir=$PWD/docs/screens}.
 */
@EnabledIfSystemProperty(named = "screens.dir", matches = ".+")
@ExtendWith(ApplicationExtension.class)
class VerdictScreenshots {
    @TempDir
    Path dir;

    private final ScannerKeys scanner = new ScannerKeys();
    private LiveTill till;
    private Stage stage;

    @Start
    void start(Stage window) throws Exception {
        this.stage = window;
        Locale locale = Locale.forLanguageTag(System.getProperty("screens.locale", "en"));
        Theme theme = Theme.parse(System.getProperty("screens.theme", "light"));
        theme.apply();
        till = LiveTill.start(dir, 20, LiveTill.acceptingOffline(1), new ScreenSettings(locale, theme,
                ScannerTimings.DEFAULT, new ScanText("", "")));
        till.show(window, scanner);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void captureEveryVerdict(FxRobot robot) throws Exception {
        String suffix = System.getProperty("screens.suffix", "");
        capture(robot, "ready" + suffix);
        String used = till.code(0);
        shoot(robot, used, VerdictLook.REDEEMED, "verdict-redeemed" + suffix);
        shoot(robot, used, VerdictLook.ALREADY_REDEEMED, "verdict-already-redeemed" + suffix);
        shoot(robot, LiveServer.neverIssuedCode(), VerdictLook.UNKNOWN_CODE, "verdict-unknown" + suffix);
        shoot(robot, till.service().expiredCode(), VerdictLook.EXPIRED, "verdict-expired" + suffix);
        String revoked = till.code(1);
        till.service().revoke(revoked);
        shoot(robot, revoked, VerdictLook.REVOKED, "verdict-revoked" + suffix);
        shoot(robot, azerty(till.code(2)), VerdictLook.MALFORMED_CODE, "verdict-malformed" + suffix);
        till.service().stop();
        shoot(robot, till.code(3), VerdictLook.SAVED_OFFLINE, "verdict-saved-offline" + suffix);
        shoot(robot, till.code(4), VerdictLook.CANNOT_VERIFY, "verdict-cannot-verify" + suffix);
        robot.type(KeyCode.F2);
        scanner.scan("]Q1" + till.code(5), 5);
        WaitForAsyncUtils.sleep(500, java.util.concurrent.TimeUnit.MILLISECONDS);
        capture(robot, "scanner-self-test" + suffix);
        robot.type(KeyCode.F2);
        robot.type(KeyCode.F12);
        capture(robot, "sign-in" + suffix);
    }

    private void shoot(FxRobot robot, String code, VerdictLook look, String name) throws Exception {
        scanner.scan(code, 5);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                till.cashier().cardProperty().get().look() == look);
        capture(robot, name);
    }

    private void capture(FxRobot robot, String name) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<javafx.scene.image.WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(stage.getScene().snapshot(null)));
        Path out = Path.of(System.getProperty("screens.dir")).resolve(name + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(image.get(), null), "png", out.toFile());
        assertThat(out).isNotEmptyFile();
    }

    /** What a scanner on a till set to French AZERTY types for {@code code}: digits become symbols. */
    private static String azerty(String code) {
        StringBuilder out = new StringBuilder();
        for (char c : code.toCharArray()) {
            int digit = "1234567890".indexOf(c);
            out.append(digit >= 0 ? "&é\"'(-è_çà".charAt(digit) : c);
        }
        return out.toString();
    }
}
