package io.redeemdesk.client.manager.store;

/** Wrong PIN tries since the last success, and until when (epoch millis) the gate refuses every try. */
public record Lockout(int failures, long lockedUntil) {
    public static final Lockout NONE = new Lockout(0, 0);
}
