package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.CameraChoice;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.client.ui.TouchMode;

import java.util.Locale;

/**
 * The cashier screen's settings: language, theme, the keyboard-wedge scanner's thresholds and prefix/suffix
 * parser, the barcode formats the camera decodes and which camera opens, if any (from {@code ui.locale},
 * {@code ui.theme}, the {@code scanner.*} keys, {@code scan.formats}, {@code camera.enabled} and
 * {@code camera.device}) and whether it is worked by touch ({@code ui.touch}).
 *
 * @param cameraFormats comma-separated ZXing format names; blank for the default set
 */
public record ScreenSettings(Locale locale, Theme theme, ScannerTimings timings, ScanText scanText,
                             String cameraFormats, CameraChoice camera, TouchMode touch) {

    /** Not a touch till. */
    public ScreenSettings(Locale locale, Theme theme, ScannerTimings timings, ScanText scanText,
                          String cameraFormats, CameraChoice camera) {
        this(locale, theme, timings, scanText, cameraFormats, camera, TouchMode.OFF);
    }

    /** No camera, the default formats. */
    public ScreenSettings(Locale locale, Theme theme, ScannerTimings timings, ScanText scanText) {
        this(locale, theme, timings, scanText, "", CameraChoice.OFF);
    }

    public ScreenSettings withCamera(CameraChoice choice) {
        return new ScreenSettings(locale, theme, timings, scanText, cameraFormats, choice, touch);
    }

    public static ScreenSettings defaults(Locale locale) {
        return new ScreenSettings(locale, Theme.LIGHT, ScannerTimings.DEFAULT, new ScanText("", ""));
    }
}
