package io.redeemdesk.server.console;

/**
 * One page (or group of pages) of the console: it places its paths, each with the permission it needs, and the
 * composition root adds it to the console's {@link ConsoleRoutes}.
 */
public interface ConsolePage {
    void addRoutes(ConsoleRoutes routes);
}
