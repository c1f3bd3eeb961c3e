package io.redeemdesk.bench.claims;

/**
 * One {@code bench claims} run.
 *
 * @param jdbcUrl   an empty database to use instead of a fresh one, or null
 * @param rate      each node's {@code claims.rate}
 * @param burst     each node's {@code claims.burst}
 * @param concurrency each node's {@code claims.concurrency}
 */
public record ClaimsBenchConfig(String db, String jdbcUrl, int nodes, int stock, int customers, int clients,
                                double rate, int burst, int concurrency) {
    public ClaimsBenchConfig {
        if (!db.equals("sqlite") && !db.equals("postgres")) {
            throw new IllegalArgumentException("--db must be sqlite or postgres, not '" + db + "'");
        }
        if (nodes < 1 || nodes > 8 || db.equals("sqlite") && nodes != 1) {
            throw new IllegalArgumentException("--nodes must be 1 for sqlite (one writer) and 1 to 8 for postgres, "
                    + "not " + nodes);
        }
        if (stock < 1 || stock > 1_000_000 || customers < 1 || customers > 1_000_000) {
            throw new IllegalArgumentException("--stock and --customers must be between 1 and 1000000");
        }
        if (clients < 1 || clients > 1_000) {
            throw new IllegalArgumentException("--clients must be between 1 and 1000, not " + clients);
        }
        if (rate <= 0 || rate > 100_000) {
            throw new IllegalArgumentException("--rate must be above 0 and at most 100000, not " + rate);
        }
        if (burst < 1 || burst > 100_000) {
            throw new IllegalArgumentException("--burst must be between 1 and 100000, not " + burst);
        }
        if (concurrency < 1 || concurrency > 10_000) {
            throw new IllegalArgumentException("--concurrency must be between 1 and 10000, not " + concurrency);
        }
    }
}
