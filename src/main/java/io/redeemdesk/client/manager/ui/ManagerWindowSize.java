package io.redeemdesk.client.manager.ui;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.List;

/**
 * The manager window fills the screen the cashier window is on (so it fits any till's screen from 1024×768 up,
 * the layouts adapt), instead of a fixed size that a small screen cuts off.
 */
public final class ManagerWindowSize {
    private ManagerWindowSize() {
    }

    /** Sizes and places {@code window} before it is shown. */
    public static void fit(Stage window, Window owner) {
        Rectangle2D bounds = screenOf(owner).getVisualBounds();
        window.setX(bounds.getMinX());
        window.setY(bounds.getMinY());
        window.setWidth(bounds.getWidth());
        window.setHeight(bounds.getHeight());
    }

    private static Screen screenOf(Window owner) {
        if (owner == null || owner.getWidth() <= 0) {
            return Screen.getPrimary();
        }
        List<Screen> screens = Screen.getScreensForRectangle(owner.getX(), owner.getY(), owner.getWidth(),
                owner.getHeight());
        return screens.isEmpty() ? Screen.getPrimary() : screens.get(0);
    }
}
