package io.redeemdesk.client.redeem;

import io.redeemdesk.protocol.CaptureLine;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;

/**
 * What the redeem engine writes to the outbox: new actions, each attempt's start and end, recovery after a crash,
 * offline acceptance, holds and their release, acknowledged conflicts. Every write runs on the one writer thread
 * ({@link OutboxWriter}) and is committed before the call returns, unless the method says it only queues.
 */
public final class OutboxActions {
    private static final String UNFINISHED = "('PENDING', 'IN_FLIGHT', 'UNKNOWN')";
    private static final String WAITING = "('PENDING', 'UNKNOWN')";

    private final OutboxWriter writer;

    OutboxActions(OutboxWriter writer) {
        this.writer = writer;
    }

    /** Commits a new action; returns only once it is durable. */
    public void insert(RedeemAction a) throws SQLException {
        writer.write(c -> {
            insertRow(a);
            return null;
        });
    }

    /**
     * Commits a RELEASE or a VOID together with the withdrawal of the offline acceptance of what it gives back (its
     * voucher; for a VOID every voucher of the sale), as one write: a write that fails (a full disk) leaves both
     * undone, so the line still reads as accepted offline and nothing was taken off. A sale's accepted-offline
     * vouchers given back before the customer got anything are no longer honoured, so a later refusal is no
     * conflict.
     */
    public void insertGivingBack(RedeemAction step) throws SQLException {
        String code = step.kind() == ActionKind.VOID ? null : step.code();
        writer.write(c -> {
            PreparedStatement withdraw = writer.prepared("UPDATE actions SET offline_accepted = 0, honoured = 0 "
                    + "WHERE action = 'HOLD' AND sale_id = ? AND (? IS NULL OR code = ?) AND state IN " + UNFINISHED);
            withdraw.setString(1, step.sale().saleId());
            withdraw.setString(2, code);
            withdraw.setString(3, code);
            withdraw.executeUpdate();
            insertRow(step);
            return null;
        });
    }

    /** The INSERT of a new action, on the writer thread inside the caller's write. */
    private void insertRow(RedeemAction a) throws SQLException {
        PreparedStatement st = writer.prepared("INSERT INTO actions (request_id, code, store_id, "
                + "terminal_id, cashier_id, created_at, state, attempts, next_attempt_at, offline_accepted, "
                + "honoured, wire_offline, action, sale_id, sale_seq, order_no, verdict, last_error, completed_at) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        st.setString(1, a.requestId());
        st.setString(2, a.code());
        st.setString(3, a.storeId());
        st.setString(4, a.terminalId());
        st.setString(5, a.cashierId());
        st.setLong(6, a.createdAt());
        st.setString(7, a.state().name());
        st.setLong(8, a.nextAttemptAt());
        st.setInt(9, a.offlineAccepted() ? 1 : 0);
        st.setInt(10, a.honoured() ? 1 : 0);
        st.setInt(11, a.wireOffline() ? 1 : 0);
        st.setString(12, a.kind().name());
        st.setString(13, a.sale() == null ? null : a.sale().saleId());
        st.setObject(14, a.sale() == null ? null : a.sale().seq());
        st.setString(15, a.sale() == null ? null : a.sale().orderNo());
        st.setString(16, a.verdict() == null ? null : a.verdict().name());
        st.setString(17, a.lastError());
        st.setObject(18, a.completedAt());
        st.executeUpdate();
    }

    /**
     * Queues the in-flight mark and the attempt's start row without waiting for the disk: the caller sends at
     * once and {@link #finishAttempt} (which commits after it, in order, and syncs it) waits. A power loss in
     * between leaves the action PENDING, resent with the same request_id, which is safe; only the interrupted
     * attempt goes unlogged. A killed process keeps the mark (the write-ahead log is in the OS's cache).
     *
     * @param attemptNo the action's stored attempts + 1 (the caller holds the action's code, so nobody races it)
     */
    public CompletableFuture<Void> beginAttempt(String requestId, int attemptNo, long now) throws SQLException {
        return writer.submit(c -> {
            PreparedStatement mark = writer.prepared(
                    "UPDATE actions SET state = 'IN_FLIGHT', attempts = ? WHERE request_id = ?");
            mark.setInt(1, attemptNo);
            mark.setString(2, requestId);
            if (mark.executeUpdate() != 1) {
                throw new SQLException("no action " + requestId + " in the outbox");
            }
            PreparedStatement log = writer.prepared("INSERT INTO attempts (request_id, attempt_no, "
                    + "started_at, outcome) VALUES (?, ?, ?, 'STARTED')");
            log.setString(1, requestId);
            log.setInt(2, attemptNo);
            log.setLong(3, now);
            log.executeUpdate();
            return null;
        }, OutboxWriter.Commit.RELAXED);
    }

    /** Queues how an attempt ended and the action's new state (one savepoint); completes once committed. */
    public CompletableFuture<Void> finishAttempt(AttemptRecord attempt, ActionUpdate u) throws SQLException {
        return finishAttempt(attempt, u, OutboxWriter.Commit.DURABLE);
    }

    /**
     * Stores an attempt whose start row may not be there: an outcome whose first write failed
     * ({@link StorageRecovery}), or a step settled here without being sent. The start row is added if missing,
     * then the outcome is written as {@link #finishAttempt} does. Safe to repeat.
     */
    CompletableFuture<Void> recordWithStart(AttemptRecord attempt, ActionUpdate u) throws SQLException {
        CompletableFuture<Void> started = writer.submit(c -> {
            PreparedStatement log = writer.prepared("INSERT OR IGNORE INTO attempts (request_id, attempt_no, "
                    + "started_at, outcome) VALUES (?, ?, ?, 'STARTED')");
            log.setString(1, attempt.requestId());
            log.setInt(2, attempt.attemptNo());
            log.setLong(3, attempt.startedAt());
            log.executeUpdate();
            PreparedStatement count = writer.prepared("UPDATE actions SET attempts = MAX(attempts, ?) "
                    + "WHERE request_id = ?");
            count.setInt(1, attempt.attemptNo());
            count.setString(2, attempt.requestId());
            count.executeUpdate();
            return null;
        }, OutboxWriter.Commit.DURABLE);
        return started.thenCombine(finishAttempt(attempt, u), (a, b) -> null);
    }

    /**
     * As {@link #finishAttempt(AttemptRecord, ActionUpdate)}; {@link OutboxWriter.Commit#GROUPED} for the drain,
     * whose outcomes nobody waits on at the till: they share syncs instead of taking turns at the disk.
     */
    CompletableFuture<Void> finishAttempt(AttemptRecord attempt, ActionUpdate u, OutboxWriter.Commit commit)
            throws SQLException {
        return writer.submit(c -> {
            PreparedStatement attemptRow = writer.prepared("UPDATE attempts SET duration_ms = ?, outcome = ?, "
                    + "http_status = ?, detail = ? WHERE request_id = ? AND attempt_no = ?");
            attemptRow.setObject(1, attempt.durationMs());
            attemptRow.setString(2, attempt.outcome());
            attemptRow.setObject(3, attempt.httpStatus());
            attemptRow.setString(4, attempt.detail());
            attemptRow.setString(5, attempt.requestId());
            attemptRow.setInt(6, attempt.attemptNo());
            attemptRow.executeUpdate();
            PreparedStatement actionRow = writer.prepared("UPDATE actions SET state = ?, verdict = ?, "
                    + "http_status = ?, response_body = ?, next_attempt_at = ?, last_error = ?, honoured = ?, "
                    + "voucher_name = COALESCE(?, voucher_name), value_cents = COALESCE(?, value_cents), "
                    + "currency = COALESCE(?, currency), completed_at = ?, "
                    + "maybe_delivered = MAX(maybe_delivered, ?), uses_left = COALESCE(?, uses_left) "
                    + "WHERE request_id = ?");
            actionRow.setString(1, u.state().name());
            actionRow.setString(2, u.verdict() == null ? null : u.verdict().name());
            actionRow.setObject(3, u.httpStatus());
            actionRow.setString(4, u.responseBody());
            actionRow.setLong(5, u.nextAttemptAt());
            actionRow.setString(6, u.lastError());
            actionRow.setInt(7, u.honoured() ? 1 : 0);
            actionRow.setString(8, u.voucherName());
            actionRow.setObject(9, u.valueCents());
            actionRow.setString(10, u.currency());
            actionRow.setObject(11, u.completedAt());
            actionRow.setInt(12, u.maybeDelivered() ? 1 : 0);
            actionRow.setObject(13, u.usesLeft());
            actionRow.setString(14, attempt.requestId());
            actionRow.executeUpdate();
            markConflicts(attempt.requestId(), u);
            return null;
        }, commit);
    }

    private void markConflicts(String captureRequestId, ActionUpdate u) throws SQLException {
        if (u.conflicts() == null) {
            return;
        }
        PreparedStatement refusedHolds = writer.prepared("UPDATE actions SET state = 'CONFLICT', completed_at = ? "
                + "WHERE action = 'HOLD' AND offline_accepted = 1 AND state IN ('DONE', 'FAILED') "
                + "AND COALESCE(verdict, '') <> 'HELD' AND sale_id = (SELECT sale_id FROM actions WHERE request_id = ?)");
        refusedHolds.setObject(1, u.completedAt());
        refusedHolds.setString(2, captureRequestId);
        refusedHolds.executeUpdate();
        for (CaptureLine line : u.conflicts()) {
            PreparedStatement conflict = writer.prepared("UPDATE actions SET state = 'CONFLICT', last_error = ?, "
                    + "completed_at = ?, honoured = 1 WHERE rowid = (SELECT h.rowid FROM actions h, actions c "
                    + "WHERE c.request_id = ? AND h.sale_id = c.sale_id AND h.action = 'HOLD' AND h.code = ? "
                    + "ORDER BY h.sale_seq DESC LIMIT 1)");
            conflict.setString(1, line.verdict() == null ? u.lastError()
                    : new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT, line.verdict()).phrase());
            conflict.setObject(2, u.completedAt());
            conflict.setString(3, captureRequestId);
            conflict.setString(4, line.code());
            conflict.executeUpdate();
        }
    }

    /**
     * After a crash: every action left IN_FLIGHT may or may not have reached the service, so it becomes UNKNOWN
     * (visible, resent with its stored request_id) and its unfinished attempt is logged as interrupted.
     */
    public int recoverInterrupted(long now) throws SQLException {
        return writer.write(c -> {
            PreparedStatement attempts = writer.prepared("UPDATE attempts SET outcome = 'INTERRUPTED' "
                    + "WHERE outcome = 'STARTED'");
            attempts.executeUpdate();
            PreparedStatement actions = writer.prepared("UPDATE actions SET state = 'UNKNOWN', "
                    + "maybe_delivered = 1, next_attempt_at = ?, last_error = ? WHERE state = 'IN_FLIGHT'");
            actions.setLong(1, now);
            actions.setString(2, new EngineReason(EngineReason.Kind.INTERRUPTED).phrase());
            return actions.executeUpdate();
        });
    }

    /** Marks an action the cashier honoured before the service answered (policy {@code accept}). */
    public void acceptOffline(String requestId) throws SQLException {
        writer.update("UPDATE actions SET offline_accepted = 1, honoured = 1 WHERE request_id = ? AND state IN "
                + UNFINISHED, requestId);
    }

    /**
     * Marks a capture the cashier honoured before the service answered (a sale completed offline) and, with it, every
     * hold of its sale still on it and not answered yet: the cashier handed those vouchers' goods over too, so a
     * refusal of any of them is a conflict for the manager.
     */
    public void acceptSaleOffline(String captureRequestId) throws SQLException {
        writer.write(c -> markSaleAccepted(captureRequestId));
    }

    /**
     * Commits the CAPTURE of a sale completed offline together with its {@link #acceptSaleOffline} mark, as one
     * write: a write that fails (a full disk) leaves both undone, so the sale is still open and no capture waits
     * whose holds' refusals would not be conflicts.
     */
    public void insertSaleAcceptedOffline(RedeemAction capture) throws SQLException {
        writer.write(c -> {
            insertRow(capture);
            return markSaleAccepted(capture.requestId());
        });
    }

    /** The {@link #acceptSaleOffline} mark, on the writer thread inside the caller's write. */
    private int markSaleAccepted(String captureRequestId) throws SQLException {
        PreparedStatement mark = writer.prepared("UPDATE actions SET offline_accepted = 1, honoured = 1 WHERE state IN "
                + UNFINISHED + " AND (request_id = ? OR (action = 'HOLD' AND sale_id = (SELECT sale_id FROM actions "
                + "WHERE request_id = ?) AND NOT " + ActionRows.takenOffLater("actions") + "))");
        mark.setString(1, captureRequestId);
        mark.setString(2, captureRequestId);
        return mark.executeUpdate();
    }

    /**
     * Parks an action for a manager: it is not sent again until someone releases it.
     *
     * @return false when a manager already released this action: send it
     */
    public boolean hold(String requestId, String reason) throws SQLException {
        return writer.update("UPDATE actions SET state = 'HELD', last_error = ? WHERE request_id = ? AND hold_released = 0 "
                + "AND state IN " + WAITING, reason, requestId) == 1;
    }

    /** A manager checked a held action's status and decided to send it again, with its stored request_id. */
    public boolean releaseHeld(String requestId, long now) throws SQLException {
        return writer.update("UPDATE actions SET state = 'PENDING', hold_released = 1, next_attempt_at = ?, "
                + "last_error = ? WHERE request_id = ? AND state = 'HELD'",
                now, new EngineReason(EngineReason.Kind.RELEASED).phrase(), requestId) == 1;
    }

    /** The manager has seen this conflict: the cashier's notice goes away, the row stays CONFLICT. */
    public void acknowledgeConflict(String requestId) throws SQLException {
        writer.update("UPDATE actions SET notice_acknowledged = 1 WHERE request_id = ? AND state = 'CONFLICT'", requestId);
    }

}
