/**
 * Campaigns: a limited stock of vouchers of one template that customers claim through a channel, one claim in
 * one transaction (stock decrement, voucher, claim record, transition), the per-customer limit kept by the
 * claim table's primary key, and customer ids stored only as keyed hashes.
 */
package io.redeemdesk.server.campaign;
