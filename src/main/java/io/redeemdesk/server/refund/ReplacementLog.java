package io.redeemdesk.server.refund;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one reader and writer of {@code voucher_replacements}; each method runs on the caller's connection. A
 * replacement's template and expiry are read from its new voucher, so what is answered again is what was issued.
 */
public final class ReplacementLog {
    private static final String SELECT = "SELECT r.new_code, r.replacing_code, r.use_no, v.template_id, "
            + "v.expires_at, r.reason, r.actor, r.created_at, r.fingerprint FROM voucher_replacements r "
            + "LEFT JOIN vouchers v ON v.code = r.new_code ";

    /** A stored replacement with the fingerprint of the request that made it. */
    record Stored(Replacement replacement, String fingerprint) {
    }

    void insert(Connection c, Replacement r, String key, String fingerprint) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO voucher_replacements (replacing_code, "
                + "use_no, new_code, reason, actor, idempotency_key, fingerprint, created_at) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setString(1, r.replaces());
            insert.setInt(2, r.use());
            insert.setString(3, r.newCode());
            insert.setString(4, r.reason());
            insert.setString(5, r.actor());
            insert.setString(6, key);
            insert.setString(7, fingerprint);
            insert.setLong(8, r.createdAt());
            insert.executeUpdate();
        }
    }

    Optional<Stored> byKey(Connection c, String key) throws SQLException {
        List<Stored> found = query(c, SELECT + "WHERE r.idempotency_key = ?", key);
        return found.stream().findFirst();
    }

    /** The replacements of voucher {@code code}'s uses, by use. */
    public List<Replacement> of(Connection c, String code) throws SQLException {
        return query(c, SELECT + "WHERE r.replacing_code = ? ORDER BY r.use_no", code).stream()
                .map(Stored::replacement).toList();
    }

    /** The replacement that issued voucher {@code newCode}, if it was one. */
    public Optional<Replacement> issuing(Connection c, String newCode) throws SQLException {
        return query(c, SELECT + "WHERE r.new_code = ?", newCode).stream().map(Stored::replacement).findFirst();
    }

    private static List<Stored> query(Connection c, String sql, String arg) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql)) {
            select.setString(1, arg);
            List<Stored> found = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long expires = rs.getLong(5);
                    Long validUntil = rs.wasNull() ? null : expires;
                    found.add(new Stored(new Replacement(rs.getString(1), rs.getString(2), rs.getInt(3),
                            rs.getString(4), validUntil, rs.getString(6), rs.getString(7), rs.getLong(8)),
                            rs.getString(9)));
                }
            }
            return found;
        }
    }
}
