package io.redeemdesk.server.limits;

import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class AddressLimiterTest {
    private final AtomicLong now = new AtomicLong();
    private final AddressLimiter limiter = new AddressLimiter(2, 6, now::get);

    @Test
    void eachAddressHasItsOwnBurstThenWaitsForTheRefill() {
        assertThat(limiter.admit("10.0.0.1")).isEmpty();
        assertThat(limiter.admit("10.0.0.1")).isEmpty();
        assertThat(limiter.admit("10.0.0.1")).hasValue(10);
        assertThat(limiter.admit("10.0.0.2")).isEmpty();
        now.addAndGet(TimeUnit.SECONDS.toNanos(10));
        assertThat(limiter.admit("10.0.0.1")).isEmpty();
        assertThat(limiter.admit("10.0.0.1")).hasValue(10);
    }

    @Test
    void refilledBucketsAreForgottenOnceTooManyAddressesAreHeld() {
        for (int i = 0; i <= AddressLimiter.TRACKED; i++) {
            limiter.admit("10.1." + (i / 256) + "." + (i % 256));
        }
        limiter.admit("10.0.0.1");
        limiter.admit("10.0.0.1");
        now.addAndGet(TimeUnit.SECONDS.toNanos(10));

        assertThat(limiter.admit("10.0.0.3")).isEmpty();
        assertThat(limiter.tracked()).isEqualTo(2);
        assertThat(limiter.admit("10.0.0.1")).isEmpty();
        assertThat(limiter.admit("10.0.0.1")).hasValue(10);
    }

    @Test
    void theSweepOfRefilledBucketsRunsAtMostOnceASecond() {
        AddressLimiter fast = new AddressLimiter(2, 600, now::get);
        for (int i = 0; i <= AddressLimiter.TRACKED; i++) {
            fast.admit("10.2." + (i / 256) + "." + (i % 256));
        }
        fast.admit("10.0.0.1");
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(500));

        fast.admit("10.0.0.2");
        assertThat(fast.tracked()).isEqualTo(AddressLimiter.TRACKED + 3);

        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(500));
        fast.admit("10.0.0.3");
        assertThat(fast.tracked()).isEqualTo(1);
    }
}
