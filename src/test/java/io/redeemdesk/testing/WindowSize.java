package io.redeemdesk.testing;

import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Duration;

import static org.awaitility.Awaitility.await;

/**
 * Gives a window under test a size and waits until it has it. Headless the window takes a size at once; under a
 * window manager the request is answered later, a maximized window must first be taken out of its maximized state
 * (or the manager puts it back to the whole screen), and the window's frame comes on top of its scene.
 */
public final class WindowSize {
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
        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(300)).until(() -> {
            if (has(window, width, height, scene)) {
                return true;
            }
            robot.interact(() -> request(window, width, height, scene));
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
