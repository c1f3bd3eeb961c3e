package io.redeemdesk.server.campaign;

/**
 * How a node takes claims.
 *
 * @param customerSecret the HMAC secret of customer ids ({@code claims.customer.secret}); null disables claims,
 *                       which are then answered 503 {@code claims-disabled}
 * @param ratePerSecond  refill rate of the node's claim bucket ({@code claims.rate})
 * @param burst          size of that bucket ({@code claims.burst})
 * @param concurrency    claims the node works on at once; more are answered 429 at once ({@code claims.concurrency})
 */
public record ClaimSettings(String customerSecret, double ratePerSecond, int burst, int concurrency) {
    public static final double DEFAULT_RATE = 500;
    public static final int DEFAULT_BURST = 50;
    public static final int DEFAULT_CONCURRENCY = 32;
    /** No secret: the node answers every claim 503 until one is configured. */
    public static final ClaimSettings DISABLED = new ClaimSettings(null, DEFAULT_RATE, DEFAULT_BURST,
            DEFAULT_CONCURRENCY);

    public ClaimSettings {
        if (ratePerSecond <= 0 || burst < 1 || concurrency < 1) {
            throw new IllegalArgumentException("claims.rate, claims.burst and claims.concurrency must be positive: "
                    + ratePerSecond + "/s, burst " + burst + ", concurrency " + concurrency);
        }
        if (customerSecret != null) {
            new CustomerHash(customerSecret);
        }
    }

    public boolean enabled() {
        return customerSecret != null;
    }

    /** These settings with the secret given (tests, the bench). */
    public static ClaimSettings withSecret(String secret) {
        return new ClaimSettings(secret, DEFAULT_RATE, DEFAULT_BURST, DEFAULT_CONCURRENCY);
    }

    public ClaimSettings withRate(double newRate, int newBurst) {
        return new ClaimSettings(customerSecret, newRate, newBurst, concurrency);
    }

    public ClaimSettings withConcurrency(int newConcurrency) {
        return new ClaimSettings(customerSecret, ratePerSecond, burst, newConcurrency);
    }

    @Override
    public String toString() {
        return "ClaimSettings[secret " + (enabled() ? "set" : "missing") + ", " + ratePerSecond + "/s, burst "
                + burst + ", " + concurrency + " at once]";
    }
}
