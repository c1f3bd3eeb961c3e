package io.redeemdesk.client.cashier;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.client.j2se.MatrixToImageWriter;
import com.google.zxing.qrcode.QRCodeWriter;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.scan.CameraChoice;
import io.redeemdesk.client.scan.CameraDevice;
import io.redeemdesk.client.scan.CameraScanner;
import io.redeemdesk.client.scan.Cameras;
import io.redeemdesk.client.scan.CodeDebouncer;
import io.redeemdesk.client.scan.CodeDecoder;
import io.redeemdesk.client.scan.FramePipeline;
import io.redeemdesk.client.scan.FrameSource;
import io.redeemdesk.client.scan.FrameSourceException;
import io.redeemdesk.client.scan.GuideBox;
import io.redeemdesk.client.scan.ImageFolderSource;
import io.redeemdesk.client.scan.ScanFormats;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import javax.imageio.ImageIO;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The camera on the cashier screen with a file camera (an image folder; only the physical webcam is replaced):
 * the configured one ({@code camera.device}) opened with the screen, previewed, and each code shown on many frames
 * redeemed exactly once; a configured camera that cannot be opened names the setting while another can still be
 * picked; {@code camera.enabled = false} (the default) leaves the camera off and says so.
 */
@ExtendWith(ApplicationExtension.class)
class CameraWindowTest {
    @TempDir
    Path dir;

    private LiveTill till;
    private Stage stage;
    private Path frames;
    private CameraViewModel camera;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        till = LiveTill.start(dir, 10, Duration.ofSeconds(8));
        frames = Files.createDirectories(dir.resolve("frames"));
        for (int i = 0; i < 16; i++) {
            String code = i < 8 ? till.code(0) : till.code(1);
            ImageIO.write(frame(code), "png", frames.resolve(String.format("frame-%02d.png", i)).toFile());
        }
    }

    /** The till's screen with the folder cameras, configured as {@code choice}. */
    private void show(FxRobot robot, CameraChoice choice) {
        CashierScreen real = till.client().screen();
        CameraScanner loop = new CameraScanner(new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT),
                GuideBox.DEFAULT, Duration.ofMillis(200), System::nanoTime), new CodeDebouncer(Duration.ofMinutes(1)),
                ThreadPoolBackground.daemonThreads("test-camera"));
        camera = new CameraViewModel(new FolderCameras(frames), loop, GuideBox.DEFAULT, choice,
                new ThreadPoolBackground("test-camera-open", 1), Platform::runLater, real.text(),
                real.cashier()::submit);
        robot.interact(() -> till.show(stage, new CashierScreen(real.cashier(), real.status(), real.selfTest(), camera,
                real.text(), real.timings(), real.scanText(), real.theme(), real.zone())));
    }

    @AfterEach
    void stop() throws Exception {
        if (camera != null) {
            camera.close();
        }
        till.close();
    }

    @Test
    void theConfiguredCameraOpensWithTheScreenAndEachCodeIsRedeemedOnce(FxRobot robot) throws Exception {
        show(robot, new CameraChoice(true, 1));

        awaitBothRedeemed();
        assertThat(robot.lookup("#camera-preview").queryAs(ImageView.class).getImage()).isNotNull();
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(robot.lookup("#camera-status").queryAs(Label.class).getText()).startsWith("Camera off"));
        assertThat(till.service().ledger(till.code(0))).hasSize(1);
        assertThat(till.service().ledger(till.code(1))).hasSize(1);
        assertThat(till.cashier().recentScans()).hasSize(2);
    }

    @Test
    void aConfiguredCameraThatCannotBeOpenedNamesTheSettingAndAnotherCanBePicked(FxRobot robot) {
        show(robot, new CameraChoice(true, 0));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(robot.lookup("#camera-status").queryAs(Label.class).getText())
                        .startsWith("Camera problem: camera.device = 0 (\"Busy camera\"): The camera \"Busy camera\""
                                + " is in use"));

        robot.clickOn("#camera-picker");
        await().atMost(Duration.ofSeconds(10)).until(() -> !camera.devices().isEmpty());
        robot.interact(() -> robot.lookup("#camera-picker").queryAs(ComboBox.class).getSelectionModel().select(1));
        robot.clickOn("#camera-toggle");

        awaitBothRedeemed();
    }

    @Test
    void theDefaultConfigurationLeavesTheCameraOffAndSaysSo(FxRobot robot) {
        robot.interact(() -> till.show(stage));

        assertThat(robot.lookup("#camera-toggle").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#camera-picker").queryAs(ComboBox.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#camera-status").queryAs(Label.class).getText())
                .isEqualTo("Camera off by configuration (camera.enabled = false): the scanner and typing work as always");
    }

    @Test
    void aConfiguredDeviceThisMachineDoesNotHaveIsNamedInTheStatus(FxRobot robot) throws Exception {
        try (LiveTill withCamera = LiveTill.start(Files.createDirectories(dir.resolve("second")), 1, EngineSettings.defaults(),
                ScreenSettings.defaults(Locale.ENGLISH).withCamera(new CameraChoice(true, 15)))) {
            robot.interact(() -> withCamera.show(stage));

            await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                    assertThat(robot.lookup("#camera-status").queryAs(Label.class).getText())
                            .startsWith("Camera problem: camera.device = 15"));
            assertThat(robot.lookup("#camera-toggle").queryAs(Button.class).isDisabled()).isFalse();
        }
    }

    private void awaitBothRedeemed() {
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() ->
                assertThat(till.cashier().recentScans()).as(till.cardsShown()).extracting(VerdictCard::look)
                        .containsExactly(VerdictLook.REDEEMED, VerdictLook.REDEEMED));
    }

    private static BufferedImage frame(String code) throws Exception {
        BufferedImage qr = MatrixToImageWriter.toBufferedImage(
                new QRCodeWriter().encode(code, BarcodeFormat.QR_CODE, 200, 200));
        BufferedImage frame = new BufferedImage(640, 480, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = frame.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, 640, 480);
        g.drawImage(qr, 220, 140, null);
        g.dispose();
        return frame;
    }

    /** Two "cameras": one always busy, one that plays the image folder at 10 frames a second. */
    private record FolderCameras(Path folder) implements Cameras {
        @Override
        public List<CameraDevice> list() {
            return List.of(new CameraDevice("Busy camera"), new CameraDevice("Folder camera"));
        }

        @Override
        public FrameSource open(CameraDevice device) throws FrameSourceException {
            if (device.name().startsWith("Busy")) {
                throw new FrameSourceException("The camera \"Busy camera\" is in use by another program", null);
            }
            return new ImageFolderSource(folder, 10);
        }
    }
}
