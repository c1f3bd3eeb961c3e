/**
 * The console's voucher look-up ({@code /console/vouchers}): a code's timeline in plain words and revoke with a
 * reason. Built on {@code server.console} and the admin services; only the composition root imports it.
 */
package io.redeemdesk.server.console.vouchers;
