/**
 * The console's Batches page ({@code /console/batches}): the issue batches a page at a time, the form that issues N
 * vouchers of a template by the same {@link io.redeemdesk.server.admin.VoucherIssuer} steps as {@code server issue},
 * and a batch's CSV and PDF sheet written again by the writers of {@code server export}. Built on
 * {@code server.console}; only the composition root imports it.
 */
package io.redeemdesk.server.console.batches;
