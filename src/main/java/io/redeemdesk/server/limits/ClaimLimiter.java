package io.redeemdesk.server.limits;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The door of a node's claim endpoint, before the token is checked or the database touched: a flood beyond it is
 * answered 429 with {@code Retry-After} at once instead of queueing into timeouts. Two limits, per node (N nodes
 * take N times either): one token bucket for all claims ({@code claims.rate}, {@code claims.burst}), and the
 * claims at work at once, at most {@code claims.concurrency} and fewer while the database makes them wait for each
 * other ({@link AdaptiveConcurrency}), so the claims let in are answered without queueing even when the rate is
 * above what the database takes.
 */
public final class ClaimLimiter {
    /** What a claim refused for lack of a free place is told to wait: places free up within milliseconds. */
    static final long RETRY_WHEN_BUSY_SECONDS = 1;
    /**
     * How long a claim waits at the door for a place before it is turned away: a place frees up within
     * milliseconds, while a claim turned away comes back after a second at the earliest.
     */
    static final long PATIENCE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    private final TokenBucket bucket;
    private final AdaptiveConcurrency places;
    private final LongSupplier nanoClock;

    private final long patienceNanos;

    public ClaimLimiter(double perSecond, int burst, int concurrency, LongSupplier nanoClock) {
        this(perSecond, burst, concurrency, nanoClock, PATIENCE_NANOS);
    }

    ClaimLimiter(double perSecond, int burst, int concurrency, LongSupplier nanoClock, long patienceNanos) {
        this.nanoClock = nanoClock;
        this.patienceNanos = patienceNanos;
        this.bucket = new TokenBucket(burst, perSecond, nanoClock.getAsLong());
        this.places = new AdaptiveConcurrency(concurrency, nanoClock);
    }

    /**
     * Lets this claim in (it then holds a place until the admission is closed) or says how many seconds to wait
     * before trying again. A claim refused for want of a place takes no token.
     */
    public Admission admit() {
        if (!places.tryEnter(patienceNanos)) {
            return new Admission(RETRY_WHEN_BUSY_SECONDS);
        }
        long now = nanoClock.getAsLong();
        if (bucket.tryTake(now)) {
            return new Admission(0);
        }
        places.leaveUnmeasured();
        return new Admission(bucket.secondsUntilToken(now));
    }

    /** Claims this node lets work at once now. */
    public int concurrencyLimit() {
        return places.limit();
    }

    /** One claim at the door: let in, or told when to come back. Closing it gives its place back. */
    public final class Admission implements AutoCloseable {
        private final long retryAfterSeconds;
        private long tookNanos = -1;
        private boolean closed;

        private Admission(long retryAfterSeconds) {
            this.retryAfterSeconds = retryAfterSeconds;
        }

        public boolean admitted() {
            return retryAfterSeconds == 0;
        }

        /** The seconds a refused claim waits before it is sent again. */
        public long retryAfterSeconds() {
            return retryAfterSeconds;
        }

        /** How long the claim's database work took: what the door learns from. */
        public void took(long nanos) {
            tookNanos = nanos;
        }

        @Override
        public void close() {
            if (!admitted() || closed) {
                return;
            }
            closed = true;
            if (tookNanos >= 0) {
                places.leave(tookNanos);
            } else {
                places.leaveUnmeasured();
            }
        }
    }
}
