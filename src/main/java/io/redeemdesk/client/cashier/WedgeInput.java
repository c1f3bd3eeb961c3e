package io.redeemdesk.client.cashier;

import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.WedgeDetector;
import javafx.animation.PauseTransition;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.util.Duration;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Catches keyboard-wedge scans wherever focus is in the window: a scene-level filter holds each printable key,
 * a terminator closing a fast burst redeems it, and keys that came at a person's pace are handed to the
 * manual-entry field.
 */
final class WedgeInput {
    private final WedgeDetector detector;
    private final ScanText scanText;
    private final TextField manualEntry;
    private final Consumer<String> onScan;
    private final LongSupplier clock;
    private final PauseTransition idle;

    WedgeInput(WedgeDetector detector, ScanText scanText, TextField manualEntry, Consumer<String> onScan,
               java.time.Duration maxKeyGap, LongSupplier clock) {
        this.detector = detector;
        this.scanText = scanText;
        this.manualEntry = manualEntry;
        this.onScan = onScan;
        this.clock = clock;
        this.idle = new PauseTransition(Duration.millis(maxKeyGap.toMillis() + 5));
        this.idle.setOnFinished(e -> handle(detector.idle(clock.getAsLong())));
    }

    void install(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_TYPED, this::onTyped);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::onPressed);
    }

    private void onTyped(KeyEvent event) {
        String ch = event.getCharacter();
        if (ch.isEmpty() || Character.isISOControl(ch.charAt(0)) || event.isControlDown() || event.isAltDown()) {
            return;
        }
        event.consume();
        handle(detector.key(ch.charAt(0), clock.getAsLong()));
        idle.playFromStart();
    }

    private void onPressed(KeyEvent event) {
        if (event.getCode() != KeyCode.ENTER && event.getCode() != KeyCode.TAB) {
            return;
        }
        boolean wasHolding = detector.holding();
        boolean fieldFocused = manualEntry.isFocused();
        WedgeDetector.Result result = detector.terminator(clock.getAsLong());
        idle.stop();
        if (result instanceof WedgeDetector.Scan) {
            event.consume();
        }
        handle(result);
        if (wasHolding && event.getCode() == KeyCode.ENTER && !event.isConsumed() && !fieldFocused) {
            event.consume();
            manualEntry.fireEvent(new javafx.event.ActionEvent());
        }
    }

    private void handle(WedgeDetector.Result result) {
        if (result instanceof WedgeDetector.Scan scan) {
            onScan.accept(scanText.clean(scan.raw()));
        } else if (result instanceof WedgeDetector.Typed typed) {
            manualEntry.requestFocus();
            manualEntry.insertText(manualEntry.getCaretPosition(), typed.text());
        }
    }
}
