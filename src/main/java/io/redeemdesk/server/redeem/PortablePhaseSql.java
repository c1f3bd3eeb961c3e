package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

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
            return Taken.notTaken(false);
        }
        try (PreparedStatement take = c.prepareStatement(
                "UPDATE vouchers SET status = 'LOCKED', locked_by = ?, locked_at = ? "
                        + "WHERE code = ? AND status = 'UNUSED' AND (expires_at IS NULL OR expires_at > ?) "
                        + "RETURNING template_id, expires_at, uses_left, uses_total")) {
            take.setString(1, requestId);
            take.setLong(2, now);
            take.setString(3, code);
            take.setLong(4, now);
            try (ResultSet taken = take.executeQuery()) {
                if (!taken.next()) {
                    return Taken.notTaken(true);
                }
                String templateId = taken.getString(1);
                long expiresAt = taken.getLong(2);
                Long expiry = taken.wasNull() ? null : expiresAt;
                transitions.record(c, code, VoucherStatus.UNUSED, VoucherStatus.LOCKED, requestId, terminal.id(), now);
                return new Taken(true, templateId, expiry, taken.getInt(3), taken.getInt(4), null);
            }
        }
    }

    @Override
    public boolean finish(Connection c, Terminal terminal, String requestId, VoucherRow voucher,
                          RedemptionRequest request, Reply reply, long now) throws SQLException {
        Optional<UseTaken> use = UseTaken.take(c, voucher.code(), UseTaken.Owner.REQUEST, requestId,
                terminal.id(), terminal.storeId(), requestId, now);
        if (use.isEmpty()) {
            return false;
        }
        ledger.record(c, voucher, use.get().useNo(), requestId, terminal, request.cashierId(), request.offline(),
                null, now);
        transitions.record(c, voucher.code(), VoucherStatus.LOCKED, use.get().status(), requestId, terminal.id(), now);
        records.complete(c, terminal.id(), requestId, IdempotencyRecord.State.SUCCEEDED, reply);
        return true;
    }
}
