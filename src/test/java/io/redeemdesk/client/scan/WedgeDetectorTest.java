package io.redeemdesk.client.scan;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

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
    void keysAHundredAndFiftyMillisecondsApartAreTyping() {
        assertThat(detector.key('K', 0)).isInstanceOf(WedgeDetector.Held.class);
        assertThat(detector.key('7', 150 * MS)).isInstanceOf(WedgeDetector.Held.class);
        assertThat(detector.key('M', 300 * MS)).isEqualTo(new WedgeDetector.Typed("K", List.of()));
        assertThat(detector.idle(301 * MS)).isInstanceOf(WedgeDetector.Held.class);
        assertThat(detector.idle(340 * MS)).isEqualTo(new WedgeDetector.Typed("7M", List.of(150 * MS)));
        assertThat(detector.holding()).isFalse();
    }

    @Test
    void aBurstWithOneSlowGapIsTypingNotAScan() {
        long t = type("K7M2P9", 5);
        assertThat(detector.key('Q', t + 80 * MS)).isInstanceOf(WedgeDetector.Held.class);
        WedgeDetector.Result result = detector.terminator(t + 85 * MS);
        assertThat(result).isInstanceOf(WedgeDetector.Typed.class);
        assertThat(((WedgeDetector.Typed) result).text()).isEqualTo("K7M2P9Q");
    }

    @Test
    void aPauseOfTheApplicationInsideABurstIsNotMistakenForTyping() {
        long t = type("K7M2P", 5);
        long resumed = t + 60 * MS;
        for (char c : "9Q4R8S6T3".toCharArray()) {
            assertThat(detector.key(c, resumed)).isInstanceOf(WedgeDetector.Held.class);
            resumed += 50_000;
        }
        WedgeDetector.Result result = detector.terminator(resumed);
        assertThat(result).isInstanceOf(WedgeDetector.Scan.class);
        assertThat(((WedgeDetector.Scan) result).raw()).isEqualTo("K7M2P9Q4R8S6T3");
        assertThat(((WedgeDetector.Scan) result).largestGapMillis()).isEqualTo(60);
    }

    @Test
    void aPersonsPauseFollowedByFastKeysIsStillTyping() {
        long t = type("K7M2P", 5);
        assertThat(detector.key('9', t + 400 * MS)).isInstanceOf(WedgeDetector.Held.class);
        WedgeDetector.Result flushed = detector.key('Q', t + 420 * MS);
        assertThat(flushed).isEqualTo(new WedgeDetector.Typed("K7M2P", List.of(5 * MS, 5 * MS, 5 * MS, 5 * MS)));
        assertThat(detector.terminator(t + 425 * MS)).isEqualTo(new WedgeDetector.Typed("9Q", List.of(20 * MS)));
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
