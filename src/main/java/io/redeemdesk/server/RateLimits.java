package io.redeemdesk.server;

/**
 * The per-terminal abuse limits of one node: a token bucket for all redemption requests, and a much smaller
 * one for lookups that end in {@code UNKNOWN_CODE}, so guessing codes is slow long before it could pay.
 *
 * @param requestsPerSecond refill rate of the request bucket
 * @param requestBurst      size of the request bucket
 * @param unknownPerMinute  refill rate of the unknown-code bucket
 * @param unknownBurst      size of the unknown-code bucket
 */
public record RateLimits(double requestsPerSecond, int requestBurst, double unknownPerMinute, int unknownBurst) {

    /** A till scans a few codes a second at most; a mistyped code is caught by the check character. */
    public static final RateLimits DEFAULT = new RateLimits(10, 20, 1, 10);

    public RateLimits {
        if (requestsPerSecond <= 0 || requestBurst < 1 || unknownPerMinute <= 0 || unknownBurst < 1) {
            throw new IllegalArgumentException("rate limits must be positive: " + requestsPerSecond + "/s burst "
                    + requestBurst + ", unknown codes " + unknownPerMinute + "/min burst " + unknownBurst);
        }
    }
}
