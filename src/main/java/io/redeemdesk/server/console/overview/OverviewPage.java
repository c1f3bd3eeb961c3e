package io.redeemdesk.server.console.overview;

import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.Permission;

/** {@code GET /console}: the Overview, for every signed-in operator. */
public final class OverviewPage implements ConsolePage {
    private final OverviewFigures figures;

    public OverviewPage(OverviewFigures figures) {
        this.figures = figures;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(NavItem.OVERVIEW.path(), Permission.VIEW, this::show);
    }

    private void show(ConsoleRequest request) throws Exception {
        request.render("console/overview.jte", figures.read());
    }
}
