package io.redeemdesk.server.sale;

import io.redeemdesk.server.db.Statements;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static io.redeemdesk.server.db.Statements.update;

/**
 * A sale's moves of one voucher, each a conditional update that lets exactly one writer win: take it (UNUSED →
 * LOCKED, held by the sale until the lease ends), renew the lease, give it back (LOCKED → UNUSED). A lease never
 * ends after the voucher's expiry, and neither a take nor a renewal succeeds once the voucher has expired. A use of
 * a held voucher is {@link io.redeemdesk.server.redeem.UseTaken}.
 */
final class VoucherHolds {
    /** The lease's end: the one asked for, or the voucher's expiry when that comes first. */
    private static final String LEASE = "held_until = CASE WHEN expires_at < ? THEN expires_at ELSE ? END";
    private static final String VALID = "(expires_at IS NULL OR expires_at > ?)";

    /**
     * UNUSED → LOCKED for {@code saleId} until {@code until} (or the voucher's expiry, if sooner), if the voucher
     * is free, has a use and is valid; the hold's start ({@code locked_at}) is {@code now}.
     */
    boolean take(Connection c, String code, String saleId, long now, long until) throws SQLException {
        return update(c, "UPDATE vouchers SET status = 'LOCKED', held_by_sale = ?, " + LEASE + ", locked_at = ? "
                + "WHERE code = ? AND status = 'UNUSED' AND uses_left > 0 AND " + VALID,
                saleId, until, until, now, code, now) == 1;
    }

    /**
     * A new lease (to {@code until} or the voucher's expiry, if sooner) for a voucher {@code saleId} holds
     * already, while it is valid; the hold keeps its start.
     */
    boolean renew(Connection c, String code, String saleId, long now, long until) throws SQLException {
        return update(c, "UPDATE vouchers SET " + LEASE + " WHERE code = ? AND status = 'LOCKED' "
                + "AND held_by_sale = ? AND " + VALID, until, until, code, saleId, now) == 1;
    }

    /** LOCKED → UNUSED, if {@code saleId} still holds the voucher. */
    boolean giveBack(Connection c, String code, String saleId) throws SQLException {
        return giveBackAll(c, List.of(code), saleId).contains(code);
    }

    /**
     * LOCKED → UNUSED for each of {@code codes} that {@code saleId} still holds, in one statement; the codes
     * given back.
     */
    Set<String> giveBackAll(Connection c, List<String> codes, String saleId) throws SQLException {
        if (codes.isEmpty()) {
            return Set.of();
        }
        try (PreparedStatement giveBack = c.prepareStatement("UPDATE vouchers SET status = 'UNUSED', "
                + "held_by_sale = NULL, held_until = NULL, locked_at = NULL WHERE code IN ("
                + Statements.placeholders(codes.size()) + ") AND status = 'LOCKED' AND held_by_sale = ? "
                + "RETURNING code")) {
            List<Object> values = new ArrayList<>(codes);
            values.add(saleId);
            Statements.bind(giveBack, values.toArray());
            Set<String> given = new HashSet<>();
            try (ResultSet rs = giveBack.executeQuery()) {
                while (rs.next()) {
                    given.add(rs.getString(1));
                }
            }
            return given;
        }
    }
}
