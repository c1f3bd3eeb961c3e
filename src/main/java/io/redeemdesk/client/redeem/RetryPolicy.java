package io.redeemdesk.client.redeem;

import java.time.Duration;
import java.util.function.DoubleSupplier;

/**
 * Exponential backoff with full jitter: {@code random(0, min(cap, base·2^n))}; a {@code Retry-After} from the
 * service is honoured as a floor.
 */
final class RetryPolicy {
    private final Duration base;
    private final Duration cap;
    private final DoubleSupplier random;

    RetryPolicy(Duration base, Duration cap, DoubleSupplier random) {
        this.base = base;
        this.cap = cap;
        this.random = random;
    }

    /** Delay before attempt {@code attempts + 1}, after {@code attempts} failed ones. */
    Duration delayAfter(int attempts, Duration retryAfter) {
        int exponent = Math.min(Math.max(attempts - 1, 0), 30);
        long ceiling = Math.min(cap.toMillis(), base.toMillis() * (1L << exponent));
        long jittered = (long) (random.getAsDouble() * ceiling);
        long floor = retryAfter == null ? 0 : retryAfter.toMillis();
        return Duration.ofMillis(Math.max(jittered, floor));
    }
}
