package io.redeemdesk.server.limits;

import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The adaptive part of the claim door, on a clock of its own: claims that only wait for each other shrink the
 * limit until they take about what one takes alone, claims that take long but as long alone as together (a remote
 * database) keep it at the maximum, a limit that was reached grows back once claims are fast again, and one that
 * was never reached does not grow; {@code System.nanoTime()} may be below zero.
 */
class AdaptiveConcurrencyTest {
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);
    private final AtomicLong now = new AtomicLong(TimeUnit.SECONDS.toNanos(1_000));

    @Test
    void claimsThatQueueBehindEachOtherShrinkTheLimit() {
        AdaptiveConcurrency places = new AdaptiveConcurrency(32, now::get);
        windows(places, 1, entered -> 2 * MS, 1);
        windows(places, 32, entered -> entered * 2 * MS, 20);
        assertThat(places.limit()).as("a claim takes 2 ms alone and 2 ms more per claim beside it").isBetween(1, 3);
    }

    @Test
    void aClockBelowZeroIsAClockLikeAnyOther() {
        now.set(-TimeUnit.SECONDS.toNanos(1_000) - 1);
        AdaptiveConcurrency places = new AdaptiveConcurrency(32, now::get);
        windows(places, 1, entered -> 2 * MS, 1);
        windows(places, 32, entered -> entered * 2 * MS, 20);
        assertThat(places.limit()).isBetween(1, 3);
    }

    @Test
    void aSlowDatabaseThatAnswersInParallelKeepsTheMaximum() {
        AdaptiveConcurrency places = new AdaptiveConcurrency(32, now::get);
        windows(places, 40, entered -> 30 * MS, 30);
        assertThat(places.limit()).isEqualTo(32);
    }

    @Test
    void aReachedLimitGrowsBackOneAWindowOnceClaimsAreFastAgain() {
        AdaptiveConcurrency places = new AdaptiveConcurrency(32, now::get);
        windows(places, 1, entered -> 2 * MS, 1);
        windows(places, 32, entered -> 1_000 * MS, 1);
        assertThat(places.limit()).as("one window shrinks it by half at most").isEqualTo(16);

        windows(places, 40, entered -> 2 * MS, 1);
        assertThat(places.limit()).isEqualTo(17);
        windows(places, 1, entered -> 2 * MS, 3);
        assertThat(places.limit()).as("never reached, it stays").isEqualTo(17);
    }

    /**
     * {@code count} windows of 0.1 s, each of five rounds: {@code demand} claims try to enter together, and those
     * let in are answered, each having taken {@code took} of how many were let in; the window ends with its last
     * answer.
     */
    private void windows(AdaptiveConcurrency places, int demand, IntToLongFunction took, int count) {
        for (int w = 0; w < count; w++) {
            for (int round = 0; round < 5; round++) {
                int entered = 0;
                while (entered < demand && places.tryEnter(0)) {
                    entered++;
                }
                for (int i = 0; i < entered; i++) {
                    if (round == 4 && i == entered - 1) {
                        now.addAndGet(100 * MS);
                    }
                    places.leave(took.applyAsLong(entered));
                }
            }
        }
    }
}
