package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * The console's operators ({@code operators}): created by {@code server create-operator}, found at sign-in, and
 * their wrong passwords counted in the database, so every node sees the same count and the same lock.
 */
public final class OperatorAccounts {
    private final ServerDatabase database;
    private final Clock clock;

    public OperatorAccounts(ServerDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Adds an operator; a taken name fails with the database's unique-key error ({@code DuplicateKey}). */
    public void create(String name, String role, String passwordHash) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO operators "
                    + "(name, role, password_hash, failed_logins, locked_until, created_at) VALUES (?, ?, ?, 0, 0, ?)")) {
                insert.setString(1, name);
                insert.setString(2, role);
                insert.setString(3, passwordHash);
                insert.setLong(4, clock.millis());
                return insert.executeUpdate();
            }
        });
    }

    public Optional<OperatorAccount> find(String name) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT name, role, password_hash, failed_logins, "
                    + "locked_until FROM operators WHERE name = ?")) {
                select.setString(1, name);
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next() ? Optional.of(new OperatorAccount(rs.getString(1), rs.getString(2),
                            rs.getString(3), rs.getInt(4), rs.getLong(5))) : Optional.<OperatorAccount>empty();
                }
            }
        });
    }

    /**
     * Counts one more wrong password; the {@code limit}-th in a row locks the account for {@code lockFor} and
     * starts the count again. One statement, so two nodes counting at once lose no count.
     */
    public void failed(String name, int limit, Duration lockFor) throws SQLException {
        long lockedUntil = clock.millis() + lockFor.toMillis();
        database.inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement("UPDATE operators SET "
                    + "failed_logins = CASE WHEN failed_logins + 1 >= ? THEN 0 ELSE failed_logins + 1 END, "
                    + "locked_until = CASE WHEN failed_logins + 1 >= ? THEN ? ELSE locked_until END WHERE name = ?")) {
                update.setInt(1, limit);
                update.setInt(2, limit);
                update.setLong(3, lockedUntil);
                update.setString(4, name);
                return update.executeUpdate();
            }
        });
    }

    /** A right password: the count of wrong ones starts again. */
    public void succeeded(String name) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement(
                    "UPDATE operators SET failed_logins = 0 WHERE name = ? AND failed_logins <> 0")) {
                update.setString(1, name);
                return update.executeUpdate();
            }
        });
    }
}
