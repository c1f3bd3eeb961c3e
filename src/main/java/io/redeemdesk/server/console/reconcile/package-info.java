/**
 * The console's Reconcile page ({@code /console/reconcile}): runs the reconciliation ({@code server.admin}
 * Reconciler, as {@code GET /v1/admin/reconcile}) and lists each finding in plain words with its voucher linked.
 * Nothing uses it but the console's wiring.
 */
package io.redeemdesk.server.console.reconcile;
