/**
 * The till's outbox, {@code outbox.db}: the action and attempt rows, their one writer (the SQLite core's
 * {@code SingleWriter}), the engine's writes ({@code OutboxActions}), the drain's queue ({@code DrainQueue}) and
 * the one read side ({@code OutboxReads}, {@code OutboxStatus}) that the manager's store reads through too.
 * Must not import the engine ({@code client.redeem}), server, cli, JavaFX or the screens.
 */
package io.redeemdesk.client.outbox;
