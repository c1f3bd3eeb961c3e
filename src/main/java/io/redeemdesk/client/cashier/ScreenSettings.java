package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;

import java.util.Locale;

/**
 * The cashier screen's settings: language, theme, the keyboard-wedge scanner's thresholds and prefix/suffix
 * parser, and the barcode formats the camera decodes (from {@code ui.locale}, {@code ui.theme}, the
 * {@code scanner.*} keys and {@code scan.formats}).
 *
 * @param cameraFormats comma-separated ZXing format names; blank for the default set
 */
public record ScreenSettings(Locale locale, Theme theme, ScannerTimings timings, ScanText scanText,
                             String cameraFormats) {

    public ScreenSettings(Locale locale, Theme theme, ScannerTimings timings, ScanText scanText) {
        this(locale, theme, timings, scanText, "");
    }

    public static ScreenSettings defaults(Locale locale) {
        return new ScreenSettings(locale, Theme.LIGHT, ScannerTimings.DEFAULT, new ScanText("", ""));
    }
}
