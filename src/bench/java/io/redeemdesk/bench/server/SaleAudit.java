package io.redeemdesk.bench.server;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Counts, from the database after a sale-mix run: vouchers used more often than they have uses (more ledger rows
 * than {@code uses_total}, or uses that do not add up to {@code uses_total - uses_left}), and vouchers still
 * LOCKED (every sale of the run was captured or voided, so after a sweep none should be).
 */
final class SaleAudit {
    private SaleAudit() {
    }

    static long doubleUsed(ServerDatabase database, String templatePrefix) throws SQLException {
        return count(database, "SELECT COUNT(*) FROM vouchers v WHERE v.template_id LIKE ? AND (v.uses_left < 0 "
                + "OR v.uses_total - v.uses_left <> (SELECT COUNT(*) FROM redemptions r WHERE r.code = v.code) "
                + "OR (SELECT COUNT(*) FROM redemptions r WHERE r.code = v.code) > v.uses_total)", templatePrefix);
    }

    static long stuckLocked(ServerDatabase database, String templatePrefix) throws SQLException {
        return count(database, "SELECT COUNT(*) FROM vouchers WHERE template_id LIKE ? AND status = 'LOCKED'",
                templatePrefix);
    }

    private static long count(ServerDatabase database, String sql, String templatePrefix) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(sql)) {
                select.setString(1, templatePrefix + "%");
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }
}
