package io.redeemdesk.server.limits;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * How many claims a node lets work at once, adapted to how long they take (a gradient limit, after TCP Vegas and
 * Netflix's concurrency limits). The fastest claim of the last ten seconds is what a claim takes when nothing
 * queues; every tenth of a second the window's mean is compared with it: while claims take up to
 * {@link #TOLERANCE} times that, the limit grows by one, and when they take longer it shrinks in proportion. So a
 * node on a database that answers slowly but in parallel (a remote PostgreSQL) keeps many claims at work, and a
 * node whose claims only wait for each other (a busy writer, a saturated CPU) keeps few, turning the rest away
 * after a short wait instead of letting them queue. It shrinks by at most half per window (a pause of the whole
 * JVM is not a verdict on the database), never below 1 nor above the configured maximum. Only claims that reached the
 * database are timed: answers refused before it (a bad token, a malformed body) teach it nothing.
 */
final class AdaptiveConcurrency {
    static final double TOLERANCE = 2.0;
    private static final long WINDOW_NANOS = 100_000_000L;
    private static final int MIN_SAMPLES = 5;
    private static final int FASTEST_SECONDS = 10;

    private final int max;
    private final LongSupplier nanoClock;
    private final long[] fastestPerSecond = new long[FASTEST_SECONDS];
    private final long[] secondOf = new long[FASTEST_SECONDS];
    private double limit;
    private int inFlight;
    private long windowStart;
    private long windowSum;
    private int windowSamples;
    private boolean windowFull;

    AdaptiveConcurrency(int max, LongSupplier nanoClock) {
        this.max = max;
        this.nanoClock = nanoClock;
        this.limit = max;
        this.windowStart = nanoClock.getAsLong();
        Arrays.fill(secondOf, Long.MIN_VALUE / 2);
    }

    /**
     * Takes a place, waiting up to {@code patienceNanos} (of real time) for one while {@link #limit()} claims are at
     * work already; false when none came free in time.
     */
    synchronized boolean tryEnter(long patienceNanos) {
        long deadline = System.nanoTime() + patienceNanos;
        while (inFlight >= (int) limit) {
            windowFull = true;
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            try {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        inFlight++;
        return true;
    }

    /** Gives back a place taken {@code tookNanos} ago, and learns from how long that claim took. */
    synchronized void leave(long tookNanos) {
        inFlight--;
        notify();
        long now = nanoClock.getAsLong();
        remember(now, tookNanos);
        windowSum += tookNanos;
        windowSamples++;
        if (now - windowStart >= WINDOW_NANOS && windowSamples >= MIN_SAMPLES) {
            adapt(windowSum / (double) windowSamples);
            windowStart = now;
            windowSum = 0;
            windowSamples = 0;
            windowFull = false;
        }
    }

    /** Gives back a place without a time to learn from (the claim failed before its work). */
    synchronized void leaveUnmeasured() {
        inFlight--;
        notify();
    }

    synchronized int limit() {
        return (int) limit;
    }

    private void adapt(double meanNanos) {
        double fastest = fastest();
        if (meanNanos <= TOLERANCE * fastest) {
            if (windowFull) {
                limit = Math.min(max, limit + 1);
                notifyAll();
            }
        } else {
            limit = Math.max(1, Math.max(limit / 2, limit * TOLERANCE * fastest / meanNanos));
        }
    }

    private void remember(long now, long tookNanos) {
        long second = Math.floorDiv(now, 1_000_000_000L);
        int slot = (int) Math.floorMod(second, (long) FASTEST_SECONDS);
        if (secondOf[slot] != second) {
            secondOf[slot] = second;
            fastestPerSecond[slot] = tookNanos;
        } else {
            fastestPerSecond[slot] = Math.min(fastestPerSecond[slot], tookNanos);
        }
    }

    private double fastest() {
        long second = Math.floorDiv(nanoClock.getAsLong(), 1_000_000_000L);
        long fastest = Long.MAX_VALUE;
        for (int i = 0; i < FASTEST_SECONDS; i++) {
            if (second - secondOf[i] < FASTEST_SECONDS) {
                fastest = Math.min(fastest, fastestPerSecond[i]);
            }
        }
        return fastest;
    }
}
