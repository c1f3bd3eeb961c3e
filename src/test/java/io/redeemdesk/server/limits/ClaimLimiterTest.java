package io.redeemdesk.server.limits;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The claim door: a burst goes in, the next claim waits for the refill, and a claim that read the clock before
 * another one but reached the bucket after it (a thread descheduled in between) takes no tokens away; no more than
 * {@code concurrency} claims are let in at once, one turned away for that takes no token, and one that finds no
 * place waits its patience for one to come free.
 */
class ClaimLimiterTest {

    @Test
    void aBurstGoesInThenTheRateHolds() {
        AtomicLong now = new AtomicLong(TimeUnit.SECONDS.toNanos(10));
        ClaimLimiter door = new ClaimLimiter(10, 2, 100, now::get);

        assertThat(waitOf(door)).isZero();
        assertThat(waitOf(door)).isZero();
        assertThat(waitOf(door)).isEqualTo(1);
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(100));
        assertThat(waitOf(door)).isZero();
        assertThat(waitOf(door)).isEqualTo(1);
    }

    @Test
    void noMoreThanTheConcurrencyAreInAtOnceAndOneTurnedAwayForThatTakesNoToken() {
        AtomicLong now = new AtomicLong(TimeUnit.SECONDS.toNanos(10));
        ClaimLimiter door = new ClaimLimiter(10, 3, 2, now::get, 0);

        ClaimLimiter.Admission first = door.admit();
        ClaimLimiter.Admission second = door.admit();
        ClaimLimiter.Admission third = door.admit();
        assertThat(first.admitted()).isTrue();
        assertThat(second.admitted()).isTrue();
        assertThat(third.admitted()).isFalse();
        assertThat(third.retryAfterSeconds()).isEqualTo(ClaimLimiter.RETRY_WHEN_BUSY_SECONDS);
        third.close();
        first.close();
        first.close();
        ClaimLimiter.Admission fourth = door.admit();
        assertThat(fourth.admitted()).as("the third token is still there").isTrue();
        assertThat(door.admit().admitted()).as("closing twice gave one place back").isFalse();
        second.close();
        fourth.close();
        assertThat(waitOf(door)).as("the bucket is empty now, places are free").isEqualTo(1);
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(100));
        assertThat(waitOf(door)).as("a claim refused by the bucket held no place").isZero();
    }

    @Test
    void aClaimWaitsItsPatienceForAPlaceThatComesFree() throws Exception {
        ClaimLimiter door = new ClaimLimiter(1_000, 1_000, 1, System::nanoTime, TimeUnit.SECONDS.toNanos(30));
        ClaimLimiter.Admission first = door.admit();
        CompletableFuture<Boolean> second = CompletableFuture.supplyAsync(() -> {
            try (ClaimLimiter.Admission admission = door.admit()) {
                return admission.admitted();
            }
        });
        Thread.sleep(200);
        assertThat(second).as("waiting for the place").isNotDone();
        first.close();
        assertThat(second.get(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aLateArrivalWithAnOlderClockReadingDoesNotEmptyAFullBucket() {
        AtomicLong clock = new AtomicLong(TimeUnit.SECONDS.toNanos(10));
        TokenBucket bucket = new TokenBucket(2, 10, clock.get());
        long later = clock.get() + TimeUnit.SECONDS.toNanos(1);
        long stale = clock.get() + TimeUnit.MILLISECONDS.toNanos(500);

        assertThat(bucket.tryTake(later)).isTrue();
        assertThat(bucket.tryTake(stale)).isTrue();
        assertThat(bucket.tryTake(later)).isFalse();
        assertThat(bucket.tryTake(later + TimeUnit.MILLISECONDS.toNanos(100))).isTrue();
    }

    /** Admits one claim and answers it at once: 0 when it went in, else its Retry-After. */
    private static long waitOf(ClaimLimiter door) {
        try (ClaimLimiter.Admission admission = door.admit()) {
            return admission.admitted() ? 0 : admission.retryAfterSeconds();
        }
    }
}
