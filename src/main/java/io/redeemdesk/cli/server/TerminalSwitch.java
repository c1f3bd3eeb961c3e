package io.redeemdesk.cli.server;

import io.redeemdesk.server.ServerParts;


/** Enables or disables one terminal; shared by {@code enable-terminal} and {@code disable-terminal}. */
final class TerminalSwitch {
    private TerminalSwitch() {
    }

    static int set(ServerDb db, String id, boolean enabled) throws Exception {
        try (ServerParts server = db.open()) {
            if (!server.terminals().setEnabled(id, enabled)) {
                System.err.println("no terminal has the id '" + id + "'");
                return 1;
            }
            System.out.println("terminal " + id + (enabled ? " enabled" : " disabled"));
            return 0;
        }
    }
}
