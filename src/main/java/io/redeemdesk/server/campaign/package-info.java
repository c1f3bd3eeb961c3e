/**
 * Campaigns: a limited stock of vouchers of one template that customers claim through a channel, one claim in
 * one transaction (stock decrement, voucher, claim record, transition), the per-customer limit kept by the
 * claim table's primary key, and customer ids stored only as keyed hashes.
 * May import {@code server.db}, {@code server.events}, {@code server.redeem}, {@code server.auth},
 * {@code server.batch} and {@code protocol}; must not import {@code server.admin} (which imports this package),
 * {@code server.sale}, {@code server.limits}, {@code server.ops}, client, cli, config or JavaFX.
 */
package io.redeemdesk.server.campaign;
