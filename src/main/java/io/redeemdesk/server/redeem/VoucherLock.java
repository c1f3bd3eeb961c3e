package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Phase 1's lock on a voucher and the one statement that gives it back: conditional on the voucher still being
 * LOCKED by the same request, so a release that comes late (the request finished, or another took the voucher
 * since) changes nothing. Used by the service when phases 2-3 fail and by the sweeper for abandoned locks.
 */
final class VoucherLock {
    private VoucherLock() {
    }

    /** Puts {@code code} back to UNUSED if {@code requestId} still holds it; true when it did. */
    static boolean release(Connection c, String code, String requestId) throws SQLException {
        try (PreparedStatement release = c.prepareStatement(
                "UPDATE vouchers SET status = 'UNUSED', locked_by = NULL, locked_at = NULL "
                        + "WHERE code = ? AND status = 'LOCKED' AND locked_by = ?")) {
            release.setString(1, code);
            release.setString(2, requestId);
            return release.executeUpdate() == 1;
        }
    }
}
