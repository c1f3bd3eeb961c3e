package io.redeemdesk.cli.server;

import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.time.Clock;

/** Enables or disables one terminal; shared by {@code enable-terminal} and {@code disable-terminal}. */
final class TerminalSwitch {
    private TerminalSwitch() {
    }

    static int set(ServerDb db, String id, boolean enabled) throws Exception {
        try (ServerDatabase database = db.open()) {
            if (!new TerminalRegistry(database, new SecureRandom(), Clock.systemUTC()).setEnabled(id, enabled)) {
                System.err.println("no terminal has the id '" + id + "'");
                return 1;
            }
            System.out.println("terminal " + id + (enabled ? " enabled" : " disabled"));
            return 0;
        }
    }
}
