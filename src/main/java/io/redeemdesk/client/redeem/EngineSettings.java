package io.redeemdesk.client.redeem;

import java.time.Duration;

/**
 * Everything the redeem engine can be tuned with; config files map their keys onto it.
 *
 * @param offlinePolicy            what an unconfirmed scan gets
 * @param offlineMaxQueued         under {@code accept}: at most this many honoured-but-unconfirmed actions
 * @param offlineMaxAge            under {@code accept}: refuse once the oldest unconfirmed one is this old
 * @param offlineMaxTotalCents     under {@code accept}: optional cap on their total value (null: no cap)
 * @param offlineAssumedValueCents the value counted for a voucher whose value the till does not know yet
 * @param retryBase                backoff base: delay after attempt n is random(0, min(cap, base·2^(n-1)))
 * @param retryCap                 backoff cap
 * @param concurrency              how many actions the background drain sends at once
 * @param foregroundDeadline       how long the cashier waits for a verdict before the offline policy decides
 * @param attemptTimeout           the whole-call deadline of one background attempt
 * @param probeInterval            how often {@code /health} is probed while the service is unreachable
 * @param lowDiskBytes             the status bar warns when the data folder has less free space (0: never)
 * @param passRepeatWindow         a pass scanned again this soon after this till took a use takes no new use
 */
public record EngineSettings(OfflinePolicy offlinePolicy, int offlineMaxQueued, Duration offlineMaxAge,
                             Long offlineMaxTotalCents, long offlineAssumedValueCents, Duration retryBase,
                             Duration retryCap, int concurrency, Duration foregroundDeadline,
                             Duration attemptTimeout, Duration probeInterval, long lowDiskBytes,
                             Duration passRepeatWindow) {

    /** Caps count as "near" from this share of their limit on, so the status bar warns before they bite. */
    public static final double NEAR_SHARE = 0.8;

    public EngineSettings {
        if (concurrency < 1) {
            throw new IllegalArgumentException("engine concurrency must be at least 1, not " + concurrency);
        }
        if (lowDiskBytes < 0) {
            throw new IllegalArgumentException("the low-disk warning must not be negative, not " + lowDiskBytes);
        }
        if (offlineMaxQueued < 0) {
            throw new IllegalArgumentException("offline max queued must not be negative, not " + offlineMaxQueued);
        }
        for (Duration d : new Duration[] {offlineMaxAge, retryBase, retryCap, foregroundDeadline, attemptTimeout,
                probeInterval, passRepeatWindow}) {
            if (d == null || d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("engine durations must be positive, got " + d);
            }
        }
    }

    /** The built-in {@code pass.repeat.window}. */
    public static final Duration DEFAULT_PASS_REPEAT_WINDOW = Duration.ofSeconds(30);

    /** The built-in {@code disk.warn.free.mb}. */
    public static final long DEFAULT_LOW_DISK_BYTES = 200L << 20;

    /**
     * Safe defaults: refuse offline (a store opts in to {@code accept}), 4 at once, 3 s in the foreground, a
     * low-disk warning under 200 MB, a pass's second scan within 30 s taking no second use.
     */
    public static EngineSettings defaults() {
        return new EngineSettings(OfflinePolicy.REFUSE, 20, Duration.ofHours(24), null, 0, Duration.ofSeconds(1),
                Duration.ofSeconds(60), 4, Duration.ofSeconds(3), Duration.ofSeconds(15), Duration.ofSeconds(5),
                DEFAULT_LOW_DISK_BYTES, DEFAULT_PASS_REPEAT_WINDOW);
    }

    public EngineSettings withOfflinePolicy(OfflinePolicy policy, int maxQueued, Duration maxAge,
                                            Long maxTotalCents) {
        return new EngineSettings(policy, maxQueued, maxAge, maxTotalCents, offlineAssumedValueCents, retryBase,
                retryCap, concurrency, foregroundDeadline, attemptTimeout, probeInterval, lowDiskBytes,
                passRepeatWindow);
    }

    public EngineSettings withTiming(Duration base, Duration cap, Duration deadline, Duration probe) {
        return new EngineSettings(offlinePolicy, offlineMaxQueued, offlineMaxAge, offlineMaxTotalCents,
                offlineAssumedValueCents, base, cap, concurrency, deadline, attemptTimeout, probe, lowDiskBytes,
                passRepeatWindow);
    }

    public EngineSettings withForegroundDeadline(Duration deadline) {
        return withTiming(retryBase, retryCap, deadline, probeInterval);
    }

    public EngineSettings withConcurrency(int threads) {
        return new EngineSettings(offlinePolicy, offlineMaxQueued, offlineMaxAge, offlineMaxTotalCents,
                offlineAssumedValueCents, retryBase, retryCap, threads, foregroundDeadline, attemptTimeout,
                probeInterval, lowDiskBytes, passRepeatWindow);
    }

    /** The status bar warns when the data folder has less than {@code bytes} free (0: never). */
    public EngineSettings withLowDiskWarning(long bytes) {
        return new EngineSettings(offlinePolicy, offlineMaxQueued, offlineMaxAge, offlineMaxTotalCents,
                offlineAssumedValueCents, retryBase, retryCap, concurrency, foregroundDeadline, attemptTimeout,
                probeInterval, bytes, passRepeatWindow);
    }

    /** A pass scanned again within {@code window} of this till's last use of it takes no new use. */
    public EngineSettings withPassRepeatWindow(Duration window) {
        return new EngineSettings(offlinePolicy, offlineMaxQueued, offlineMaxAge, offlineMaxTotalCents,
                offlineAssumedValueCents, retryBase, retryCap, concurrency, foregroundDeadline, attemptTimeout,
                probeInterval, lowDiskBytes, window);
    }
}
