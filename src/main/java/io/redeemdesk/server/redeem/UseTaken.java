package io.redeemdesk.server.redeem;

import io.redeemdesk.server.db.Statements;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
        return Optional.ofNullable(takeAll(c, List.of(code), owner, ownerId, terminalId, storeId, requestId, now)
                .get(code));
    }

    /**
     * One use of each of {@code codes} that {@code ownerId} has locked, in one statement: the uses taken, by code
     * (a voucher whose lock is no longer the owner's, or that has no use left, is not among them).
     */
    public static Map<String, UseTaken> takeAll(Connection c, List<String> codes, Owner owner, String ownerId,
                                                String terminalId, String storeId, String requestId, long now)
            throws SQLException {
        try (PreparedStatement use = c.prepareStatement("UPDATE vouchers SET " + SET + ", used_at = ?, "
                + "used_by_terminal = ?, used_by_store = ?, used_by_request = ? WHERE code IN ("
                + Statements.placeholders(codes.size()) + ") AND status = 'LOCKED' AND uses_left > 0 AND "
                + owner.condition + " RETURNING code, uses_left, uses_total, status")) {
            List<Object> values = new ArrayList<>(List.of(now, terminalId, storeId, requestId));
            values.addAll(codes);
            values.add(ownerId);
            Statements.bind(use, values.toArray());
            Map<String, UseTaken> taken = new HashMap<>();
            try (ResultSet rs = use.executeQuery()) {
                while (rs.next()) {
                    int left = rs.getInt(2);
                    taken.put(rs.getString(1), new UseTaken(rs.getInt(3) - left, left,
                            VoucherStatus.valueOf(rs.getString(4))));
                }
            }
            return taken;
        }
    }
}
