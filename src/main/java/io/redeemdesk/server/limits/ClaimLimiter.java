package io.redeemdesk.server.limits;

import java.util.OptionalLong;
import java.util.concurrent.Semaphore;
import java.util.function.LongSupplier;

/**
 * The door of a node's claim endpoint, before the token is checked or the database touched: a flood beyond it is
 * answered 429 with {@code Retry-After} at once instead of queueing into timeouts. Two limits, per node (N nodes
 * take N times either): one token bucket for all claims ({@code claims.rate}, {@code claims.burst}), and at most
 * {@code claims.concurrency} claims at work at once, so the claims let in never wait long for the database even
 * when the rate is above what it takes. A claim let in holds its place until {@link #leave()}.
 */
public final class ClaimLimiter {
    /** What a claim refused for lack of a free place is told to wait: places free up within milliseconds. */
    static final long RETRY_WHEN_BUSY_SECONDS = 1;
    private final TokenBucket bucket;
    private final Semaphore places;
    private final LongSupplier nanoClock;

    public ClaimLimiter(double perSecond, int burst, int concurrency, LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
        this.bucket = new TokenBucket(burst, perSecond, nanoClock.getAsLong());
        this.places = new Semaphore(concurrency);
    }

    /**
     * Empty when this claim may go in (it then holds a place until {@link #leave()}); otherwise the seconds to wait
     * before trying again, and it holds nothing. A claim refused for want of a place takes no token.
     */
    public OptionalLong admit() {
        if (!places.tryAcquire()) {
            return OptionalLong.of(RETRY_WHEN_BUSY_SECONDS);
        }
        long now = nanoClock.getAsLong();
        if (bucket.tryTake(now)) {
            return OptionalLong.empty();
        }
        places.release();
        return OptionalLong.of(bucket.secondsUntilToken(now));
    }

    /** Gives back the place of a claim {@link #admit() let in}, once it is answered. */
    public void leave() {
        places.release();
    }
}
