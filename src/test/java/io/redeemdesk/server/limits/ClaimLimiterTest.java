package io.redeemdesk.server.limits;

import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The claim door's bucket: a burst goes in, the next claim waits for the refill, and a claim that read the clock
 * before another one but reached the bucket after it (a thread descheduled in between) takes no tokens away.
 */
class ClaimLimiterTest {

    @Test
    void aBurstGoesInThenTheRateHolds() {
        AtomicLong now = new AtomicLong(TimeUnit.SECONDS.toNanos(10));
        ClaimLimiter door = new ClaimLimiter(10, 2, now::get);

        assertThat(door.admit()).isEmpty();
        assertThat(door.admit()).isEmpty();
        assertThat(door.admit()).hasValue(1);
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(100));
        assertThat(door.admit()).isEmpty();
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
