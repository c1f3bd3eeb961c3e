package io.redeemdesk.bench.server;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Counts, from the database, vouchers redeemed more than once: two ledger rows, USED by two request_ids in the
 * transition log, or a ledger row of another request than the one that made the voucher USED.
 */
final class DoubleRedemptionAudit {
    private DoubleRedemptionAudit() {
    }

    static long count(ServerDatabase database) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT COUNT(DISTINCT code) FROM ("
                    + "SELECT code FROM redemptions GROUP BY code HAVING COUNT(*) > 1 "
                    + "UNION SELECT code FROM voucher_transitions WHERE to_status = 'USED' "
                    + "GROUP BY code HAVING COUNT(DISTINCT request_id) > 1 "
                    + "UNION SELECT v.code FROM vouchers v JOIN redemptions r ON r.code = v.code "
                    + "WHERE v.status = 'USED' AND v.used_by_request <> r.request_id) doubles");
                 ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    static long ledgerRows(ServerDatabase database) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT COUNT(*) FROM redemptions");
                 ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }
}
