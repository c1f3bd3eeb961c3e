package io.redeemdesk.client.scan;

import java.time.Duration;

/**
 * What tells a keyboard-wedge scanner from a person: scanners type a code a few milliseconds per key, people
 * take 100 ms and more. Every threshold is configurable because scanners differ.
 *
 * @param maxKeyGap      the largest gap between two keys of one scan
 * @param minLength      the fewest characters a scan has
 * @param tabTerminates  whether Tab ends a scan as well as Enter (some scanners are set up to send Tab)
 */
public record ScannerTimings(Duration maxKeyGap, int minLength, boolean tabTerminates) {
    public static final ScannerTimings DEFAULT = new ScannerTimings(Duration.ofMillis(35), 6, true);

    public ScannerTimings {
        if (maxKeyGap.isNegative() || maxKeyGap.isZero() || maxKeyGap.toMillis() > 1000) {
            throw new IllegalArgumentException("scanner key gap " + maxKeyGap.toMillis()
                    + " ms is out of range: use 1 to 1000 ms (scanners need about 20-50 ms)");
        }
        if (minLength < 1) {
            throw new IllegalArgumentException("scanner minimum length " + minLength + " must be at least 1");
        }
    }
}
