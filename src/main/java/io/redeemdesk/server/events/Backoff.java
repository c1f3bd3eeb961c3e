package io.redeemdesk.server.events;

import java.time.Duration;
import java.util.function.LongUnaryOperator;

/**
 * Exponential backoff with full jitter: after the n-th failed attempt the next one waits a uniformly random time
 * between 0 and {@code min(max, base * 2^(n-1))}. A receiver's {@code Retry-After} wins over the jitter, up to a
 * day.
 */
final class Backoff {
    private static final long LONGEST_RETRY_AFTER_MILLIS = Duration.ofDays(1).toMillis();

    private final long baseMillis;
    private final long maxMillis;
    /** A uniform random number in [0, bound] for a bound. */
    private final LongUnaryOperator random;

    Backoff(Duration base, Duration max, LongUnaryOperator random) {
        this.baseMillis = Math.max(1, base.toMillis());
        this.maxMillis = Math.max(baseMillis, max.toMillis());
        this.random = random;
    }

    /** The wait before the next attempt, in millis, after {@code attempts} failed ones (at least 1). */
    long delayMillis(int attempts, Long retryAfterMillis) {
        if (retryAfterMillis != null) {
            return Math.min(Math.max(0, retryAfterMillis), LONGEST_RETRY_AFTER_MILLIS);
        }
        int doublings = Math.min(Math.max(0, attempts - 1), 40);
        long ceiling = baseMillis > (maxMillis >> doublings) ? maxMillis : Math.min(maxMillis, baseMillis << doublings);
        return random.applyAsLong(ceiling);
    }
}
