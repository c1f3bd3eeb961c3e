/**
 * Redeeming on the service: the two-phase voucher lock, one use of a pass at a time, idempotency records and
 * keyed writes (shared with the sales), the ledger, the sweeper (also of holds past their lease).
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.redeem;
