package io.redeemdesk.server.sale;

import java.sql.Connection;
import java.sql.SQLException;

import static io.redeemdesk.server.db.Statements.update;

/**
 * A sale's moves of one voucher, each a conditional update that lets exactly one writer win: take it (UNUSED →
 * LOCKED, held by the sale until the lease ends), renew the lease, give it back (LOCKED → UNUSED). A use of a held
 * voucher is {@link io.redeemdesk.server.redeem.UseTaken}.
 */
final class VoucherHolds {

    /** UNUSED → LOCKED for {@code saleId} until {@code until}, if the voucher is free, has a use and is valid. */
    boolean take(Connection c, String code, String saleId, long now, long until) throws SQLException {
        return update(c, "UPDATE vouchers SET status = 'LOCKED', held_by_sale = ?, held_until = ?, locked_at = ? "
                + "WHERE code = ? AND status = 'UNUSED' AND uses_left > 0 AND (expires_at IS NULL OR expires_at > ?)",
                saleId, until, now, code, now) == 1;
    }

    /** A new lease for a voucher {@code saleId} holds already. */
    boolean renew(Connection c, String code, String saleId, long now, long until) throws SQLException {
        return update(c, "UPDATE vouchers SET held_until = ?, locked_at = ? "
                + "WHERE code = ? AND status = 'LOCKED' AND held_by_sale = ?", until, now, code, saleId) == 1;
    }

    /** LOCKED → UNUSED, if {@code saleId} still holds the voucher. */
    boolean giveBack(Connection c, String code, String saleId) throws SQLException {
        return update(c, "UPDATE vouchers SET status = 'UNUSED', held_by_sale = NULL, held_until = NULL, "
                + "locked_at = NULL WHERE code = ? AND status = 'LOCKED' AND held_by_sale = ?", code, saleId) == 1;
    }
}
