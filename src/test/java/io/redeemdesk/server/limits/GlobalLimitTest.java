package io.redeemdesk.server.limits;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Two "nodes" (two limits) on one database draw from one bucket per key; a node remembers an emptied bucket. */
class GlobalLimitTest {
    private final AtomicLong now = new AtomicLong();
    private final ServerDatabase database = ServerDatabase.open(Backend.SQLITE.newDatabase(), 2);
    private final SharedBuckets shared = new SharedBuckets(database, () -> TimeUnit.NANOSECONDS.toMillis(now.get()));
    private final GlobalLimit first = new GlobalLimit("enrollments", 3, 0.1, shared, now::get);
    private final GlobalLimit second = new GlobalLimit("enrollments", 3, 0.1, shared, now::get);

    @AfterEach
    void close() {
        database.close();
    }

    @Test
    void twoNodesShareOneBurstPerKeyThenWaitForTheRefill() throws Exception {
        assertThat(first.admit("10.0.0.1")).isEmpty();
        assertThat(second.admit("10.0.0.1")).isEmpty();
        assertThat(first.admit("10.0.0.2")).isEmpty();
        assertThat(second.admit("10.0.0.1")).isEmpty();
        assertThat(first.admit("10.0.0.1")).hasValue(10);
        assertThat(second.admit("10.0.0.1")).hasValue(10);
        now.addAndGet(TimeUnit.SECONDS.toNanos(10));
        assertThat(first.admit("10.0.0.1")).isEmpty();
        assertThat(second.admit("10.0.0.1")).hasValue(10);
    }

    @Test
    void aKeyKnownEmptyIsRefusedWithoutTheDatabase() throws Exception {
        for (int i = 0; i < 3; i++) {
            first.admit("10.0.0.1");
        }
        database.close();
        assertThat(first.admit("10.0.0.1")).hasValue(10);
        assertThatThrownBy(() -> second.admit("10.0.0.1")).isInstanceOf(Exception.class);
    }

    @Test
    void fullBucketsAreForgottenInTheDatabaseAndOnTheNode() throws Exception {
        GlobalLimit fast = new GlobalLimit("unknown-code", 1, 1, shared, now::get, 5);
        for (int i = 0; i < 7; i++) {
            fast.take("T" + i);
        }
        assertThat(fast.remembered()).isEqualTo(7);
        now.addAndGet(TimeUnit.SECONDS.toNanos(2));
        fast.take("LAST");
        assertThat(fast.remembered()).isEqualTo(1);
        assertThat(first.admit("10.0.0.9")).isEmpty();
        assertThat(fast.forgetFull()).isEqualTo(7);
        assertThat(first.forgetFull()).isZero();
        assertThat(fast.knownEmpty("LAST")).isPresent();
    }
}
