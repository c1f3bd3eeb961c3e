package io.redeemdesk.server.console;

import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.util.HexFormat;

/**
 * The operators' audit trail ({@code operator_audit}): who ({@code console:<name>}) did what ({@code action},
 * such as {@code voucher.revoke}), to what ({@code subject}, such as a code), with a short detail. Written in the
 * action's own transaction where there is one ({@link #record(Connection, String, String, String, String)}).
 */
public final class ConsoleAudit {
    private static final String PREFIX = "console:";

    private final ServerDatabase database;
    private final SecureRandom random;
    private final Clock clock;

    public ConsoleAudit(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.random = random;
        this.clock = clock;
    }

    /** How the trail names an operator: {@code console:<name>}. */
    public static String actor(String operator) {
        return PREFIX + operator;
    }

    /** One entry of {@code operator}'s in a transaction of its own. */
    public void record(String operator, String action, String subject, String detail) throws SQLException {
        database.inTransaction(c -> {
            record(c, operator, action, subject, detail);
            return null;
        });
    }

    /** One entry of {@code operator}'s in the caller's transaction. */
    public void record(Connection connection, String operator, String action, String subject, String detail)
            throws SQLException {
        byte[] id = new byte[12];
        random.nextBytes(id);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO operator_audit (id, at, actor, action, subject, detail) VALUES (?, ?, ?, ?, ?, ?)")) {
            insert.setString(1, HexFormat.of().formatHex(id));
            insert.setLong(2, clock.millis());
            insert.setString(3, actor(operator));
            insert.setString(4, action);
            insert.setString(5, subject == null ? "" : subject);
            insert.setString(6, detail == null ? "" : detail);
            insert.executeUpdate();
        }
    }
}
