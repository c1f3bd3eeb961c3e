package io.redeemdesk.client.scan;

import java.time.Duration;

/**
 * What tells a keyboard-wedge scanner from a person: scanners type a code a few milliseconds per key, people
 * take 100 ms and more.
 *
 * @param maxKeyGap  the largest gap between two keys of one scan
 * @param minLength  the fewest characters a scan has
 */
public record ScannerTimings(Duration maxKeyGap, int minLength) {
    public static final ScannerTimings DEFAULT = new ScannerTimings(Duration.ofMillis(35), 6);
}
