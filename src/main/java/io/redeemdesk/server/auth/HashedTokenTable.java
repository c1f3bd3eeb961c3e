package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;

/**
 * One table of named tokens ({@code name, token_hash, created_at}) that keeps only each token's SHA-256: makes a
 * new token for a name and finds the name a token's hash belongs to. The table name is a constant of the caller.
 */
final class HashedTokenTable {
    private final String table;
    private final ServerDatabase database;
    private final SecureRandom random;
    private final Clock clock;

    HashedTokenTable(String table, ServerDatabase database, SecureRandom random, Clock clock) {
        this.table = table;
        this.database = database;
        this.random = random;
        this.clock = clock;
    }

    /** Creates the token of {@code name} and returns it: the only time it exists in clear. */
    String create(String name) throws SQLException {
        String token = TokenHash.newToken(random);
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO " + table + " (name, token_hash, created_at) VALUES (?, ?, ?)")) {
                insert.setString(1, name);
                insert.setString(2, TokenHash.hash(token));
                insert.setLong(3, clock.millis());
                return insert.executeUpdate();
            }
        });
        return token;
    }

    /** The name whose token has this hash, or empty when none has. */
    Optional<String> nameOf(String hash) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT name FROM " + table + " WHERE token_hash = ?")) {
                select.setString(1, hash);
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next() ? Optional.of(rs.getString(1)) : Optional.<String>empty();
                }
            }
        });
    }
}
