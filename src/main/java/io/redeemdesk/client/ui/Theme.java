package io.redeemdesk.client.ui;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;

import java.util.Locale;

/** The AtlantaFX themes the cashier can switch between (F10); chosen at start by {@code ui.theme}. */
public enum Theme {
    LIGHT, DARK;

    /**
     * {@code light} or {@code dark}, any case. AtlantaFX has no high-contrast theme: {@code high-contrast} gets the
     * dark one, whose text contrast is the highest of the two. Anything else is refused with the accepted values.
     */
    public static Theme parse(String value) {
        if (value.strip().equalsIgnoreCase("high-contrast")) {
            return DARK;
        }
        try {
            return valueOf(value.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ui.theme '" + value + "' is not a theme: use light or dark", e);
        }
    }

    /** Sets this theme for every window of the application; call on the FX thread. */
    public void apply() {
        Application.setUserAgentStylesheet(this == DARK ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
    }

    public Theme other() {
        return this == DARK ? LIGHT : DARK;
    }
}
