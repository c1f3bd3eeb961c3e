package io.redeemdesk.server.limits;

import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The claim door: a burst goes in, the next claim waits for the refill, and a claim that read the clock before
 * another one but reached the bucket after it (a thread descheduled in between) takes no tokens away; no more than
 * {@code concurrency} claims are let in at once, and one turned away for that takes no token.
 */
class ClaimLimiterTest {

    @Test
    void aBurstGoesInThenTheRateHolds() {
        AtomicLong now = new AtomicLong(TimeUnit.SECONDS.toNanos(10));
        ClaimLimiter door = new ClaimLimiter(10, 2, 100, now::get);

        assertThat(door.admit()).isEmpty();
        assertThat(door.admit()).isEmpty();
        assertThat(door.admit()).hasValue(1);
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(100));
        assertThat(door.admit()).isEmpty();
        assertThat(door.admit()).hasValue(1);
    }

    @Test
    void noMoreThanTheConcurrencyAreInAtOnceAndOneTurnedAwayForThatTakesNoToken() {
        AtomicLong now = new AtomicLong(TimeUnit.SECONDS.toNanos(10));
        ClaimLimiter door = new ClaimLimiter(10, 3, 2, now::get);

        assertThat(door.admit()).isEmpty();
        assertThat(door.admit()).isEmpty();
        assertThat(door.admit()).hasValue(ClaimLimiter.RETRY_WHEN_BUSY_SECONDS);
        door.leave();
        assertThat(door.admit()).as("the third token is still there").isEmpty();
        door.leave();
        door.leave();
        assertThat(door.admit()).as("the bucket is empty now, places are free").hasValue(1);
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(100));
        assertThat(door.admit()).as("a refused claim held no place").isEmpty();
        assertThat(door.admit()).hasValue(1);
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
}
