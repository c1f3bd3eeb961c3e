package io.redeemdesk.server.campaign;

/**
 * How a node takes claims.
 *
 * @param customerSecret the HMAC secret of customer ids ({@code claims.customer.secret}); null disables claims,
 *                       which are then answered 503 {@code claims-disabled}
 * @param ratePerSecond  refill rate of the node's claim bucket ({@code claims.rate})
 * @param burst          size of that bucket ({@code claims.burst})
 */
public record ClaimSettings(String customerSecret, double ratePerSecond, int burst) {
    public static final double DEFAULT_RATE = 500;
    public static final int DEFAULT_BURST = 50;
    /** No secret: the node answers every claim 503 until one is configured. */
    public static final ClaimSettings DISABLED = new ClaimSettings(null, DEFAULT_RATE, DEFAULT_BURST);

    public ClaimSettings {
        if (ratePerSecond <= 0 || burst < 1) {
            throw new IllegalArgumentException("claims.rate and claims.burst must be positive: " + ratePerSecond
                    + "/s, burst " + burst);
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
        return new ClaimSettings(secret, DEFAULT_RATE, DEFAULT_BURST);
    }

    public ClaimSettings withRate(double newRate, int newBurst) {
        return new ClaimSettings(customerSecret, newRate, newBurst);
    }

    @Override
    public String toString() {
        return "ClaimSettings[secret " + (enabled() ? "set" : "missing") + ", " + ratePerSecond + "/s, burst "
                + burst + "]";
    }
}
