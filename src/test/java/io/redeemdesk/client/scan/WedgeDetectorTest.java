package io.redeemdesk.client.scan;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class WedgeDetectorTest {
    private static final long MS = 1_000_000L;
    private final WedgeDetector detector = new WedgeDetector(ScannerTimings.DEFAULT);

    @Test
    void keysFiveMillisecondsApartEndedByEnterAreAScan() {
        long t = type("K7M2P9Q4R8S6T3", 5);
        WedgeDetector.Result result = detector.terminator(t + 5 * MS);
        assertThat(result).isInstanceOf(WedgeDetector.Scan.class);
        WedgeDetector.Scan scan = (WedgeDetector.Scan) result;
        assertThat(scan.raw()).isEqualTo("K7M2P9Q4R8S6T3");
        assertThat(scan.gapsNanos()).hasSize(14).allMatch(gap -> gap == 5 * MS);
        assertThat(scan.largestGapMillis()).isEqualTo(5);
        assertThat(detector.holding()).isFalse();
    }

    @Test
    void keysAHundredAndFiftyMillisecondsApartAreTypingOneKeyAtATime() {
        assertThat(detector.key('K', 0)).isInstanceOf(WedgeDetector.Held.class);
        WedgeDetector.Result second = detector.key('7', 150 * MS);
        assertThat(second).isEqualTo(new WedgeDetector.Typed("K", java.util.List.of()));
        assertThat(detector.idle(151 * MS)).isInstanceOf(WedgeDetector.Held.class);
        assertThat(detector.idle(300 * MS)).isEqualTo(new WedgeDetector.Typed("7", java.util.List.of()));
    }

    @Test
    void aBurstWithOneSlowGapIsTypingNotAScan() {
        long t = type("K7M2P9", 5);
        WedgeDetector.Result afterPause = detector.key('Q', t + 80 * MS);
        assertThat(afterPause).isInstanceOf(WedgeDetector.Typed.class);
        assertThat(((WedgeDetector.Typed) afterPause).text()).isEqualTo("K7M2P9");
        assertThat(detector.terminator(t + 85 * MS)).isEqualTo(new WedgeDetector.Typed("Q", java.util.List.of()));
    }

    @Test
    void aFastBurstShorterThanTheMinimumIsTyping() {
        long t = type("K7M", 5);
        assertThat(detector.terminator(t + 5 * MS)).isInstanceOf(WedgeDetector.Typed.class);
    }

    @Test
    void aLateTerminatorMakesTyping() {
        long t = type("K7M2P9Q4R8S6T3", 5);
        assertThat(detector.terminator(t + 200 * MS)).isInstanceOf(WedgeDetector.Typed.class);
    }

    @Test
    void thresholdsAreConfigurable() {
        WedgeDetector slowScanner = new WedgeDetector(new ScannerTimings(Duration.ofMillis(60), 4, false));
        long t = 0;
        for (char c : "ABCD".toCharArray()) {
            slowScanner.key(c, t);
            t += 50 * MS;
        }
        assertThat(slowScanner.terminator(t)).isInstanceOf(WedgeDetector.Scan.class);
    }

    @Test
    void aTerminatorWithNothingHeldDoesNothing() {
        assertThat(detector.terminator(0)).isInstanceOf(WedgeDetector.Held.class);
    }

    private long type(String text, long gapMillis) {
        long t = 1_000 * MS;
        for (char c : text.toCharArray()) {
            key(c, t);
            t += gapMillis * MS;
        }
        return t - gapMillis * MS;
    }

    private long key(char c, long t) {
        assertThat(detector.key(c, t)).isInstanceOf(WedgeDetector.Held.class);
        return t;
    }
}
