/**
 * Sales at the service: a till's sale holds vouchers (LOCKED for the hold's lease), releases one, and is captured
 * (every hold becomes a use bound to the order number, in one transaction) or voided (every hold back to
 * UNUSED). Every write is idempotent through {@link io.redeemdesk.server.redeem.KeyedWrites}; every use goes
 * through {@link io.redeemdesk.server.redeem.UseTaken}, the same conditional update as a plain redemption.
 * Must not import client, cli, config, http or JavaFX.
 */
package io.redeemdesk.server.sale;
