package io.redeemdesk.client.desktop;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.TextInputControl;

import java.util.List;
import java.util.Locale;

/**
 * A touch till's check ({@code ui.touch = on}): every target a finger presses on a touch screen (a button, a toggle,
 * a field, a choice box) that is shown is at least 44 × 44 px, and a keypad that should show lies whole inside its
 * window. Run on the FX thread, on the cashier's scene and the manager's PIN gate.
 */
final class TouchTargets {
    static final double MIN = 44;

    private final List<String> problems;

    TouchTargets(List<String> problems) {
        this.problems = problems;
    }

    /** Every shown target of {@code scene} at least {@link #MIN} px each way. */
    void check(String where, Scene scene) {
        walk(where, scene.getRoot());
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

    private void walk(String where, Node node) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof ButtonBase || node instanceof TextInputControl || node instanceof ComboBoxBase<?>) {
            Bounds b = node.getLayoutBounds();
            if (b.getWidth() < MIN || b.getHeight() < MIN) {
                problems.add(String.format(Locale.ROOT, "%s: the touch target %s%s is %.0fx%.0f px, under %.0f",
                        where, node.getClass().getSimpleName(), node.getId() == null ? "" : "#" + node.getId(),
                        b.getWidth(), b.getHeight(), MIN));
            }
            return;
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> walk(where, child));
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
