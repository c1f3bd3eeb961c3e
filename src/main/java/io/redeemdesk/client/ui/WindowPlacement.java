package io.redeemdesk.client.ui;

import javafx.animation.PauseTransition;
import javafx.application.Platform;
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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the till's windows open, the same under any window manager: a main window (cashier, manager) maximized on
 * the screen its owner is on, its restored size that screen's work area too (a window manager that shrinks a
 * window back to its restored size while a dialog is open then changes nothing); a dialog owned by its window,
 * centred on it, as large as its content needs, never modal to the whole application (which would freeze every
 * window's size while it shows); on a touch till its targets as large as its owner's ({@link TouchMode}).
 */
public final class WindowPlacement {
    /**
     * How long after a dialog is shown the window manager has told the toolkit how large its frame is: the size and
     * the place are set again then, as the first guess of the frame may be off by a few pixels.
     */
    private static final Duration FRAME_KNOWN = Duration.millis(150);
    /** How often a dialog that came out smaller than its content is sized again (no endless tug with a WM). */
    private static final int MAX_REFITS = 10;
    /** The most a window manager's frame adds to a window's width or height: borders and a title bar. */
    private static final double MAX_FRAME = 96;

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
     *
     * <p>The size is set when the dialog is shown, again after the first layout pass and once the window manager
     * has framed it, and whenever the window comes out smaller than its content (a window manager that answers the
     * map with the window's first, tiny size after the toolkit already asked for the right one, or whose frame,
     * known late on a loaded machine, leaves the scene smaller inside a window of the same size; or content that
     * grew after the last fit): after every layout pass the scene is compared with what its content needs at the
     * scene's own width, and while it is smaller one fit at a time is scheduled, up to {@value #MAX_REFITS} per
     * showing (one listener however often the dialog is shown again). The size is also the window's
     * minimum size, a hint the window manager itself keeps, whichever order its answers come in.
     */
    public static void own(Dialog<?> dialog, Window owner, boolean modal) {
        dialog.initOwner(owner);
        dialog.initModality(modal ? Modality.WINDOW_MODAL : Modality.NONE);
        TouchMode.follow(dialog.getDialogPane(), owner);
        dialog.setResizable(true);
        dialog.getDialogPane().setMinHeight(Region.USE_PREF_SIZE);
        dialog.getDialogPane().setMinWidth(Region.USE_PREF_SIZE);
        AtomicInteger refits = new AtomicInteger();
        AtomicBoolean pending = new AtomicBoolean();
        Runnable refit = () -> {
            if (dialog.isShowing() && !pending.get() && refits.get() < MAX_REFITS && tooSmall(dialog, owner)) {
                pending.set(true);
                refits.incrementAndGet();
                Platform.runLater(() -> {
                    pending.set(false);
                    fit(dialog, owner);
                });
            }
        };
        AtomicBoolean listening = new AtomicBoolean();
        dialog.setOnShown(e -> {
            refits.set(0);
            fit(dialog, owner);
            Platform.runLater(() -> fit(dialog, owner));
            PauseTransition framed = new PauseTransition(FRAME_KNOWN);
            framed.setOnFinished(done -> fit(dialog, owner));
            framed.play();
            if (listening.compareAndSet(false, true)) {
                dialog.getDialogPane().getScene().addPostLayoutPulseListener(refit);
            }
        });
    }

    /** Sizes {@code dialog} to its content (within the screen), makes that its minimum and centres it on its owner. */
    private static void fit(Dialog<?> dialog, Window owner) {
        if (!dialog.isShowing() || dialog.getDialogPane().getScene() == null) {
            return;
        }
        Size size = wanted(dialog, owner);
        if (dialog.getDialogPane().getScene().getWindow() instanceof Stage stage) {
            stage.setMinWidth(size.width());
            stage.setMinHeight(size.height());
        }
        dialog.setWidth(size.width());
        dialog.setHeight(size.height());
        Rectangle2D area = screenOf(owner).getVisualBounds();
        dialog.setX(clamp(owner.getX() + (owner.getWidth() - size.width()) / 2, area.getMinX(),
                area.getMaxX() - size.width()));
        dialog.setY(clamp(owner.getY() + (owner.getHeight() - size.height()) / 2, area.getMinY(),
                area.getMaxY() - size.height()));
    }

    /**
     * Whether the dialog's scene is smaller than its content needs at the scene's own width (a window manager may
     * have given the window less than was asked, or the content grew after the last fit), within the screen.
     */
    private static boolean tooSmall(Dialog<?> dialog, Window owner) {
        DialogPane pane = dialog.getDialogPane();
        Scene scene = pane.getScene();
        Rectangle2D area = screenOf(owner).getVisualBounds();
        Size frame = frameOf(scene);
        double needWidth = Math.min(pane.prefWidth(-1), area.getWidth() - frame.width());
        double needHeight = Math.min(pane.prefHeight(scene.getWidth()), area.getHeight() - frame.height());
        return scene.getWidth() + 1 < needWidth || scene.getHeight() + 1 < needHeight;
    }

    /** The window's width and height its content needs with the frame the toolkit knows of, within the screen. */
    private static Size wanted(Dialog<?> dialog, Window owner) {
        DialogPane pane = dialog.getDialogPane();
        Scene scene = pane.getScene();
        pane.applyCss();
        Size frame = frameOf(scene);
        Rectangle2D area = screenOf(owner).getVisualBounds();
        double contentWidth = Math.min(Math.ceil(pane.prefWidth(-1)), area.getWidth() - frame.width());
        double height = Math.min(Math.ceil(pane.prefHeight(contentWidth)) + frame.height(), area.getHeight());
        return new Size(contentWidth + frame.width(), height);
    }

    /** What the window manager's frame adds around {@code scene}, as far as the toolkit knows it. */
    private static Size frameOf(Scene scene) {
        return new Size(frame(scene.getWindow().getWidth() - scene.getWidth()),
                frame(scene.getWindow().getHeight() - scene.getHeight()));
    }

    /** A width and a height: a window's outer size, or what its frame adds. */
    private record Size(double width, double height) {
    }

    /**
     * A frame's width or height from the window's size less its scene's: never below nothing, nor above what a
     * frame can be (the window's size is already the one asked for while its scene still has the old one).
     */
    private static double frame(double difference) {
        return clamp(difference, 0, MAX_FRAME);
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
