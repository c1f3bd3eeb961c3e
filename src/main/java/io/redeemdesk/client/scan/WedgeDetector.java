package io.redeemdesk.client.scan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Separates scanner bursts from human typing by timing alone. Every printable key is held in a buffer; a
 * terminator that closes a fast enough, long enough burst makes a scan, and a buffer left idle longer than the
 * largest scanner gap is handed back as typed text. Pure logic: the caller supplies the clock.
 *
 * <p>Times are taken when the application handles a key, so a busy application (a frame being drawn, a garbage
 * collection) can make a scanner's 5 ms gap look like 60 ms. Such a stall shows itself: the keys that queued up
 * meanwhile are then handled back to back, less than {@link #QUEUED_NANOS} apart — faster than any person or
 * scanner types. A long gap followed by such a queued key is therefore counted as the application's pause, not
 * the typist's; a long gap followed by an ordinary one is a person's.
 */
public final class WedgeDetector {
    /** Keys handled closer together than this were queued while the application was busy. */
    static final long QUEUED_NANOS = 1_000_000;
    private static final Held HELD = new Held();

    private final ScannerTimings timings;
    private final StringBuilder buffer = new StringBuilder();
    private final List<Long> gaps = new ArrayList<>();
    private final Set<Integer> stallGaps = new HashSet<>();
    private long lastKeyNanos;
    /** Index in {@link #buffer} of a key that came after a long gap, until the next key says whose gap it was. */
    private int afterLongGap = -1;

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
     * @param gapsNanos the time before each character after the first, then before the terminator, as handled
     */
    public record Scan(String raw, List<Long> gapsNanos) implements Result {
        public long largestGapMillis() {
            return gapsNanos.stream().mapToLong(Long::longValue).max().orElse(0) / 1_000_000;
        }
    }

    /** Keys a person typed: give them to the manual-entry field. */
    public record Typed(String text, List<Long> gapsNanos) implements Result {
    }

    /** A printable key. May first hand back earlier keys as typed text when the gaps say a person typed them. */
    public Result key(char c, long nanos) {
        Result flushed = HELD;
        if (!buffer.isEmpty()) {
            long gap = nanos - lastKeyNanos;
            if (afterLongGap >= 0) {
                flushed = settleLongGap(gap);
            }
            if (!buffer.isEmpty()) {
                if (gap > gapNanos()) {
                    afterLongGap = buffer.length();
                }
                gaps.add(gap);
            }
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
        long gap = nanos - lastKeyNanos;
        boolean stallConfirmed = afterLongGap < 0 || gap < QUEUED_NANOS;
        if (afterLongGap >= 0 && stallConfirmed) {
            stallGaps.add(afterLongGap - 1);
        }
        gaps.add(gap);
        boolean fast = true;
        for (int i = 0; i < gaps.size(); i++) {
            fast &= gaps.get(i) <= gapNanos() || stallGaps.contains(i);
        }
        if (!fast || !stallConfirmed || buffer.length() < timings.minLength()) {
            gaps.remove(gaps.size() - 1);
            return typed(buffer.length());
        }
        Scan scan = new Scan(buffer.toString(), List.copyOf(gaps));
        clear();
        return scan;
    }

    /** Called by a timer: a buffer idle longer than a scanner would pause is a person's typing. */
    public Result idle(long nanos) {
        if (!buffer.isEmpty() && nanos - lastKeyNanos > gapNanos()) {
            return typed(buffer.length());
        }
        return HELD;
    }

    public boolean holding() {
        return !buffer.isEmpty();
    }

    public ScannerTimings timings() {
        return timings;
    }

    /** The key after a long gap is followed by one {@code gap} later: a queued key clears the typist. */
    private Result settleLongGap(long gap) {
        int at = afterLongGap;
        afterLongGap = -1;
        if (gap < QUEUED_NANOS) {
            stallGaps.add(at - 1);
            return HELD;
        }
        return typed(at);
    }

    private long gapNanos() {
        return timings.maxKeyGap().toNanos();
    }

    /** Hands back the first {@code count} held keys as typed text and keeps the rest. */
    private Typed typed(int count) {
        Typed typed = new Typed(buffer.substring(0, count), List.copyOf(gaps.subList(0, Math.max(0, count - 1))));
        buffer.delete(0, count);
        List<Long> rest = count < 1 || gaps.size() < count ? List.of() : List.copyOf(gaps.subList(count, gaps.size()));
        List<Integer> restStalls = stallGaps.stream().filter(i -> i >= count).map(i -> i - count).toList();
        gaps.clear();
        gaps.addAll(rest);
        stallGaps.clear();
        stallGaps.addAll(restStalls);
        if (buffer.isEmpty()) {
            clear();
        }
        return typed;
    }

    private void clear() {
        buffer.setLength(0);
        gaps.clear();
        stallGaps.clear();
        afterLongGap = -1;
    }
}
