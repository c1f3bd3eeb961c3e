/**
 * The server benchmarks (redemptions, and the sale mix): load clients, workloads, the throw-away embedded
 * PostgreSQL, the raw-JDBC and HTTP ceilings.
 * May import {@code server..}, {@code protocol} and the shared raw-JDBC frame ({@code bench.raw}); never
 * {@code client..}, {@code cli} or JavaFX.
 */
package io.redeemdesk.bench.server;
