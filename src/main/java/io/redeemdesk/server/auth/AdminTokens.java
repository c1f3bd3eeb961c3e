package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;

/**
 * Tokens of the people and tools allowed to administer the service (revoke, disable a terminal, reconcile).
 * Kept apart from terminal tokens, so a till can never administer; only hashes are stored.
 */
public final class AdminTokens {
    private final ServerDatabase database;
    private final SecureRandom random;
    private final Clock clock;

    public AdminTokens(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.random = random;
        this.clock = clock;
    }

    /** Creates an admin token named {@code name} and returns it: the only time it exists in clear. */
    public String create(String name) throws SQLException {
        String token = TokenHash.newToken(random);
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO admin_tokens (name, token_hash, created_at) VALUES (?, ?, ?)")) {
                insert.setString(1, name);
                insert.setString(2, TokenHash.hash(token));
                insert.setLong(3, clock.millis());
                return insert.executeUpdate();
            }
        });
        return token;
    }

    /** The admin's name, or empty when the token is not an admin token. */
    public Optional<String> authenticate(String token) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT name FROM admin_tokens WHERE token_hash = ?")) {
                select.setString(1, TokenHash.hash(token));
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
                }
            }
        });
    }
}
