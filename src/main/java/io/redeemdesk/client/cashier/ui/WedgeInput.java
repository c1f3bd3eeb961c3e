package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.scan.WedgeDetector;
import javafx.animation.PauseTransition;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.util.Duration;

import java.util.function.LongSupplier;

/**
 * Catches keyboard-wedge scans wherever focus is in the window: a scene-level filter holds each printable key,
 * a terminator (Enter, or Tab if configured) closing a fast burst becomes a scan, and keys that came at a
 * person's pace go to the focused text field — the manual-entry field when no other field has focus.
 */
final class WedgeInput {
    private final WedgeDetector detector;
    private final TextField manualEntry;
    private final Sink sink;
    private final LongSupplier clock;
    private final PauseTransition idle;
    private Scene scene;

    /** Where the detector's results go. */
    interface Sink {
        void scanned(WedgeDetector.Scan scan);

        /** Keys typed at a person's pace; the caller has already put them in a text field. */
        void typed(WedgeDetector.Typed typed);
    }

    WedgeInput(WedgeDetector detector, TextField manualEntry, Sink sink, LongSupplier clock) {
        this.detector = detector;
        this.manualEntry = manualEntry;
        this.sink = sink;
        this.clock = clock;
        this.idle = new PauseTransition(Duration.millis(detector.timings().maxKeyGap().toMillis() + 5));
        this.idle.setOnFinished(e -> handle(detector.idle(clock.getAsLong())));
    }

    void install(Scene target) {
        this.scene = target;
        target.addEventFilter(KeyEvent.KEY_TYPED, this::onTyped);
        target.addEventFilter(KeyEvent.KEY_PRESSED, this::onPressed);
    }

    private void onTyped(KeyEvent event) {
        String ch = event.getCharacter();
        if (ch.isEmpty() || event.isControlDown() || event.isAltDown() || event.isMetaDown()) {
            return;
        }
        char c = ch.charAt(0);
        boolean control = Character.isISOControl(c);
        if (control && (!detector.holding() || c == '\r' || c == '\n' || c == '\t' || c == '\b' || c == 0x7F)) {
            return;
        }
        event.consume();
        handle(detector.key(c, clock.getAsLong()));
        idle.playFromStart();
    }

    private void onPressed(KeyEvent event) {
        boolean terminator = event.getCode() == KeyCode.ENTER
                || (event.getCode() == KeyCode.TAB && detector.timings().tabTerminates());
        if (!terminator || !detector.holding()) {
            return;
        }
        TextInputControl target = typingTarget();
        boolean entryWasFocused = manualEntry.isFocused();
        WedgeDetector.Result result = detector.terminator(clock.getAsLong());
        idle.stop();
        handle(result);
        if (result instanceof WedgeDetector.Scan) {
            event.consume();
        } else if (event.getCode() == KeyCode.ENTER && target == manualEntry && !entryWasFocused) {
            event.consume();
            manualEntry.fireEvent(new ActionEvent());
        }
    }

    private void handle(WedgeDetector.Result result) {
        if (result instanceof WedgeDetector.Scan scan) {
            sink.scanned(scan);
        } else if (result instanceof WedgeDetector.Typed typed) {
            TextInputControl target = typingTarget();
            if (target == manualEntry && !manualEntry.isFocused()) {
                manualEntry.requestFocus();
                manualEntry.end();
            }
            target.replaceSelection(typed.text());
            sink.typed(typed);
        }
    }

    private TextInputControl typingTarget() {
        Node focused = scene == null ? null : scene.getFocusOwner();
        if (focused instanceof TextInputControl input && input.isEditable() && !input.isDisabled()) {
            return input;
        }
        return manualEntry;
    }
}
