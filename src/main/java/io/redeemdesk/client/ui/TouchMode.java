package io.redeemdesk.client.ui;

import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * {@code ui.touch}: whether the till is worked by touch, so the screens add on-screen keypads for the voucher code
 * and the manager PIN. {@code auto} asks the toolkit whether the screen is a touch screen.
 */
public enum TouchMode {
    ON, OFF, AUTO;

    public static TouchMode parse(String value) {
        return valueOf(value.toUpperCase(Locale.ROOT));
    }

    /** Whether the keypads are shown; {@code touchScreen} is asked only for {@code auto} (on the FX thread). */
    public boolean on(BooleanSupplier touchScreen) {
        return this == ON || this == AUTO && touchScreen.getAsBoolean();
    }
}
