package io.redeemdesk.server.auth;

import io.redeemdesk.protocol.Enrollment;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * One-time enrollment codes. An operator creates one for a terminal ({@code enr-XXXX-XXXX-XXXX-XXXX}, 80 random
 * bits, typed on the till); exchanging it marks it used and gives the terminal a fresh token in the same
 * transaction, so a code works once, and re-enrolling a replaced till revokes the old machine's token.
 */
public final class EnrollmentCodes {
    /** How long a code stays valid unless the operator says otherwise. */
    public static final Duration DEFAULT_TTL = Duration.ofHours(24);
    private static final int SYMBOLS = 16;

    private final ServerDatabase database;
    private final SecureRandom random;
    private final Clock clock;

    public EnrollmentCodes(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.random = random;
        this.clock = clock;
    }

    /** Creates a code for {@code terminalId} of {@code storeId}, valid for {@code ttl}: the only time it is shown. */
    public String create(String terminalId, String storeId, Duration ttl) throws SQLException {
        StringBuilder code = new StringBuilder(Enrollment.CODE_PREFIX);
        for (int i = 0; i < SYMBOLS; i++) {
            if (i > 0 && i % 4 == 0) {
                code.append('-');
            }
            code.append(VoucherCode.ALPHABET.charAt(random.nextInt(VoucherCode.ALPHABET.length())));
        }
        String clear = code.toString();
        long now = clock.millis();
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO enrollment_codes (code_hash, terminal_id,"
                    + " store_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")) {
                insert.setString(1, hash(clear));
                insert.setString(2, terminalId);
                insert.setString(3, storeId);
                insert.setLong(4, now);
                insert.setLong(5, now + ttl.toMillis());
                return insert.executeUpdate();
            }
        });
        return clear;
    }

    /** Exchanges a code for the terminal's new token; empty when the code is unknown, used or expired. */
    public Optional<Enrollment> exchange(String code) throws SQLException {
        String codeHash = hash(code);
        long now = clock.millis();
        return database.inTransaction(c -> {
            try (PreparedStatement use = c.prepareStatement("UPDATE enrollment_codes SET used_at = ?"
                    + " WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?")) {
                use.setLong(1, now);
                use.setString(2, codeHash);
                use.setLong(3, now);
                if (use.executeUpdate() != 1) {
                    return Optional.empty();
                }
            }
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT terminal_id, store_id FROM enrollment_codes WHERE code_hash = ?")) {
                select.setString(1, codeHash);
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    String terminal = rs.getString(1);
                    String store = rs.getString(2);
                    return Optional.of(new Enrollment(terminal, store, issueToken(c, terminal, store, now)));
                }
            }
        });
    }

    private String issueToken(Connection c, String terminal, String store, long now) throws SQLException {
        String token = TokenHash.newToken(random);
        try (PreparedStatement rotate = c.prepareStatement(
                "UPDATE terminals SET token_hash = ?, store_id = ? WHERE id = ?")) {
            rotate.setString(1, TokenHash.hash(token));
            rotate.setString(2, store);
            rotate.setString(3, terminal);
            if (rotate.executeUpdate() == 1) {
                return token;
            }
        }
        TerminalRegistry.insert(c, terminal, store, TokenHash.hash(token), now);
        return token;
    }

    /** Case, separators and the prefix do not matter when the code is typed. */
    static String hash(String code) {
        String normalized = code.strip().toUpperCase(Locale.ROOT);
        if (normalized.startsWith(Enrollment.CODE_PREFIX.toUpperCase(Locale.ROOT))) {
            normalized = normalized.substring(Enrollment.CODE_PREFIX.length());
        }
        return TokenHash.hash(normalized.replace("-", "").replace(" ", ""));
    }
}
