package io.redeemdesk.client.scan;

import java.util.ArrayList;
import java.util.List;

/**
 * Separates scanner bursts from human typing by timing alone. Every printable key is held in a buffer; a
 * terminator that closes a fast enough, long enough burst makes a scan, and a buffer left idle longer than the
 * largest scanner gap is handed back as typed text. Pure logic: the caller supplies the clock.
 */
public final class WedgeDetector {
    private static final Held HELD = new Held();

    private final ScannerTimings timings;
    private final StringBuilder buffer = new StringBuilder();
    private final List<Long> gaps = new ArrayList<>();
    private long lastKeyNanos;

    public WedgeDetector(ScannerTimings timings) {
        this.timings = timings;
    }

    /** What the caller must do after an event. */
    public sealed interface Result {
    }

    /** Nothing to do yet: the key is held. */
    public record Held() implements Result {
    }

    /**
     * A complete scan, raw as typed (prefixes, AIM identifiers not yet removed).
     *
     * @param gapsNanos the time before each character after the first, then before the terminator
     */
    public record Scan(String raw, List<Long> gapsNanos) implements Result {
        public long largestGapMillis() {
            return gapsNanos.stream().mapToLong(Long::longValue).max().orElse(0) / 1_000_000;
        }
    }

    /** Keys a person typed: give them to the manual-entry field. */
    public record Typed(String text, List<Long> gapsNanos) implements Result {
    }

    /** A printable key. May first flush an earlier buffer as typed text when the gap says it was a person. */
    public Result key(char c, long nanos) {
        Result flushed = HELD;
        if (!buffer.isEmpty() && nanos - lastKeyNanos > gapNanos()) {
            flushed = typed();
        }
        if (!buffer.isEmpty()) {
            gaps.add(nanos - lastKeyNanos);
        }
        buffer.append(c);
        lastKeyNanos = nanos;
        return flushed;
    }

    /** Enter or Tab. A scan if the buffer is a burst; otherwise what was held goes back as typed text. */
    public Result terminator(long nanos) {
        if (buffer.isEmpty()) {
            return HELD;
        }
        gaps.add(nanos - lastKeyNanos);
        boolean burst = buffer.length() >= timings.minLength()
                && gaps.stream().allMatch(gap -> gap <= gapNanos());
        if (!burst) {
            gaps.remove(gaps.size() - 1);
            return typed();
        }
        Scan scan = new Scan(buffer.toString(), List.copyOf(gaps));
        clear();
        return scan;
    }

    /** Called by a timer: a buffer idle longer than a scanner would pause is a person's typing. */
    public Result idle(long nanos) {
        if (!buffer.isEmpty() && nanos - lastKeyNanos > gapNanos()) {
            return typed();
        }
        return HELD;
    }

    public boolean holding() {
        return !buffer.isEmpty();
    }

    public ScannerTimings timings() {
        return timings;
    }

    private long gapNanos() {
        return timings.maxKeyGap().toNanos();
    }

    private Typed typed() {
        Typed typed = new Typed(buffer.toString(), List.copyOf(gaps));
        clear();
        return typed;
    }

    private void clear() {
        buffer.setLength(0);
        gaps.clear();
    }
}
