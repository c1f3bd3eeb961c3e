package io.redeemdesk.server.console.reconcile;

import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.Permission;

import java.sql.SQLException;
import java.util.List;

/**
 * {@code /console/reconcile}: a Run button (support, admin) that runs the reconciliation, audited, and shows each
 * finding with its kind in plain words and its voucher linked to the look-up page; "clean" when none.
 */
public final class ReconcilePage implements ConsolePage {
    static final String TEMPLATE = "console/reconcile.jte";
    private static final String PATH = NavItem.RECONCILE.path();

    private final Reconciler reconciler;
    private final ConsoleAudit audit;

    public ReconcilePage(Reconciler reconciler, ConsoleAudit audit) {
        this.reconciler = reconciler;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::show)
                .post(PATH + "/run", Permission.RECONCILE, this::run);
    }

    private void show(ConsoleRequest request) {
        request.render(TEMPLATE, new ReconcileView(false, List.of(), request.page().can(Permission.RECONCILE)));
    }

    private void run(ConsoleRequest request) throws SQLException {
        Reconciler.Report report = reconciler.run();
        List<Finding> findings = ReconcileFindings.of(request.page(), report);
        audit.record(request.operator(), "reconcile.run", report.clean() ? "clean" : findings.size() + " findings",
                "");
        request.render(TEMPLATE, new ReconcileView(true, findings, true));
    }
}
