package io.redeemdesk.client.scan;

/**
 * Separates scanner bursts from human typing by timing alone. Every printable key is held in a buffer; a
 * terminator that closes a fast enough, long enough burst makes a scan, and a buffer left idle longer than the
 * largest scanner gap is handed back as typed text. Pure logic: the caller supplies the clock.
 */
public final class WedgeDetector {
    private final ScannerTimings timings;
    private final StringBuilder buffer = new StringBuilder();
    private long lastKeyNanos;
    private long largestGapNanos;

    public WedgeDetector(ScannerTimings timings) {
        this.timings = timings;
    }

    /** What the caller must do after an event. */
    public sealed interface Result {
    }

    /** Nothing to do yet: the key is held. */
    public record Held() implements Result {
    }

    /** A complete scan, raw as typed (prefixes, AIM identifiers not yet removed). */
    public record Scan(String raw, long largestGapMillis) implements Result {
    }

    /** Keys a person typed: give them to the manual-entry field. */
    public record Typed(String text) implements Result {
    }

    private static final Held HELD = new Held();

    /** A printable key. May first flush an earlier buffer as typed text when the gap says it was a person. */
    public Result key(char c, long nanos) {
        Result flushed = HELD;
        if (!buffer.isEmpty() && nanos - lastKeyNanos > gapNanos()) {
            flushed = new Typed(drain());
        }
        if (!buffer.isEmpty()) {
            largestGapNanos = Math.max(largestGapNanos, nanos - lastKeyNanos);
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
        boolean burst = buffer.length() >= timings.minLength() && largestGapNanos <= gapNanos()
                && nanos - lastKeyNanos <= gapNanos();
        long largestGapMillis = largestGapNanos / 1_000_000;
        String text = drain();
        return burst ? new Scan(text, largestGapMillis) : new Typed(text);
    }

    /** Called by a timer: a buffer idle longer than a scanner would pause is a person's typing. */
    public Result idle(long nanos) {
        if (!buffer.isEmpty() && nanos - lastKeyNanos > gapNanos()) {
            return new Typed(drain());
        }
        return HELD;
    }

    public boolean holding() {
        return !buffer.isEmpty();
    }

    private long gapNanos() {
        return timings.maxKeyGap().toNanos();
    }

    private String drain() {
        String text = buffer.toString();
        buffer.setLength(0);
        largestGapNanos = 0;
        return text;
    }
}
