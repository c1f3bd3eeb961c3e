package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;

/**
 * Tokens of the people and tools allowed to administer the service (revoke, disable a terminal, reconcile).
 * Kept apart from terminal tokens, so a till can never administer; only hashes are stored.
 */
public final class AdminTokens {
    private final HashedTokenTable table;

    public AdminTokens(ServerDatabase database, SecureRandom random, Clock clock) {
        this.table = new HashedTokenTable("admin_tokens", database, random, clock);
    }

    /** Creates an admin token named {@code name} and returns it: the only time it exists in clear. */
    public String create(String name) throws SQLException {
        return table.create(name);
    }

    /** The admin's name, or empty when the token is not an admin token. */
    public Optional<String> authenticate(String token) throws SQLException {
        return table.nameOf(TokenHash.hash(token));
    }
}
