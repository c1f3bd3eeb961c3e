package io.redeemdesk.server.http;

/** Routes placed by another door of the node (the operator's console) in the node's {@link RouteTable}. */
@FunctionalInterface
public interface RouteSet {
    /** No routes. */
    RouteSet NONE = table -> { };

    void addTo(RouteTable table);
}
