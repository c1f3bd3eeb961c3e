/**
 * What the plain-JDBC ceilings of the benchmarks share ({@code bench server}'s redemptions and sale mix,
 * {@code bench claims}): worker threads each with its own connection, SQLite's busy answer, one statement.
 * May import {@code server..}; never {@code client..}, {@code cli} or JavaFX.
 */
package io.redeemdesk.bench.raw;
