package io.redeemdesk.server.console;

import io.redeemdesk.server.auth.TokenHash;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;

/**
 * Console sessions, kept in the database ({@code console_sessions}) so any node answers any request: the cookie
 * holds a random token, the table only its SHA-256. A session ends when idle longer than the idle timeout, at its
 * maximum age, or at sign-out. {@code last_seen} is written at most once a minute per session.
 */
public final class ConsoleSessions {
    private static final long TOUCH_MILLIS = 60_000;

    private final ServerDatabase database;
    private final CsrfTokens tokens;
    private final Clock clock;
    private final ConsoleSettings settings;

    /** A new session: the cookie's token (its only time in clear) and the session as stored. */
    public record Opened(String token, SignedIn session) {
    }

    public ConsoleSessions(ServerDatabase database, CsrfTokens tokens, Clock clock, ConsoleSettings settings) {
        this.database = database;
        this.tokens = tokens;
        this.clock = clock;
        this.settings = settings;
    }

    public Opened open(String operator, Role role) throws SQLException {
        String token = tokens.next();
        SignedIn session = new SignedIn(TokenHash.hash(token), operator, role, tokens.next());
        long now = clock.millis();
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO console_sessions "
                    + "(id, operator, csrf, created_at, last_seen, expires) VALUES (?, ?, ?, ?, ?, ?)")) {
                insert.setString(1, session.id());
                insert.setString(2, operator);
                insert.setString(3, session.csrf());
                insert.setLong(4, now);
                insert.setLong(5, now);
                insert.setLong(6, now + settings.maxAge().toMillis());
                return insert.executeUpdate();
            }
        });
        return new Opened(token, session);
    }

    /** The live session of a cookie's token, or empty (no such session, idle too long, too old, no operator). */
    public Optional<SignedIn> find(String token) throws SQLException {
        if (token == null || token.isEmpty()) {
            return Optional.empty();
        }
        String id = TokenHash.hash(token);
        long now = clock.millis();
        Optional<Row> row = database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT s.operator, o.role, s.csrf, s.last_seen, "
                    + "s.expires FROM console_sessions s JOIN operators o ON o.name = s.operator WHERE s.id = ?")) {
                select.setString(1, id);
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next() ? Optional.of(new Row(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getLong(4), rs.getLong(5))) : Optional.<Row>empty();
                }
            }
        });
        if (row.isEmpty() || row.get().lastSeen() + settings.idleTimeout().toMillis() <= now
                || row.get().expires() <= now || Role.parse(row.get().role()).isEmpty()) {
            row.ifPresent(r -> closeQuietly(id));
            return Optional.empty();
        }
        if (now - row.get().lastSeen() >= TOUCH_MILLIS) {
            touch(id, now);
        }
        Row r = row.get();
        return Optional.of(new SignedIn(id, r.operator(), Role.parse(r.role()).orElseThrow(), r.csrf()));
    }

    /** Ends the session with this stored id. */
    public void close(String id) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement delete = c.prepareStatement("DELETE FROM console_sessions WHERE id = ?")) {
                delete.setString(1, id);
                return delete.executeUpdate();
            }
        });
    }

    /** Removes the sessions that ended without a sign-out; returns how many. */
    public int forgetEnded() throws SQLException {
        long now = clock.millis();
        return database.inTransaction(c -> {
            try (PreparedStatement delete = c.prepareStatement(
                    "DELETE FROM console_sessions WHERE expires <= ? OR last_seen <= ?")) {
                delete.setLong(1, now);
                delete.setLong(2, now - settings.idleTimeout().toMillis());
                return delete.executeUpdate();
            }
        });
    }

    private void touch(String id, long now) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement(
                    "UPDATE console_sessions SET last_seen = ? WHERE id = ?")) {
                update.setLong(1, now);
                update.setString(2, id);
                return update.executeUpdate();
            }
        });
    }

    private void closeQuietly(String id) {
        try {
            close(id);
        } catch (SQLException e) {
            org.slf4j.LoggerFactory.getLogger(ConsoleSessions.class).warn("removing an ended session failed", e);
        }
    }

    private record Row(String operator, String role, String csrf, long lastSeen, long expires) {
    }
}
