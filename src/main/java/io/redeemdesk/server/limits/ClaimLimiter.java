package io.redeemdesk.server.limits;

import java.util.OptionalLong;
import java.util.function.LongSupplier;

/**
 * The door of a node's claim endpoint: one token bucket for all claims the node takes ({@code claims.rate},
 * {@code claims.burst}). A flood beyond it is answered 429 with {@code Retry-After} at once, before the token is
 * checked or the database touched, instead of queueing into timeouts. Per node: N nodes take N times the rate.
 */
public final class ClaimLimiter {
    private final TokenBucket bucket;
    private final LongSupplier nanoClock;

    public ClaimLimiter(double perSecond, int burst, LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
        this.bucket = new TokenBucket(burst, perSecond, nanoClock.getAsLong());
    }

    /** Empty when this claim may go in; otherwise the seconds to wait before trying again. */
    public OptionalLong admit() {
        long now = nanoClock.getAsLong();
        return bucket.tryTake(now) ? OptionalLong.empty() : OptionalLong.of(bucket.secondsUntilToken(now));
    }
}
