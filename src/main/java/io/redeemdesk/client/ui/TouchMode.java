package io.redeemdesk.client.ui;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.stage.Window;

import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * {@code ui.touch}: whether the till is worked by touch, so the screens add on-screen keypads for the voucher code
 * and the manager PIN and every target is at least 44 × 44 px (touch.css, on each window's root and on every
 * dialog a touch window owns). {@code auto} asks the toolkit whether the screen is a touch screen.
 */
public enum TouchMode {
    ON, OFF, AUTO;

    /** The style class of a touch window's root, which touch.css sizes the targets under. */
    public static final String STYLE_CLASS = "touch";

    public static TouchMode parse(String value) {
        return valueOf(value.toUpperCase(Locale.ROOT));
    }

    /** Whether the keypads are shown; {@code touchScreen} is asked only for {@code auto} (on the FX thread). */
    public boolean on(BooleanSupplier touchScreen) {
        return this == ON || this == AUTO && touchScreen.getAsBoolean();
    }

    /** Marks {@code root} as a touch till's window: every target under it at least 44 × 44 px. */
    public static void mark(Parent root) {
        root.getStyleClass().add(STYLE_CLASS);
        root.getStylesheets().add(TouchMode.class.getResource("touch.css").toExternalForm());
    }

    /** Marks a dialog's pane as {@link #mark touch} too when {@code owner}'s window is a touch till's. */
    public static void follow(DialogPane pane, Window owner) {
        Scene scene = owner == null ? null : owner.getScene();
        if (scene != null && scene.getRoot().getStyleClass().contains(STYLE_CLASS)) {
            mark(pane);
        }
    }
}
