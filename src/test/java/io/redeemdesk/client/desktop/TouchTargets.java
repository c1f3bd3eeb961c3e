package io.redeemdesk.client.desktop;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.List;
import java.util.Locale;

/**
 * A touch till's keypad check ({@code ui.touch = on}): a keypad that should show lies whole inside its window
 * (its targets' size, at least {@link #MIN} px, is the screen audit's: {@code ScreenAudit.touch}). Run on the FX
 * thread, on the cashier's scene and the manager's PIN gate.
 */
final class TouchTargets {
    static final double MIN = 44;

    private final List<String> problems;

    TouchTargets(List<String> problems) {
        this.problems = problems;
    }

    /** The keypad {@code id} is shown and lies inside the window of {@code scene}. */
    void keypad(String where, Scene scene, String id) {
        Node pad = scene.lookup(id);
        if (pad == null || !shown(pad)) {
            problems.add(where + ": the keypad " + id + " is not shown");
            return;
        }
        Bounds b = pad.localToScene(pad.getLayoutBounds());
        if (b.getMinX() < -1 || b.getMinY() < -1 || b.getMaxX() > scene.getWidth() + 1
                || b.getMaxY() > scene.getHeight() + 1) {
            problems.add(String.format(Locale.ROOT, "%s: the keypad %s lies outside the window (%.0f,%.0f to "
                    + "%.0f,%.0f in %.0fx%.0f)", where, id, b.getMinX(), b.getMinY(), b.getMaxX(), b.getMaxY(),
                    scene.getWidth(), scene.getHeight()));
        }
    }

    private static boolean shown(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }
}
