/**
 * The server benchmark: a bench service, load clients and the audit that no voucher was redeemed twice.
 * Product code must not import it; it may not be imported outside the bench command.
 */
package io.redeemdesk.server.bench;
