package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Phase writes as plain statements, run inside the caller's transaction; the same SQL on both databases. */
final class PortablePhaseSql implements PhaseSql {
    private final IdempotencyStore records;
    private final RedemptionLedger ledger;
    private final TransitionLog transitions;

    PortablePhaseSql(IdempotencyStore records, RedemptionLedger ledger, TransitionLog transitions) {
        this.records = records;
        this.ledger = ledger;
        this.transitions = transitions;
    }

    @Override
    public Taken take(Connection c, Terminal terminal, String requestId, String fingerprint, String code, long now,
                      long recordExpiresAt) throws SQLException {
        if (!records.insertProcessing(c, terminal.id(), requestId, fingerprint, code, now, recordExpiresAt)) {
            return new Taken(false, null, null);
        }
        try (PreparedStatement take = c.prepareStatement(
                "UPDATE vouchers SET status = 'LOCKED', locked_by = ?, locked_at = ? "
                        + "WHERE code = ? AND status = 'UNUSED' AND (expires_at IS NULL OR expires_at > ?) "
                        + "RETURNING template_id, expires_at")) {
            take.setString(1, requestId);
            take.setLong(2, now);
            take.setString(3, code);
            take.setLong(4, now);
            try (ResultSet taken = take.executeQuery()) {
                if (!taken.next()) {
                    return new Taken(true, null, null);
                }
                String templateId = taken.getString(1);
                long expiresAt = taken.getLong(2);
                Long expiry = taken.wasNull() ? null : expiresAt;
                transitions.record(c, code, VoucherStatus.UNUSED, VoucherStatus.LOCKED, requestId, terminal.id(), now);
                return new Taken(true, templateId, expiry);
            }
        }
    }

    @Override
    public boolean finish(Connection c, Terminal terminal, String requestId, VoucherRow voucher,
                          RedemptionRequest request, Reply reply, long now) throws SQLException {
        try (PreparedStatement use = c.prepareStatement(
                "UPDATE vouchers SET status = 'USED', used_at = ?, used_by_terminal = ?, used_by_store = ?, "
                        + "used_by_request = ? WHERE code = ? AND status = 'LOCKED' AND locked_by = ?")) {
            use.setLong(1, now);
            use.setString(2, terminal.id());
            use.setString(3, terminal.storeId());
            use.setString(4, requestId);
            use.setString(5, voucher.code());
            use.setString(6, requestId);
            if (use.executeUpdate() != 1) {
                return false;
            }
        }
        ledger.record(c, voucher, requestId, terminal, request, now);
        transitions.record(c, voucher.code(), VoucherStatus.LOCKED, VoucherStatus.USED, requestId, terminal.id(), now);
        records.complete(c, terminal.id(), requestId, IdempotencyRecord.State.SUCCEEDED, reply);
        return true;
    }
}
