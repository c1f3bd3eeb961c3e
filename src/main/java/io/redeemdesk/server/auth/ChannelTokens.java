package io.redeemdesk.server.auth;

import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tokens of the channels (web shops, apps) that claim campaign vouchers. Stored only as their SHA-256, like
 * terminal tokens, in a table of their own: a terminal token is not a channel token and the other way round, so
 * a till cannot claim and a shop cannot redeem. A known token is remembered for {@link #CACHE_TTL_MILLIS}, so a
 * claim under a flood costs no extra database round trip. Revoking a channel replaces its hash by a marker no
 * SHA-256 hex can equal ({@value #REVOKED_PREFIX} + name): the name stays taken, so a later channel never shares
 * its idempotency-key space or its claim records; other nodes stop accepting the token within the cache time.
 */
public final class ChannelTokens {
    public static final long CACHE_TTL_MILLIS = 2_000;
    private static final int CACHE_LIMIT = 1_000;
    static final String REVOKED_PREFIX = "revoked:";

    private record Cached(Channel channel, long until) {
    }

    private final Map<String, Cached> cache = new ConcurrentHashMap<>();
    private final ServerDatabase database;
    private final HashedTokenTable table;
    private final Clock clock;

    public ChannelTokens(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.table = new HashedTokenTable("channel_tokens", database, random, clock);
        this.clock = clock;
    }

    /** Creates the channel's token and returns it: the only time it exists in clear. */
    public String create(String name) throws SQLException {
        return table.create(name);
    }

    /** Whether a channel of this name exists already. */
    public boolean exists(String name) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT 1 FROM channel_tokens WHERE name = ?")) {
                select.setString(1, name);
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    /** A channel as a line of a list: its name, when its token was made, whether it was revoked. */
    public record Listed(String name, long createdAt, boolean revoked) {
    }

    /** Up to {@code limit} channels by name, after {@code afterName} (null: from the first); never a token. */
    public List<Listed> page(String afterName, int limit) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT name, created_at, token_hash FROM "
                    + "channel_tokens WHERE name > ? ORDER BY name LIMIT ?")) {
                select.setString(1, afterName == null ? "" : afterName);
                select.setInt(2, limit);
                List<Listed> page = new ArrayList<>(limit);
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        page.add(new Listed(rs.getString(1), rs.getLong(2),
                                rs.getString(3).startsWith(REVOKED_PREFIX)));
                    }
                }
                return page;
            }
        });
    }

    /** Revokes the channel's token for good; false when no channel of this name holds a working token. */
    public boolean revoke(String name) throws SQLException {
        int revoked = database.inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement("UPDATE channel_tokens SET token_hash = ? "
                    + "WHERE name = ? AND token_hash NOT LIKE ?")) {
                update.setString(1, REVOKED_PREFIX + name);
                update.setString(2, name);
                update.setString(3, REVOKED_PREFIX + "%");
                return update.executeUpdate();
            }
        });
        cache.values().removeIf(cached -> cached.channel().name().equals(name));
        return revoked == 1;
    }

    /** The channel this token belongs to, or empty when it is not a channel token. */
    public Optional<Channel> authenticate(String token) throws SQLException {
        String hash = TokenHash.hash(token);
        long now = clock.millis();
        Cached cached = cache.get(hash);
        if (cached != null && cached.until() > now) {
            return Optional.of(cached.channel());
        }
        Optional<Channel> found = table.nameOf(hash).map(Channel::new);
        found.ifPresent(channel -> {
            if (cache.size() >= CACHE_LIMIT) {
                cache.clear();
            }
            cache.put(hash, new Cached(channel, now + CACHE_TTL_MILLIS));
        });
        return found;
    }
}
