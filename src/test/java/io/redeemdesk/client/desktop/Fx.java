package io.redeemdesk.client.desktop;

import javafx.application.Platform;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** Runs probes on the FX thread of the app under test and waits for them, from the walk's own thread. */
final class Fx {
    private Fx() {
    }

    static <T> T call(Callable<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        try {
            return result.get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the FX thread did not answer", e);
        }
    }

    static void run(Runnable work) {
        call(() -> {
            work.run();
            return null;
        });
    }

    /** Waits until {@code done} (asked on the FX thread) holds; fails naming {@code what}. */
    static void await(String what, Duration atMost, BooleanSupplier done) {
        if (!within(atMost, done)) {
            throw new IllegalStateException("waited " + atMost.toSeconds() + " s in vain for " + what);
        }
    }

    /** Waits until {@code done} (asked on the FX thread) holds, at most {@code atMost}; whether it did. */
    static boolean within(Duration atMost, BooleanSupplier done) {
        Instant until = Instant.now().plus(atMost);
        while (!call(done::getAsBoolean)) {
            if (Instant.now().isAfter(until)) {
                return false;
            }
            pause(50);
        }
        return true;
    }

    /** Lets the toolkit and the window manager finish what a key started (layout, CSS, a window's mapping). */
    static void settle() {
        pause(350);
        run(() -> { });
        pause(100);
        run(() -> { });
    }

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
