/**
 * Voucher administration: issuing, importing, revoking, reconciling, and the demo seed.
 * Must not import client, cli, config or JavaFX.
 */
package io.redeemdesk.server.admin;
