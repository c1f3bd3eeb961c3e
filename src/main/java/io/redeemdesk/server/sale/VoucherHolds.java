package io.redeemdesk.server.sale;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * A sale's moves of one voucher, each a conditional update that lets exactly one writer win: take it (UNUSED →
 * LOCKED, held by the sale until the lease ends), renew the lease, give it back (LOCKED → UNUSED). A use of a held
 * voucher is {@link io.redeemdesk.server.redeem.UseTaken}.
 */
final class VoucherHolds {

    /** UNUSED → LOCKED for {@code saleId} until {@code until}, if the voucher is free, has a use and is valid. */
    boolean take(Connection c, String code, String saleId, long now, long until) throws SQLException {
        try (PreparedStatement take = c.prepareStatement("UPDATE vouchers SET status = 'LOCKED', held_by_sale = ?, "
                + "held_until = ?, locked_at = ? WHERE code = ? AND status = 'UNUSED' AND uses_left > 0 "
                + "AND (expires_at IS NULL OR expires_at > ?)")) {
            take.setString(1, saleId);
            take.setLong(2, until);
            take.setLong(3, now);
            take.setString(4, code);
            take.setLong(5, now);
            return take.executeUpdate() == 1;
        }
    }

    /** A new lease for a voucher {@code saleId} holds already. */
    boolean renew(Connection c, String code, String saleId, long now, long until) throws SQLException {
        try (PreparedStatement renew = c.prepareStatement("UPDATE vouchers SET held_until = ?, locked_at = ? "
                + "WHERE code = ? AND status = 'LOCKED' AND held_by_sale = ?")) {
            renew.setLong(1, until);
            renew.setLong(2, now);
            renew.setString(3, code);
            renew.setString(4, saleId);
            return renew.executeUpdate() == 1;
        }
    }

    /** LOCKED → UNUSED, if {@code saleId} still holds the voucher. */
    boolean giveBack(Connection c, String code, String saleId) throws SQLException {
        try (PreparedStatement back = c.prepareStatement("UPDATE vouchers SET status = 'UNUSED', held_by_sale = NULL, "
                + "held_until = NULL, locked_at = NULL WHERE code = ? AND status = 'LOCKED' AND held_by_sale = ?")) {
            back.setString(1, code);
            back.setString(2, saleId);
            return back.executeUpdate() == 1;
        }
    }
}
