/**
 * Redeeming on the service: the two-phase voucher lock, idempotency records, the ledger, the sweeper.
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.redeem;
