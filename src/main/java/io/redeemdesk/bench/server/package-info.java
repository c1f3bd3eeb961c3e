/**
 * The server benchmarks (redemptions, and the sale mix): load clients, workloads, the throw-away embedded
 * PostgreSQL, the raw-JDBC and HTTP ceilings.
 * May import {@code server..} and {@code protocol}; never {@code client..}, {@code cli} or JavaFX.
 */
package io.redeemdesk.bench.server;
