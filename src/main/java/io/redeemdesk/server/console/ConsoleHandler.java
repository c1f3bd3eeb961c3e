package io.redeemdesk.server.console;

/** What answers one console path and method, for a signed-in operator whose role has the route's permission. */
@FunctionalInterface
public interface ConsoleHandler {
    void handle(ConsoleRequest request) throws Exception;
}
