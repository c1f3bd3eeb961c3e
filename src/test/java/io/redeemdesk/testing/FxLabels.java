package io.redeemdesk.testing;

import javafx.scene.control.Label;
import org.testfx.api.FxRobot;

import java.util.Optional;

/**
 * Reads a label of a window under test. A label that is not (yet) in any window reads as an empty text instead of
 * throwing, so an Awaitility {@code untilAsserted} keeps polling while a window is still opening (its "Opening…"
 * placeholder up) rather than failing on the first look.
 */
public final class FxLabels {
    private FxLabels() {
    }

    /** The text of the label the query finds, or "" while there is none. */
    public static String text(FxRobot robot, String query) {
        Optional<Label> label = robot.lookup(query).tryQueryAs(Label.class);
        return label.map(Label::getText).orElse("");
    }
}
