package io.redeemdesk.client.outbox;

import java.nio.file.Path;
import java.sql.SQLException;

/** A second process tried to open an outbox another RedeemDesk owns: the message names the running one. */
public final class OutboxLockedException extends SQLException {
    public OutboxLockedException(Path outboxFile, String owner) {
        super("the outbox " + outboxFile.toAbsolutePath() + " is in use by " + owner
                + ". Close that RedeemDesk first (only one cashier app may use a data directory), or start this"
                + " one with another --data-dir.");
    }
}
