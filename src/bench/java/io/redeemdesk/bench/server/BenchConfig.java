package io.redeemdesk.bench.server;

/**
 * One run of the server benchmark.
 *
 * @param db         {@code sqlite} or {@code postgres}
 * @param jdbcUrl    an existing database to use, or null for a fresh one (a temporary SQLite file or an embedded
 *                   PostgreSQL)
 * @param hotCodes   0: every fresh action redeems its own voucher; H &gt; 0: every action picks one of H vouchers
 * @param retryShare share of requests that deliberately re-send an earlier action with its request_id
 */
public record BenchConfig(String db, String jdbcUrl, int nodes, int clients, int requests, int hotCodes,
                          double retryShare) {

    public BenchConfig {
        if (!db.equals("sqlite") && !db.equals("postgres")) {
            throw new IllegalArgumentException("--db must be sqlite or postgres, not '" + db + "'");
        }
        if (db.equals("sqlite") && nodes != 1) {
            throw new IllegalArgumentException("SQLite serves one node; use --db postgres for --nodes " + nodes);
        }
        if (nodes < 1 || clients < 1 || requests < 1 || hotCodes < 0 || retryShare < 0 || retryShare >= 1) {
            throw new IllegalArgumentException("need --nodes, --clients, --requests >= 1, --hot-codes >= 0 and "
                    + "0 <= --retry-share < 1");
        }
    }
}
