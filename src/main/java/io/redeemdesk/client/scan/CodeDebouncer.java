package io.redeemdesk.client.scan;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * One redeem per code per cooldown. A voucher held up to the camera is decoded on frame after frame; only the
 * first sighting passes. Every sighting restarts the code's cooldown, so a voucher left lying in view is not
 * redeemed again and again; it passes again once it has been out of view for the whole cooldown.
 */
public final class CodeDebouncer {
    private final long cooldownNanos;
    private final Map<String, Long> lastSeen = new HashMap<>();

    public CodeDebouncer(Duration cooldown) {
        this.cooldownNanos = cooldown.toNanos();
    }

    /** True if this sighting of {@code text} at {@code nanos} should be acted on. */
    public synchronized boolean firstSighting(String text, long nanos) {
        lastSeen.values().removeIf(seen -> nanos - seen > cooldownNanos);
        return lastSeen.put(text, nanos) == null;
    }
}
