package io.redeemdesk.testing;

import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static org.awaitility.Awaitility.await;

/**
 * Gives a window under test a size and waits until it has it. Headless the window takes a size at once; under a
 * window manager the request is answered later, a maximized window must first be taken out of its maximized state
 * (or the manager puts it back to the whole screen), and the window's frame comes on top of its scene.
 */
public final class WindowSize {
    /** How long a window manager is given to answer before the size is asked for again. */
    private static final Duration ASK_AGAIN = Duration.ofMillis(300);

    private WindowSize() {
    }

    /** The whole window, frame included, {@code width} × {@code height}: as a window of that screen's size. */
    public static void window(FxRobot robot, Window window, double width, double height) {
        sized(robot, window, width, height, false);
    }

    /** The window's scene {@code width} × {@code height} (the frame, if any, on top): as a screenshot's size. */
    public static void scene(FxRobot robot, Window window, double width, double height) {
        sized(robot, window, width, height, true);
    }

    private static void sized(FxRobot robot, Window window, double width, double height, boolean scene) {
        AtomicLong asked = new AtomicLong(System.nanoTime());
        robot.interact(() -> request(window, width, height, scene));
        await().atMost(Duration.ofSeconds(10)).pollDelay(Duration.ZERO).pollInterval(Duration.ofMillis(20))
                .until(() -> {
                    if (has(window, width, height, scene)) {
                        return true;
                    }
                    if (System.nanoTime() - asked.get() > ASK_AGAIN.toNanos()) {
                        asked.set(System.nanoTime());
                        robot.interact(() -> request(window, width, height, scene));
                    }
                    return false;
                });
        WaitForAsyncUtils.waitForFxEvents(2);
    }

    private static boolean has(Window window, double width, double height, boolean scene) {
        if (window instanceof Stage stage && stage.isMaximized()) {
            return false;
        }
        return scene ? window.getScene().getWidth() == width && window.getScene().getHeight() == height
                : window.getWidth() == width && window.getHeight() == height;
    }

    private static void request(Window window, double width, double height, boolean scene) {
        if (window instanceof Stage stage && stage.isMaximized()) {
            stage.setMaximized(false);
        }
        double frameWidth = scene ? Math.max(0, window.getWidth() - window.getScene().getWidth()) : 0;
        double frameHeight = scene ? Math.max(0, window.getHeight() - window.getScene().getHeight()) : 0;
        window.setWidth(width + frameWidth);
        window.setHeight(height + frameHeight);
    }
}
