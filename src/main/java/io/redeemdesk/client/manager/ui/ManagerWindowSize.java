package io.redeemdesk.client.manager.ui;

import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The manager window covers the cashier window it opens from (so it fits any till's screen from 1024×768 up,
 * and a kiosk's full screen too), or the screen when the owner has no size yet.
 */
public final class ManagerWindowSize {
    private ManagerWindowSize() {
    }

    /** Sizes and places {@code window} before it is shown. */
    public static void fit(Stage window, Window owner) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        boolean ownerSized = owner != null && owner.getWidth() > 0 && owner.getHeight() > 0;
        window.setX(ownerSized ? Math.max(screen.getMinX(), owner.getX()) : screen.getMinX());
        window.setY(ownerSized ? Math.max(screen.getMinY(), owner.getY()) : screen.getMinY());
        window.setWidth(ownerSized ? Math.min(owner.getWidth(), screen.getWidth()) : screen.getWidth());
        window.setHeight(ownerSized ? Math.min(owner.getHeight(), screen.getHeight()) : screen.getHeight());
    }
}
