package io.redeemdesk.server.limits;

import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * A token bucket per remote address, for the endpoint that takes no token ({@code POST /v1/enrollments}): nobody
 * tries enrollment codes, or loads the database through them, faster than a store enrolls tills. Behind a proxy
 * every request comes from the proxy's address, so the bucket is shared by everyone there. Buckets that have
 * refilled are forgotten once more than {@value #TRACKED} addresses are held, so a flood of addresses cannot grow
 * memory without bound; that sweep runs at most once a second, so a flood cannot make every request pay for it.
 */
public final class AddressLimiter {
    static final int TRACKED = 10_000;
    static final long PRUNE_EVERY_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final int burst;
    private final double perSecond;
    private final LongSupplier nanoClock;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();
    private final AtomicLong prunedAt;

    public AddressLimiter(int burst, double perMinute, LongSupplier nanoClock) {
        this.burst = burst;
        this.perSecond = perMinute / 60.0;
        this.nanoClock = nanoClock;
        this.prunedAt = new AtomicLong(nanoClock.getAsLong() - PRUNE_EVERY_NANOS);
    }

    /** Empty when {@code address} may send this request; else the seconds to wait ({@code Retry-After}). */
    public OptionalLong admit(String address) {
        long now = nanoClock.getAsLong();
        long last = prunedAt.get();
        if (buckets.size() > TRACKED && now - last >= PRUNE_EVERY_NANOS && prunedAt.compareAndSet(last, now)) {
            buckets.values().removeIf(bucket -> bucket.isFull(now));
        }
        TokenBucket bucket = buckets.computeIfAbsent(address, a -> new TokenBucket(burst, perSecond, now));
        return bucket.tryTake(now) ? OptionalLong.empty() : OptionalLong.of(bucket.secondsUntilToken(now));
    }

    /** How many addresses have a bucket now. */
    int tracked() {
        return buckets.size();
    }
}
