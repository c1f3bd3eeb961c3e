package io.redeemdesk.client.cashier;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.scan.CameraChoice;
import io.redeemdesk.client.scan.CameraDevice;
import io.redeemdesk.client.scan.CameraScanner;
import io.redeemdesk.client.scan.CameraSettings;
import io.redeemdesk.client.scan.Cameras;
import io.redeemdesk.client.scan.CodeDebouncer;
import io.redeemdesk.client.scan.CodeDecoder;
import io.redeemdesk.client.scan.Frame;
import io.redeemdesk.client.scan.FramePipeline;
import io.redeemdesk.client.scan.FrameSource;
import io.redeemdesk.client.scan.FrameSourceException;
import io.redeemdesk.client.scan.GeneratedCameras;
import io.redeemdesk.client.scan.GuideBox;
import io.redeemdesk.client.scan.ScanFormats;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * {@code camera.enabled} and {@code camera.device} in the camera view model, without the JavaFX toolkit: generated
 * frames through the real camera loop, same-thread opening, a direct executor for the FX thread.
 */
class CameraViewModelTest {
    private final GeneratedCameras cameras = new GeneratedCameras(List.of("Busy camera", "Desk camera"),
            "Busy camera", "VOUCHER-1234");
    private final CameraScanner scanner = CameraSettings.DEFAULT.scanner();
    private final List<String> redeemed = new CopyOnWriteArrayList<>();

    private CameraViewModel model(CameraChoice choice) {
        return model(cameras, choice, Locale.ENGLISH);
    }

    private CameraViewModel model(Cameras from, CameraChoice choice, Locale locale) {
        return new CameraViewModel(from, scanner, GuideBox.DEFAULT, choice, new SameThreadBackground(),
                Runnable::run, CashierWords.forLocale(locale), redeemed::add);
    }

    @AfterEach
    void stop() {
        scanner.close();
    }

    @Test
    void switchedOffByConfigurationNoCameraIsListedOrOpenedAndTheStatusSaysWhy() {
        CameraViewModel model = model(new CameraChoice(false, 1));

        model.startConfigured();
        model.refreshDevices();
        model.start(new CameraDevice("Desk camera"));

        assertThat(model.enabled()).isFalse();
        assertThat(cameras.listed()).isZero();
        assertThat(cameras.opened()).isEmpty();
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(model.statusProperty().get())
                .isEqualTo("Camera off by configuration (camera.enabled = false): the scanner and typing work as always");
    }

    @Test
    void theConfiguredDeviceOpensAndItsCodesAreRedeemed() {
        CameraViewModel model = model(new CameraChoice(true, 1));
        assertThat(model.statusProperty().get()).startsWith("Camera off:");

        model.startConfigured();

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(redeemed).containsExactly("VOUCHER-1234"));
        assertThat(cameras.opened()).containsExactly("Desk camera");
    }

    @Test
    void aConfiguredDeviceThatCannotBeOpenedNamesTheSettingAndTheCamera() {
        CameraViewModel model = model(new CameraChoice(true, 0));

        model.startConfigured();

        assertThat(model.statusProperty().get()).isEqualTo("Camera problem: camera.device = 0 (\"Busy camera\"):"
                + " The camera \"Busy camera\" is in use by another program. The scanner and typing still work.");
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(redeemed).isEmpty();
    }

    @Test
    void aDeviceNumberBeyondTheCamerasPluggedInSaysWhichThereAre() {
        CameraViewModel model = model(new CameraChoice(true, 4));

        model.startConfigured();

        assertThat(model.statusProperty().get()).startsWith("Camera problem: camera.device = 4, but only 2 cameras"
                + " are plugged in (0 \"Busy camera\", 1 \"Desk camera\")");
        assertThat(cameras.opened()).isEmpty();
    }

    @Test
    void theDemoSheetOffersTheCameraOnlyWhenItIsOn() {
        assertThat(model(new CameraChoice(true, 0)).demoSheetTitle())
                .isEqualTo("Demo vouchers — click, type or show to the camera");
        assertThat(model(CameraChoice.OFF).demoSheetTitle())
                .isEqualTo("Demo vouchers — click or type (to show them to a webcam, set camera.enabled = true)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void withTheCameraOffTheDemoSheetSaysWhichSettingSwitchesItOn(String language) {
        Locale locale = Locale.forLanguageTag(language);
        String on = model(cameras, new CameraChoice(true, 0), locale).demoSheetTitle();
        String off = model(cameras, CameraChoice.OFF, locale).demoSheetTitle();

        assertThat(off).contains("camera.enabled = true");
        assertThat(on).doesNotContain("camera.enabled");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en    | Camera problem: The camera \"RedeemDesk Test Camera 9\" is not plugged in. Plug it in and pick it"
                    + " again. The scanner and typing still work.",
            "zh-CN | 摄像头故障：The camera \"RedeemDesk Test Camera 9\" is not plugged in. Plug it in and pick it"
                    + " again。扫描枪和手动输入仍可使用。"})
    void aCameraThatIsNotPluggedInSaysOnceThatTheScannerStillWorks(String language, String line) {
        CameraViewModel model = model(CameraSettings.DEFAULT.cameras(), new CameraChoice(true, 0),
                Locale.forLanguageTag(language));

        model.start(new CameraDevice("RedeemDesk Test Camera 9"));

        assertThat(model.statusProperty().get()).isEqualTo(line);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-CN"})
    void aCameraThatStopsSendingPicturesIsOneSentenceBeforeTheScannerStillWorks(String language) {
        CameraViewModel model = model(cameras, new CameraChoice(true, 1), Locale.forLanguageTag(language));

        scanner.start(new SilentCamera("The camera \"Desk camera\" stopped sending pictures. Check its cable and"
                + " pick it again."));

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(model.statusProperty().get()).contains("Check its cable and pick it again"));
        assertThat(model.statusProperty().get()).doesNotContain("..").doesNotContain(".。");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en    | Camera problem: the camera did not say what went wrong; pick it again. The scanner and typing"
                    + " still work.",
            "zh-CN | 摄像头故障：摄像头未说明出了什么问题；请重新选择摄像头。扫描枪和手动输入仍可使用。"})
    void aFailureWithoutAMessageSaysSoInWords(String language, String line) {
        CameraViewModel model = model(cameras, new CameraChoice(true, 1), Locale.forLanguageTag(language));

        scanner.start(new SilentCamera(null));

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(model.statusProperty().get())
                .isEqualTo(line));
        assertThat(model.runningProperty().get()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "en    | Camera problem: the decoder hit an internal error; pick the camera again. The scanner and typing"
                    + " still work.",
            "zh-CN | 摄像头故障：解码器内部出错；请重新选择摄像头。扫描枪和手动输入仍可使用。"})
    void aDecodingErrorIsPlainWordsWithoutTheErrorClass(String language, String line) {
        CameraScanner failing = new CameraScanner(new FramePipeline(new CodeDecoder(ScanFormats.DEFAULT),
                GuideBox.DEFAULT, Duration.ofMillis(30), () -> {
                    throw new IllegalStateException();
                }), new CodeDebouncer(Duration.ofSeconds(3)), ThreadPoolBackground.daemonThreads("camera-test"));
        try (CameraViewModel model = new CameraViewModel(cameras, failing, GuideBox.DEFAULT,
                new CameraChoice(true, 1), new SameThreadBackground(), Runnable::run,
                CashierWords.forLocale(Locale.forLanguageTag(language)), redeemed::add)) {
            model.startConfigured();

            await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(model.statusProperty().get())
                    .isEqualTo(line));
            assertThat(model.runningProperty().get()).isFalse();
        }
    }

    /** A webcam unplugged before its first picture: it fails with the driver layer's message. */
    private record SilentCamera(String failure) implements FrameSource {
        @Override
        public String description() {
            return "camera Desk camera";
        }

        @Override
        public Frame next() throws FrameSourceException {
            throw new FrameSourceException(failure);
        }

        @Override
        public void close() {
        }
    }
}
