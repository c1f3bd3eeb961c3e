package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;

import java.util.Locale;

/**
 * The cashier screen's settings: language, theme and the keyboard-wedge scanner's thresholds and prefix/suffix
 * parser (from {@code ui.locale}, {@code ui.theme} and the {@code scanner.*} keys).
 */
public record ScreenSettings(Locale locale, Theme theme, ScannerTimings timings, ScanText scanText) {

    public static ScreenSettings defaults(Locale locale) {
        return new ScreenSettings(locale, Theme.LIGHT, ScannerTimings.DEFAULT, new ScanText("", ""));
    }
}
