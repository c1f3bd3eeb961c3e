package io.redeemdesk.server.limits;

/** A classic token bucket: {@code capacity} tokens, refilled continuously at {@code perSecond}. */
final class TokenBucket {
    private final double capacity;
    private final double perNano;
    private double tokens;
    private long updatedAt;

    TokenBucket(double capacity, double perSecond, long nowNanos) {
        this.capacity = capacity;
        this.perNano = perSecond / 1e9;
        this.tokens = capacity;
        this.updatedAt = nowNanos;
    }

    /** Takes one token; false when the bucket is empty. */
    synchronized boolean tryTake(long nowNanos) {
        refill(nowNanos);
        if (tokens < 1) {
            return false;
        }
        tokens -= 1;
        return true;
    }

    /** Whole seconds until one token is back, at least 1: the {@code Retry-After} of a refusal. */
    synchronized long secondsUntilToken(long nowNanos) {
        refill(nowNanos);
        double missing = Math.max(0, 1 - tokens);
        return Math.max(1, (long) Math.ceil(missing / perNano / 1e9));
    }

    /**
     * Callers read the clock before they get the lock, so a thread that was descheduled in between arrives with an
     * instant older than the last refill: such an instant adds nothing (it used to take tokens away and move the
     * refill time back, so a full bucket lost tokens for good and refused claims it had room for).
     */
    private void refill(long nowNanos) {
        if (nowNanos <= updatedAt) {
            return;
        }
        tokens = Math.min(capacity, tokens + (nowNanos - updatedAt) * perNano);
        updatedAt = nowNanos;
    }
}
