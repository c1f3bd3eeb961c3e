package io.redeemdesk.server.limits;

/**
 * The abuse limits of one node: per terminal, a token bucket for all redemption requests and a much smaller one
 * for lookups that end in {@code UNKNOWN_CODE}, so guessing codes is slow long before it could pay; per remote
 * address, a bucket for {@code POST /v1/enrollments}, the one endpoint that takes no token.
 *
 * @param requestsPerSecond    refill rate of the request bucket
 * @param requestBurst         size of the request bucket
 * @param unknownPerMinute     refill rate of the unknown-code bucket
 * @param unknownBurst         size of the unknown-code bucket
 * @param enrollmentsPerMinute refill rate of an address's enrollment bucket
 * @param enrollmentBurst      size of an address's enrollment bucket
 */
public record RateLimits(double requestsPerSecond, int requestBurst, double unknownPerMinute, int unknownBurst,
                         double enrollmentsPerMinute, int enrollmentBurst) {

    /** A store enrolls a few tills at a time; nobody needs to try enrollment codes faster. */
    public static final double DEFAULT_ENROLLMENTS_PER_MINUTE = 10;
    public static final int DEFAULT_ENROLLMENT_BURST = 10;

    /**
     * A till scans a few codes a second, but after a day offline its outbox drains every queued action at once
     * (4 workers, as fast as the service answers): a burst of 1,000 lets such a drain through unthrottled, and
     * 50/s after that still drains thousands in about a minute, while a runaway terminal is held to a small share
     * of a node. Guessing stays hard-limited by the unknown-code bucket; a mistyped code is caught by the check
     * character.
     */
    public static final RateLimits DEFAULT = new RateLimits(50, 1000, 1, 10);

    public RateLimits {
        if (requestsPerSecond <= 0 || requestBurst < 1 || unknownPerMinute <= 0 || unknownBurst < 1
                || enrollmentsPerMinute <= 0 || enrollmentBurst < 1) {
            throw new IllegalArgumentException("rate limits must be positive: " + requestsPerSecond + "/s burst "
                    + requestBurst + ", unknown codes " + unknownPerMinute + "/min burst " + unknownBurst
                    + ", enrollments " + enrollmentsPerMinute + "/min burst " + enrollmentBurst);
        }
    }

    /** The per-terminal limits given, with the default enrollment limit. */
    public RateLimits(double requestsPerSecond, int requestBurst, double unknownPerMinute, int unknownBurst) {
        this(requestsPerSecond, requestBurst, unknownPerMinute, unknownBurst, DEFAULT_ENROLLMENTS_PER_MINUTE,
                DEFAULT_ENROLLMENT_BURST);
    }
}
