package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.redeem.Terminal;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Creates terminals and resolves a bearer token to its terminal. Only token hashes are stored. A resolved known
 * token is remembered for {@link #CACHE_TTL_MILLIS}, so a request costs no extra database round trip; disabling a
 * terminal therefore reaches every node within that time (at once on the node that did it).
 */
public final class TerminalRegistry {
    public static final long CACHE_TTL_MILLIS = 2_000;
    private static final int CACHE_LIMIT = 10_000;

    private record Cached(Authentication authentication, long until) {
    }

    private final Map<String, Cached> cache = new ConcurrentHashMap<>();
    private final ServerDatabase database;
    private final SecureRandom random;
    private final Clock clock;

    public TerminalRegistry(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.random = random;
        this.clock = clock;
    }

    /** Creates a terminal and returns its token: the only time the token exists in clear. */
    public String create(String terminalId, String storeId) throws SQLException {
        String token = TokenHash.newToken(random);
        database.inTransaction(c -> insert(c, terminalId, storeId, TokenHash.hash(token), clock.millis()));
        return token;
    }

    /** The one insert of a terminal row (enabled), for {@link #create} and for enrollment. */
    static int insert(Connection c, String terminalId, String storeId, String tokenHash, long now)
            throws SQLException {
        try (PreparedStatement insert = c.prepareStatement(
                "INSERT INTO terminals (id, store_id, token_hash, enabled, created_at) VALUES (?, ?, ?, 1, ?)")) {
            insert.setString(1, terminalId);
            insert.setString(2, storeId);
            insert.setString(3, tokenHash);
            insert.setLong(4, now);
            return insert.executeUpdate();
        }
    }

    /** The result of checking a bearer token. */
    public record Authentication(Optional<Terminal> terminal, boolean enabled) {
    }

    public Authentication authenticate(String token) throws SQLException {
        String hash = TokenHash.hash(token);
        long now = clock.millis();
        Cached cached = cache.get(hash);
        if (cached != null && cached.until() > now) {
            return cached.authentication();
        }
        Authentication found = lookup(hash);
        if (found.terminal().isPresent()) {
            if (cache.size() >= CACHE_LIMIT) {
                cache.clear();
            }
            cache.put(hash, new Cached(found, now + CACHE_TTL_MILLIS));
        }
        return found;
    }

    private Authentication lookup(String hash) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT id, store_id, enabled FROM terminals WHERE token_hash = ?")) {
                select.setString(1, hash);
                try (ResultSet rs = select.executeQuery()) {
                    if (!rs.next()) {
                        return new Authentication(Optional.empty(), false);
                    }
                    return new Authentication(Optional.of(new Terminal(rs.getString(1), rs.getString(2))),
                            rs.getInt(3) == 1);
                }
            }
        });
    }

    /** Enables or disables a terminal; false when there is no such terminal. */
    public boolean setEnabled(String terminalId, boolean enabled) throws SQLException {
        boolean changed = database.inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement("UPDATE terminals SET enabled = ? WHERE id = ?")) {
                update.setInt(1, enabled ? 1 : 0);
                update.setString(2, terminalId);
                return update.executeUpdate() == 1;
            }
        });
        cache.clear();
        return changed;
    }
}
