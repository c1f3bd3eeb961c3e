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

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

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
    private RedemptionServer server;
    private ClientContext client;
    private List<IssuedVoucher> vouchers;
    private Stage stage;

    @Start
    void start(Stage window) throws Exception {
        this.stage = window;
        server = RedemptionServer.start(ServerOptions.loopback("jdbc:sqlite:" + dir.resolve("server.db")));
        DemoSeed.Result seeded = new DemoSeed(server).seed(20, dir.resolve("demo-vouchers.csv"));
        vouchers = seeded.vouchers();
        ClientSettings settings = new ClientSettings(server.url("127.0.0.1"), seeded.token(), DemoSeed.STORE_ID,
                DemoSeed.TERMINAL_ID, "alice", dir.resolve("till"), Duration.ofSeconds(3));
        EngineSettings engine = EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3))
                .withOfflinePolicy(OfflinePolicy.ACCEPT, 1, Duration.ofHours(24), null);
        Locale locale = Locale.forLanguageTag(System.getProperty("screens.locale", "en"));
        Theme theme = Theme.parse(System.getProperty("screens.theme", "light"));
        theme.apply();
        client = new ClientContext(settings, new ScreenSettings(locale, theme, ScannerTimings.DEFAULT,
                new ScanText("", "")), engine, okhttp3.CertificatePinner.DEFAULT, Platform::runLater);
        window.setScene(new CashierView(client.screen(), List.of(), "DEMO-STORE test service", () -> { })
                .scene(scanner));
        scanner.attach(window.getScene());
        window.show();
    }

    @AfterEach
    void stop() throws Exception {
        client.close();
        server.close();
    }

    @Test
    void captureEveryVerdict(FxRobot robot) throws Exception {
        String suffix = System.getProperty("screens.suffix", "");
        capture(robot, "ready" + suffix);
        String used = usable(0);
        shoot(robot, used, VerdictLook.REDEEMED, "verdict-redeemed" + suffix);
        shoot(robot, used, VerdictLook.ALREADY_REDEEMED, "verdict-already-redeemed" + suffix);
        shoot(robot, "0000000000000" + checkSymbolFor("0000000000000"), VerdictLook.UNKNOWN_CODE,
                "verdict-unknown" + suffix);
        IssuedVoucher expired = vouchers.stream().filter(v -> v.name().contains("expired")).findFirst()
                .orElseThrow();
        shoot(robot, expired.code(), VerdictLook.EXPIRED, "verdict-expired" + suffix);
        String revoked = usable(1);
        try (Connection c = server.database().dataSource().getConnection();
             PreparedStatement st = c.prepareStatement("UPDATE vouchers SET status = 'REVOKED' WHERE code = ?")) {
            st.setString(1, revoked);
            st.executeUpdate();
        }
        shoot(robot, revoked, VerdictLook.REVOKED, "verdict-revoked" + suffix);
        shoot(robot, azerty(usable(2)), VerdictLook.MALFORMED_CODE, "verdict-malformed" + suffix);
        server.close();
        shoot(robot, usable(3), VerdictLook.SAVED_OFFLINE, "verdict-saved-offline" + suffix);
        shoot(robot, usable(4), VerdictLook.CANNOT_VERIFY, "verdict-cannot-verify" + suffix);
        robot.type(KeyCode.F2);
        scanner.scan("]Q1" + usable(5), 5);
        WaitForAsyncUtils.sleep(500, java.util.concurrent.TimeUnit.MILLISECONDS);
        capture(robot, "scanner-self-test" + suffix);
        robot.type(KeyCode.F2);
        robot.type(KeyCode.F12);
        capture(robot, "sign-in" + suffix);
    }

    private void shoot(FxRobot robot, String code, VerdictLook look, String name) throws Exception {
        scanner.scan(code, 5);
        await().atMost(Duration.ofSeconds(20)).until(() ->
                client.screen().cashier().cardProperty().get().look() == look);
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

    private String usable(int index) {
        return vouchers.stream().filter(v -> !v.name().contains("expired")).skip(index).findFirst().orElseThrow()
                .code();
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

    private static String checkSymbolFor(String payload) {
        for (char c : io.redeemdesk.protocol.VoucherCode.ALPHABET.toCharArray()) {
            if (io.redeemdesk.protocol.VoucherCode.isValid(payload + c)) {
                return String.valueOf(c);
            }
        }
        throw new IllegalStateException("no check symbol");
    }
}
