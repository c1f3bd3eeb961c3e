/** The console's voucher look-up: a code's timeline in plain words, revoke with a reason, replace. */
package io.redeemdesk.server.console.vouchers;
