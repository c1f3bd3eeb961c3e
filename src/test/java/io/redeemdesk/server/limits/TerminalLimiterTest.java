package io.redeemdesk.server.limits;

import io.redeemdesk.server.RateLimits;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class TerminalLimiterTest {
    private final AtomicLong now = new AtomicLong();
    private final TerminalLimiter limiter = new TerminalLimiter(new RateLimits(2, 3, 2, 2), now::get);

    @Test
    void aBurstIsAdmittedThenRefusedUntilTheBucketRefills() {
        assertThat(limiter.admit("T")).isEmpty();
        assertThat(limiter.admit("T")).isEmpty();
        assertThat(limiter.admit("T")).isEmpty();
        assertThat(limiter.admit("T")).hasValueSatisfying(r -> {
            assertThat(r.limit()).isEqualTo("requests");
            assertThat(r.retryAfterSeconds()).isEqualTo(1);
        });
        assertThat(limiter.admit("OTHER")).isEmpty();
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(500));
        assertThat(limiter.admit("T")).isEmpty();
    }

    @Test
    void unknownCodesStopATerminalForMuchLonger() {
        limiter.unknownCode("T");
        assertThat(limiter.admit("T")).isEmpty();
        limiter.unknownCode("T");
        assertThat(limiter.admit("T")).hasValueSatisfying(r -> {
            assertThat(r.limit()).isEqualTo("unknown-code");
            assertThat(r.retryAfterSeconds()).isEqualTo(30);
        });
        now.addAndGet(TimeUnit.SECONDS.toNanos(30));
        assertThat(limiter.admit("T")).isEmpty();
    }
}
