package io.redeemdesk.server.limits;

import java.sql.SQLException;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * One limit for the whole service: a token bucket per key (a terminal, a remote address) in the database, shared by
 * every node. A node that saw a bucket emptied remembers it until its next token is due and refuses that key
 * without asking the database again; so only takes pay a round trip, and a refused key pays it once. At most
 * {@value #TRACKED} such keys are remembered before the ones whose wait is over are forgotten (at most once a
 * second), so a flood of keys cannot grow memory without bound.
 */
public final class GlobalLimit {
    static final int TRACKED = 10_000;
    static final long PRUNE_EVERY_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final String name;
    private final int tracked;
    private final int capacity;
    private final double perSecond;
    private final SharedBuckets buckets;
    private final LongSupplier nanoClock;
    private final Map<String, Long> emptyUntil = new ConcurrentHashMap<>();
    private final AtomicLong prunedAt;

    /**
     * @param name      the limit's name, also the prefix of its buckets in the database: {@code unknown-code}
     * @param capacity  the burst
     * @param perSecond the refill rate
     */
    public GlobalLimit(String name, int capacity, double perSecond, SharedBuckets buckets, LongSupplier nanoClock) {
        this(name, capacity, perSecond, buckets, nanoClock, TRACKED);
    }

    /** A limit that remembers up to {@code tracked} empty keys before forgetting those whose wait is over. */
    GlobalLimit(String name, int capacity, double perSecond, SharedBuckets buckets, LongSupplier nanoClock,
                int tracked) {
        this.name = name;
        this.tracked = tracked;
        this.capacity = capacity;
        this.perSecond = perSecond;
        this.buckets = buckets;
        this.nanoClock = nanoClock;
        this.prunedAt = new AtomicLong(nanoClock.getAsLong() - PRUNE_EVERY_NANOS);
    }

    public String name() {
        return name;
    }

    /** The seconds to wait when this node already knows {@code key}'s bucket is empty; asks no database. */
    public OptionalLong knownEmpty(String key) {
        long now = nanoClock.getAsLong();
        Long until = emptyUntil.get(key);
        if (until == null) {
            return OptionalLong.empty();
        }
        if (now >= until) {
            emptyUntil.remove(key, until);
            return OptionalLong.empty();
        }
        return OptionalLong.of(Math.max(1, TimeUnit.NANOSECONDS.toSeconds(until - now + 999_999_999)));
    }

    /** Takes a token for {@code key} from the shared bucket: empty when taken, else the seconds to wait. */
    public OptionalLong take(String key) throws SQLException {
        SharedBuckets.Take take = buckets.take(name + ":" + key, capacity, perSecond);
        if (take.secondsUntilToken() > 0) {
            remember(key, take.secondsUntilToken());
        }
        return take.taken() ? OptionalLong.empty() : OptionalLong.of(take.secondsUntilToken());
    }

    /** {@link #knownEmpty}, else {@link #take}: for a limit every attempt counts against. */
    public OptionalLong admit(String key) throws SQLException {
        OptionalLong known = knownEmpty(key);
        return known.isPresent() ? known : take(key);
    }

    /** Deletes this limit's buckets that are full again from the database; run now and then. */
    public int forgetFull() throws SQLException {
        return buckets.forgetFull(name + ":", capacity, perSecond);
    }

    /** How many keys this node remembers as empty. */
    int remembered() {
        return emptyUntil.size();
    }

    private void remember(String key, long seconds) {
        long now = nanoClock.getAsLong();
        long last = prunedAt.get();
        if (emptyUntil.size() > tracked && now - last >= PRUNE_EVERY_NANOS && prunedAt.compareAndSet(last, now)) {
            emptyUntil.values().removeIf(until -> until <= now);
        }
        emptyUntil.put(key, now + TimeUnit.SECONDS.toNanos(seconds));
    }
}
