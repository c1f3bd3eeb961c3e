package io.redeemdesk.client.cashier;

import javafx.application.Platform;
import javafx.event.Event;
import javafx.event.EventTarget;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

/**
 * Types into a window like a keyboard-wedge scanner or a person, as key events delivered to the focused node.
 * A scanner burst is replayed with the device's exact pace: every key carries the arrival time it would have
 * had (the window's key clock reports it while the event is handled), and the burst is delivered in one FX task,
 * so a loaded test machine that deschedules a thread cannot stretch a 5 ms burst into "typing". A person's keys are posted in real time, slept between.
 */
final class ScannerKeys implements LongSupplier {
    private volatile Scene scene;
    private volatile long replayedNanos = -1;

    /** The window to type into (built with this object as its key clock). */
    void attach(Scene target) {
        this.scene = target;
    }

    /** The key clock to give the window: the replayed arrival time while a burst key is handled, else now. */
    @Override
    public long getAsLong() {
        long replayed = replayedNanos;
        return replayed >= 0 ? replayed : System.nanoTime();
    }

    /** A scanner burst: every character {@code gapMillis} apart, then Enter. */
    void scan(String text, long gapMillis) {
        burst(text, gapMillis, KeyCode.ENTER, "\r");
    }

    /** Posted as one task, so nothing else runs on the FX thread between the keys of the burst. */
    void burst(String text, long gapMillis, KeyCode terminator, String terminatorChar) {
        long at = System.nanoTime();
        long gap = TimeUnit.MILLISECONDS.toNanos(gapMillis);
        List<KeyEvent> events = new ArrayList<>();
        List<Long> times = new ArrayList<>();
        for (char c : text.toCharArray()) {
            events.add(typed(String.valueOf(c)));
            times.add(at);
            at += gap;
        }
        events.add(new KeyEvent(KeyEvent.KEY_PRESSED, KeyEvent.CHAR_UNDEFINED, "", terminator, false, false, false,
                false));
        events.add(typed(terminatorChar));
        events.add(new KeyEvent(KeyEvent.KEY_RELEASED, KeyEvent.CHAR_UNDEFINED, "", terminator, false, false, false,
                false));
        times.addAll(List.of(at, at, at));
        Platform.runLater(() -> {
            for (int i = 0; i < events.size(); i++) {
                deliver(events.get(i), times.get(i));
            }
        });
    }

    /** A person typing: one key, then a real pause of {@code gapMillis}. */
    void type(String text, long gapMillis) {
        for (char c : text.toCharArray()) {
            post(typed(String.valueOf(c)), -1);
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(gapMillis));
        }
    }

    private static KeyEvent typed(String character) {
        return new KeyEvent(KeyEvent.KEY_TYPED, character, "", KeyCode.UNDEFINED, false, false, false, false);
    }

    private void post(KeyEvent event, long arrivalNanos) {
        Platform.runLater(() -> deliver(event, arrivalNanos));
    }

    private void deliver(KeyEvent event, long arrivalNanos) {
        EventTarget target = scene.getFocusOwner() != null ? scene.getFocusOwner() : scene.getRoot();
        replayedNanos = arrivalNanos;
        try {
            Event.fireEvent(target, event.copyFor(target, target));
        } finally {
            replayedNanos = -1;
        }
    }
}
