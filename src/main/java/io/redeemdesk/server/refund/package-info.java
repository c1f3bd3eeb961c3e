/**
 * Refund by replacement: a USED voucher (for a pass, one use taken) is replaced by one new voucher of the same
 * template, at most once per use and once per idempotency key, linked both ways in the history, audited and
 * announced with a {@code voucher.replaced} event, all in one transaction.
 * May import {@code server.db}, {@code server.events}, {@code server.redeem} and {@code protocol}; must not import
 * {@code server.admin}, {@code server.http}, client, cli, config or JavaFX.
 */
package io.redeemdesk.server.refund;
