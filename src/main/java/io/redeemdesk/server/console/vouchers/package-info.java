/**
 * The console's voucher look-up: a code's timeline in plain words, revoke with a reason, replace a used one.
 * Built on {@code server.console} and the voucher services; it does not import other console pages.
 */
package io.redeemdesk.server.console.vouchers;
