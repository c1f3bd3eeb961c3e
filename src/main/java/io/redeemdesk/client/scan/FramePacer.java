package io.redeemdesk.client.scan;

import java.time.Duration;

/** Holds a file source to a frame rate, so it feeds the pipeline the way a camera would. */
final class FramePacer {
    private final long intervalNanos;
    private long due;

    FramePacer(double framesPerSecond) {
        this.intervalNanos = framesPerSecond > 0 ? (long) (1e9 / framesPerSecond) : 0;
    }

    /** Sleeps until the next frame is due; returns its timestamp. */
    long await() throws InterruptedException {
        long now = System.nanoTime();
        if (due == 0) {
            due = now;
        }
        if (due > now) {
            Duration wait = Duration.ofNanos(due - now);
            Thread.sleep(wait.toMillis(), wait.toNanosPart() % 1_000_000);
        }
        long shown = Math.max(due, now);
        due = shown + intervalNanos;
        return shown;
    }
}
