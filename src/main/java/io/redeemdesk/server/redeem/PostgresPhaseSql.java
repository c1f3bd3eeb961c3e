package io.redeemdesk.server.redeem;

import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.events.EventStager;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import static io.redeemdesk.server.db.Statements.bind;

/**
 * Each phase as one PostgreSQL statement of data-modifying CTEs, atomic by itself in auto-commit. The
 * conditional UPDATE keeps its READ COMMITTED meaning inside a CTE: a second writer waits for the first and
 * re-checks {@code status = 'UNUSED'} on the row the first one left.
 */
final class PostgresPhaseSql implements PhaseSql {
    private static final String TAKE = "WITH rec AS ("
            + " " + IdempotencyStore.INSERT_PROCESSING + " RETURNING request_id),"
            + " took AS (UPDATE vouchers SET status = 'LOCKED', locked_by = ?, locked_at = ?"
            + " WHERE code = ? AND status = 'UNUSED' AND (expires_at IS NULL OR expires_at > ?)"
            + " AND EXISTS (SELECT 1 FROM rec) RETURNING code, template_id, expires_at, uses_left, uses_total),"
            + " logged AS (" + TransitionLog.insertInto() + " SELECT code, 'UNUSED', 'LOCKED', ?, ?, ? FROM took)"
            + " SELECT (SELECT COUNT(*) FROM rec), took.template_id, took.expires_at, took.uses_left, took.uses_total"
            + " FROM (SELECT 1) AS one LEFT JOIN took ON TRUE";
    private static final String FINISH = "WITH used AS ("
            + " UPDATE vouchers SET " + UseTaken.SET + ", used_at = ?, used_by_terminal = ?, used_by_store = ?,"
            + " used_by_request = ? WHERE code = ? AND status = 'LOCKED' AND uses_left > 0 AND locked_by = ?"
            + " RETURNING code, status, uses_total - uses_left AS use_no),"
            + " ledger AS (" + RedemptionLedger.insertInto() + " SELECT code, use_no, ?, ?, ?, ?, ?, ?, ? FROM used"
            + " RETURNING code, " + RedemptionCounts.RETURNED + "),"
            + RedemptionCounts.countLedgerRows("ledger")
            + " event AS (" + EventStager.INSERT + " SELECT ?, code, ?, ?, ?, ?, " + EventStager.publishedAt("?::bigint")
            + " FROM ledger RETURNING id, code, created_at),"
            + " fanned AS (" + EventStager.deliveriesOf("event") + "),"
            + " logged AS (" + TransitionLog.insertInto() + " SELECT code, 'LOCKED', status, ?, ?, ? FROM used),"
            + " rec AS (UPDATE idempotency_records SET state = 'SUCCEEDED', response_status = ?, response_body = ?,"
            + " outcome = ? WHERE terminal_id = ? AND request_id = ? AND state = 'PROCESSING'"
            + " AND EXISTS (SELECT 1 FROM used) RETURNING 1)"
            + " SELECT (SELECT COUNT(*) FROM used), (SELECT COUNT(*) FROM rec)";

    private final RedemptionLedger ledger;

    /**
     * @param ledger gives the ids and the deliveries of the {@code voucher.redeemed} events the finishing statement
     *               inserts
     */
    PostgresPhaseSql(RedemptionLedger ledger) {
        this.ledger = ledger;
    }

    @Override
    public Taken take(Connection c, Terminal terminal, String requestId, String fingerprint, String code, long now,
                      long recordExpiresAt) throws SQLException {
        VoucherStatus.UNUSED.checkMove(VoucherStatus.LOCKED);
        try (PreparedStatement take = c.prepareStatement(TAKE)) {
            bind(take, terminal.id(), requestId, fingerprint, code, now, recordExpiresAt, requestId, now, code, now,
                    requestId, terminal.id(), now);
            try (ResultSet rs = take.executeQuery()) {
                rs.next();
                boolean inserted = rs.getLong(1) == 1;
                String templateId = rs.getString(2);
                long expiresAt = rs.getLong(3);
                Long expiry = rs.wasNull() ? null : expiresAt;
                return new Taken(inserted, templateId, expiry, rs.getInt(4), rs.getInt(5), null);
            }
        }
    }

    /** What phases 2-3 changed: the voucher marked USED, and the idempotency record completed. */
    record Finished(boolean used, boolean recorded) {
        /** Whether the voucher was used; a USED voucher whose record was no longer processing is a bug. */
        boolean checked(String requestId) {
            if (used && !recorded) {
                throw new IllegalStateException("voucher USED by " + requestId
                        + " but its idempotency record was no longer processing");
            }
            return used;
        }
    }

    @Override
    public boolean finish(Connection c, Terminal terminal, String requestId, VoucherRow voucher,
                          RedemptionRequest request, Reply reply, long now) throws SQLException {
        VoucherStatus.LOCKED.checkMove(VoucherStatus.USED);
        VoucherStatus.LOCKED.checkMove(VoucherStatus.UNUSED);
        return finishRows(c, terminal, requestId, voucher, request, reply, now).checked(requestId);
    }

    Finished finishRows(Connection c, Terminal terminal, String requestId, VoucherRow voucher,
                        RedemptionRequest request, Reply reply, long now) throws SQLException {
        try (PreparedStatement finish = c.prepareStatement(FINISH)) {
            bind(finish, now, terminal.id(), terminal.storeId(), requestId, voucher.code(), requestId,
                    requestId, terminal.id(), terminal.storeId(), request.cashierId(), voucher.valueCents(), now,
                    request.offline() ? 1 : 0,
                    ledger.stager().newId(), requestId, RedemptionLedger.EVENT_KIND,
                    RedemptionLedger.eventPayload(terminal, voucher, request.cashierId(), request.offline()).json(), now,
                    ledger.stager().stagesDeliveries(), now, ledger.stager().endpoints(c),
                    requestId, terminal.id(), now,
                    reply.status(), reply.body(), reply.outcome(), terminal.id(), requestId);
            try (ResultSet rs = finish.executeQuery()) {
                rs.next();
                return new Finished(rs.getLong(1) == 1, rs.getLong(2) == 1);
            }
        }
    }
}
