package io.redeemdesk.server.console.reconcile;

import java.util.List;

/**
 * The Reconcile page's model: whether it has run in this request ({@code ran}), its findings (empty when clean),
 * and whether the operator may run it.
 */
public record ReconcileView(boolean ran, List<Finding> findings, boolean mayRun) {
}
