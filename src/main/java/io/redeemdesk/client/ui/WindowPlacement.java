package io.redeemdesk.client.ui;

import javafx.animation.PauseTransition;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.Region;
import javafx.stage.Modality;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;

import java.util.List;

/**
 * Where the till's windows open, the same under any window manager: a main window (cashier, manager) maximized on
 * the screen its owner is on, its restored size that screen's work area too (a window manager that shrinks a
 * window back to its restored size while a dialog is open then changes nothing); a dialog owned by its window,
 * centred on it, as large as its content needs, never modal to the whole application (which would freeze every
 * window's size while it shows).
 */
public final class WindowPlacement {
    /**
     * How long after a dialog is shown the window manager has told the toolkit how large its frame is: the size and
     * the place are set again then, as the first guess of the frame may be off by a few pixels.
     */
    private static final Duration FRAME_KNOWN = Duration.millis(150);

    private WindowPlacement() {
    }

    /** Maximizes {@code stage} (before it is shown) on the screen {@code near} is on, or the primary screen. */
    public static void maximize(Stage stage, Window near) {
        Rectangle2D area = screenOf(near).getVisualBounds();
        stage.setX(area.getMinX());
        stage.setY(area.getMinY());
        stage.setWidth(area.getWidth());
        stage.setHeight(area.getHeight());
        stage.setMaximized(true);
    }

    /**
     * Owns {@code dialog} by {@code owner} and lets it take its content's size; {@code modal} blocks only the
     * owner while it shows (a question that must be answered first), else nothing (a note such as About).
     */
    public static void own(Dialog<?> dialog, Window owner, boolean modal) {
        dialog.initOwner(owner);
        dialog.initModality(modal ? Modality.WINDOW_MODAL : Modality.NONE);
        dialog.setResizable(true);
        dialog.getDialogPane().setMinHeight(Region.USE_PREF_SIZE);
        dialog.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        dialog.setOnShown(e -> {
            centre(dialog, owner);
            PauseTransition framed = new PauseTransition(FRAME_KNOWN);
            framed.setOnFinished(done -> centre(dialog, owner));
            framed.play();
        });
    }

    private static void centre(Dialog<?> dialog, Window owner) {
        if (!dialog.isShowing() || dialog.getDialogPane().getScene() == null) {
            return;
        }
        DialogPane pane = dialog.getDialogPane();
        Scene scene = pane.getScene();
        double frameWidth = scene.getWindow().getWidth() - scene.getWidth();
        double frameHeight = scene.getWindow().getHeight() - scene.getHeight();
        Rectangle2D area = screenOf(owner).getVisualBounds();
        double contentWidth = Math.min(Math.ceil(pane.prefWidth(-1)), area.getWidth() - frameWidth);
        double width = contentWidth + frameWidth;
        double height = Math.min(Math.ceil(pane.prefHeight(contentWidth)) + frameHeight, area.getHeight());
        dialog.setWidth(width);
        dialog.setHeight(height);
        dialog.setX(clamp(owner.getX() + (owner.getWidth() - width) / 2, area.getMinX(), area.getMaxX() - width));
        dialog.setY(clamp(owner.getY() + (owner.getHeight() - height) / 2, area.getMinY(),
                area.getMaxY() - height));
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(value, max));
    }

    private static Screen screenOf(Window window) {
        if (window == null || window.getWidth() <= 0) {
            return Screen.getPrimary();
        }
        List<Screen> screens = Screen.getScreensForRectangle(window.getX(), window.getY(), window.getWidth(),
                window.getHeight());
        return screens.isEmpty() ? Screen.getPrimary() : screens.get(0);
    }
}
