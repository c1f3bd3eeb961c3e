package io.redeemdesk.client.app;

import io.redeemdesk.client.ui.WindowPlacement;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCombination;
import javafx.stage.Screen;
import javafx.stage.Stage;

import java.util.Locale;

/**
 * How the cashier window opens ({@code ui.window}): maximized on the screen it is on, full screen like a kiosk
 * (no title bar, Esc does not leave it) for dedicated tills, or a normal window of 1280×720 that shrinks to fit a
 * smaller screen. The layouts adapt to whatever size results, from 1024×768 up.
 */
public enum WindowMode {
    MAXIMIZED, FULLSCREEN, NORMAL;

    private static final double NORMAL_WIDTH = 1280;
    private static final double NORMAL_HEIGHT = 720;

    /** {@code maximized}, {@code fullscreen} or {@code normal}, as the configuration key spells them. */
    public static WindowMode parse(String name) {
        return valueOf(name.toUpperCase(Locale.ROOT));
    }

    /** Sizes {@code stage} before it is shown. */
    public void apply(Stage stage) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        switch (this) {
            case MAXIMIZED -> WindowPlacement.maximize(stage, null);
            case FULLSCREEN -> {
                WindowPlacement.maximize(stage, null);
                stage.setFullScreenExitHint("");
                stage.setFullScreenExitKeyCombination(KeyCombination.NO_MATCH);
                stage.setFullScreen(true);
            }
            case NORMAL -> {
                stage.setWidth(Math.min(NORMAL_WIDTH, screen.getWidth()));
                stage.setHeight(Math.min(NORMAL_HEIGHT, screen.getHeight()));
                stage.centerOnScreen();
            }
        }
    }
}
