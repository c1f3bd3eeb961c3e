package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * One use taken from a LOCKED voucher with the conditional update of article 001's stock pattern
 * ({@code uses_left > 0}): the last use makes it USED, an earlier one puts it back to UNUSED. Redemptions (owner:
 * the request that locked it), captures (owner: the sale that holds it) and the sweeper all take uses here.
 *
 * @param useNo    the use's number, 1 for the first: with the code, the ledger's primary key
 * @param usesLeft what the voucher has left after this use
 * @param status   the voucher's status after this use (USED or UNUSED)
 */
public record UseTaken(int useNo, int usesLeft, VoucherStatus status) {
    /** Whose lock the use consumes. */
    public enum Owner {
        REQUEST("locked_by = ?"), SALE("held_by_sale = ?");

        private final String condition;

        Owner(String condition) {
            this.condition = condition;
        }
    }

    /** The SET and WHERE of the use, the same text on SQLite and PostgreSQL (SET reads the row as it was). */
    static final String SET = "uses_left = uses_left - 1, "
            + "status = CASE WHEN uses_left = 1 THEN 'USED' ELSE 'UNUSED' END, "
            + "locked_by = CASE WHEN uses_left = 1 THEN locked_by ELSE NULL END, "
            + "locked_at = CASE WHEN uses_left = 1 THEN locked_at ELSE NULL END, "
            + "held_by_sale = NULL, held_until = NULL";

    public static Optional<UseTaken> take(Connection c, String code, Owner owner, String ownerId, String terminalId,
                                   String storeId, String requestId, long now) throws SQLException {
        try (PreparedStatement use = c.prepareStatement("UPDATE vouchers SET " + SET + ", used_at = ?, "
                + "used_by_terminal = ?, used_by_store = ?, used_by_request = ? WHERE code = ? AND status = 'LOCKED' "
                + "AND uses_left > 0 AND " + owner.condition + " RETURNING uses_left, uses_total, status")) {
            use.setLong(1, now);
            use.setString(2, terminalId);
            use.setString(3, storeId);
            use.setString(4, requestId);
            use.setString(5, code);
            use.setString(6, ownerId);
            try (ResultSet rs = use.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                int left = rs.getInt(1);
                return Optional.of(new UseTaken(rs.getInt(2) - left, left, VoucherStatus.valueOf(rs.getString(3))));
            }
        }
    }
}
