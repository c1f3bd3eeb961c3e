package io.redeemdesk.client.config;

import java.nio.file.Path;

/** The files a till keeps in its data directory, named in this one place for the app, the commands and the benches. */
public final class TillFiles {
    public static final String OUTBOX = "outbox.db";
    public static final String MANAGER = "manager.db";

    private TillFiles() {
    }

    /** The outbox: every redeem action, written by the engine alone. */
    public static Path outbox(Path dataDir) {
        return dataDir.resolve(OUTBOX);
    }

    /** The manager view's own store: PIN hash, lockout, acknowledgements, the manager actions log. */
    public static Path manager(Path dataDir) {
        return dataDir.resolve(MANAGER);
    }
}
