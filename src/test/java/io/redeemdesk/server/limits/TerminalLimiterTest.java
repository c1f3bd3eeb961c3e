package io.redeemdesk.server.limits;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class TerminalLimiterTest {
    private final AtomicLong now = new AtomicLong();
    private final ServerDatabase database = ServerDatabase.open(Backend.SQLITE.newDatabase(), 2);
    private final SharedBuckets shared = new SharedBuckets(database, () -> TimeUnit.NANOSECONDS.toMillis(now.get()));
    private final TerminalLimiter limiter = new TerminalLimiter(new RateLimits(2, 3, 2, 2), now::get, shared);

    @AfterEach
    void close() {
        database.close();
    }

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
    void unknownCodesStopATerminalForMuchLonger() throws Exception {
        assertThat(limiter.unknownCode("T")).isEmpty();
        assertThat(limiter.admit("T")).isEmpty();
        assertThat(limiter.unknownCode("T")).isEmpty();
        assertThat(limiter.admit("T")).hasValueSatisfying(r -> {
            assertThat(r.limit()).isEqualTo("unknown-code");
            assertThat(r.retryAfterSeconds()).isEqualTo(30);
        });
        assertThat(limiter.unknownCode("T")).hasValueSatisfying(r -> assertThat(r.retryAfterSeconds()).isEqualTo(30));
        now.addAndGet(TimeUnit.SECONDS.toNanos(30));
        assertThat(limiter.admit("T")).isEmpty();
        assertThat(limiter.unknownCode("T")).isEmpty();
    }
}
