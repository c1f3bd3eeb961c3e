package io.redeemdesk.server.console;

import io.javalin.http.Handler;
import io.redeemdesk.server.http.RouteSet;
import io.redeemdesk.server.http.RouteTable;

import java.util.ArrayList;
import java.util.List;

/**
 * The console's paths under {@code /console}, each with the permission it needs, placed in the node's route
 * table. Every route goes through the {@link ConsoleDoor}: signed in, CSRF token on every POST, the role's
 * permission checked on the server.
 */
public final class ConsoleRoutes implements RouteSet {
    private final ConsoleDoor door;
    private final List<Route> routes = new ArrayList<>();

    private record Route(String path, boolean post, Handler handler) {
    }

    public ConsoleRoutes(ConsoleDoor door) {
        this.door = door;
    }

    /** A page: {@code GET path} (and HEAD) for operators whose role grants {@code needed}. */
    public ConsoleRoutes get(String path, Permission needed, ConsoleHandler handler) {
        routes.add(new Route(path, false, door.signedIn(needed, false, handler)));
        return this;
    }

    /** An action: {@code POST path} with a valid CSRF token, for operators whose role grants {@code needed}. */
    public ConsoleRoutes post(String path, Permission needed, ConsoleHandler handler) {
        routes.add(new Route(path, true, door.signedIn(needed, true, handler)));
        return this;
    }

    /** Places {@code page}'s routes. */
    public ConsoleRoutes add(ConsolePage page) {
        page.addRoutes(this);
        return this;
    }

    /** A route anyone may use, with the security headers: the sign-in page and its form. */
    ConsoleRoutes open(String path, boolean post, ConsoleHandler handler) {
        routes.add(new Route(path, post, door.open(handler)));
        return this;
    }

    /** A route with its own handler (the assets). */
    ConsoleRoutes raw(String path, Handler handler) {
        routes.add(new Route(path, false, handler));
        return this;
    }

    @Override
    public void addTo(RouteTable table) {
        for (Route route : routes) {
            if (route.post()) {
                table.post(route.path(), route.handler());
            } else {
                table.get(route.path(), route.handler());
            }
        }
    }
}
