package io.redeemdesk.client.outbox;

import io.redeemdesk.protocol.CaptureLine;

import io.redeemdesk.sqlite.SingleWriter;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;

/**
 * What the redeem engine writes to the outbox: new actions, each attempt's start and end, recovery after a crash,
 * offline acceptance, holds and their release, acknowledged conflicts. Every write runs on the one writer thread
 * ({@link SingleWriter}) and is committed before the call returns, unless the method says it only queues.
 */
public final class OutboxActions {
    private static final String UNFINISHED = "('PENDING', 'IN_FLIGHT', 'UNKNOWN')";
    private static final String WAITING = "('PENDING', 'UNKNOWN')";

    private final SingleWriter writer;

    OutboxActions(SingleWriter writer) {
        this.writer = writer;
    }

    /** Commits a new action; returns only once it is durable. */
    public void insert(RedeemAction a) throws SQLException {
        writer.write(c -> {
            insertRow(c, a);
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
            SingleWriter.execute(c, "UPDATE actions SET offline_accepted = 0, honoured = 0 "
                    + "WHERE action = 'HOLD' AND sale_id = ? AND (? IS NULL OR code = ?) AND state IN " + UNFINISHED,
                    step.sale().saleId(), code, code);
            insertRow(c, step);
            return null;
        });
    }

    /** The INSERT of a new action, on the writer thread inside the caller's write. */
    private static void insertRow(Connection c, RedeemAction a) throws SQLException {
        SingleWriter.execute(c, "INSERT INTO actions (request_id, code, store_id, "
                + "terminal_id, cashier_id, created_at, state, attempts, next_attempt_at, offline_accepted, "
                + "honoured, wire_offline, action, sale_id, sale_seq, order_no, verdict, last_error, completed_at) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                a.requestId(), a.code(), a.storeId(), a.terminalId(), a.cashierId(), a.createdAt(), a.state().name(),
                a.nextAttemptAt(), a.offlineAccepted() ? 1 : 0, a.honoured() ? 1 : 0, a.wireOffline() ? 1 : 0,
                a.kind().name(), a.sale() == null ? null : a.sale().saleId(),
                a.sale() == null ? null : a.sale().seq(), a.sale() == null ? null : a.sale().orderNo(),
                a.verdict() == null ? null : a.verdict().name(), a.lastError(), a.completedAt());
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
            if (SingleWriter.execute(c, "UPDATE actions SET state = 'IN_FLIGHT', attempts = ? WHERE request_id = ?",
                    attemptNo, requestId) != 1) {
                throw new SQLException("no action " + requestId + " in the outbox");
            }
            SingleWriter.execute(c, "INSERT INTO attempts (request_id, attempt_no, started_at, outcome) "
                    + "VALUES (?, ?, ?, 'STARTED')", requestId, attemptNo, now);
            return null;
        }, SingleWriter.Commit.RELAXED);
    }

    /** Queues how an attempt ended and the action's new state (one savepoint); completes once committed. */
    public CompletableFuture<Void> finishAttempt(AttemptRecord attempt, ActionUpdate u) throws SQLException {
        return finishAttempt(attempt, u, SingleWriter.Commit.DURABLE);
    }

    /**
     * Stores an attempt whose start row may not be there: an outcome whose first write failed
     * (the engine's storage recovery), or a step settled here without being sent. The start row is added if missing,
     * then the outcome is written as {@link #finishAttempt} does. Safe to repeat.
     */
    public CompletableFuture<Void> recordWithStart(AttemptRecord attempt, ActionUpdate u) throws SQLException {
        CompletableFuture<Void> started = writer.submit(c -> {
            SingleWriter.execute(c, "INSERT OR IGNORE INTO attempts (request_id, attempt_no, started_at, outcome) "
                    + "VALUES (?, ?, ?, 'STARTED')", attempt.requestId(), attempt.attemptNo(), attempt.startedAt());
            SingleWriter.execute(c, "UPDATE actions SET attempts = MAX(attempts, ?) WHERE request_id = ?",
                    attempt.attemptNo(), attempt.requestId());
            return null;
        }, SingleWriter.Commit.DURABLE);
        return started.thenCombine(finishAttempt(attempt, u), (a, b) -> null);
    }

    /**
     * As {@link #finishAttempt(AttemptRecord, ActionUpdate)}; {@link SingleWriter.Commit#GROUPED} for the drain,
     * whose outcomes nobody waits on at the till: they share syncs instead of taking turns at the disk.
     */
    public CompletableFuture<Void> finishAttempt(AttemptRecord attempt, ActionUpdate u, SingleWriter.Commit commit)
            throws SQLException {
        return writer.submit(c -> {
            SingleWriter.execute(c, "UPDATE attempts SET duration_ms = ?, outcome = ?, "
                    + "http_status = ?, detail = ? WHERE request_id = ? AND attempt_no = ?", attempt.durationMs(),
                    attempt.outcome(), attempt.httpStatus(), attempt.detail(), attempt.requestId(),
                    attempt.attemptNo());
            SingleWriter.execute(c, "UPDATE actions SET state = ?, verdict = ?, "
                    + "http_status = ?, response_body = ?, next_attempt_at = ?, last_error = ?, honoured = ?, "
                    + "voucher_name = COALESCE(?, voucher_name), value_cents = COALESCE(?, value_cents), "
                    + "currency = COALESCE(?, currency), completed_at = ?, "
                    + "maybe_delivered = MAX(maybe_delivered, ?), uses_left = COALESCE(?, uses_left) "
                    + "WHERE request_id = ?", u.state().name(), u.verdict() == null ? null : u.verdict().name(),
                    u.httpStatus(), u.responseBody(), u.nextAttemptAt(), u.lastError(), u.honoured() ? 1 : 0,
                    u.voucherName(), u.valueCents(), u.currency(), u.completedAt(), u.maybeDelivered() ? 1 : 0,
                    u.usesLeft(), attempt.requestId());
            markConflicts(c, attempt.requestId(), u);
            return null;
        }, commit);
    }

    private static void markConflicts(Connection c, String captureRequestId, ActionUpdate u) throws SQLException {
        if (u.conflicts() == null) {
            return;
        }
        SingleWriter.execute(c, "UPDATE actions SET state = 'CONFLICT', completed_at = ? "
                + "WHERE action = 'HOLD' AND offline_accepted = 1 AND state IN ('DONE', 'FAILED') "
                + "AND COALESCE(verdict, '') <> 'HELD' AND sale_id = (SELECT sale_id FROM actions WHERE request_id = ?)",
                u.completedAt(), captureRequestId);
        for (CaptureLine line : u.conflicts()) {
            SingleWriter.execute(c, "UPDATE actions SET state = 'CONFLICT', last_error = ?, "
                    + "completed_at = ?, honoured = 1 WHERE rowid = (SELECT h.rowid FROM actions h, actions c "
                    + "WHERE c.request_id = ? AND h.sale_id = c.sale_id AND h.action = 'HOLD' AND h.code = ? "
                    + "ORDER BY h.sale_seq DESC LIMIT 1)", line.verdict() == null ? u.lastError()
                    : new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT, line.verdict()).phrase(),
                    u.completedAt(), captureRequestId, line.code());
        }
    }

    /**
     * After a crash: every action left IN_FLIGHT may or may not have reached the service, so it becomes UNKNOWN
     * (visible, resent with its stored request_id) and its unfinished attempt is logged as interrupted.
     */
    public int recoverInterrupted(long now) throws SQLException {
        return writer.write(c -> {
            SingleWriter.execute(c, "UPDATE attempts SET outcome = 'INTERRUPTED' WHERE outcome = 'STARTED'");
            return SingleWriter.execute(c, "UPDATE actions SET state = 'UNKNOWN', maybe_delivered = 1, "
                    + "next_attempt_at = ?, last_error = ? WHERE state = 'IN_FLIGHT'", now,
                    new EngineReason(EngineReason.Kind.INTERRUPTED).phrase());
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
        writer.write(c -> markSaleAccepted(c, captureRequestId));
    }

    /**
     * Commits the CAPTURE of a sale completed offline together with its {@link #acceptSaleOffline} mark, as one
     * write: a write that fails (a full disk) leaves both undone, so the sale is still open and no capture waits
     * whose holds' refusals would not be conflicts.
     */
    public void insertSaleAcceptedOffline(RedeemAction capture) throws SQLException {
        writer.write(c -> {
            insertRow(c, capture);
            return markSaleAccepted(c, capture.requestId());
        });
    }

    /** The {@link #acceptSaleOffline} mark, on the writer thread inside the caller's write. */
    private static int markSaleAccepted(Connection c, String captureRequestId) throws SQLException {
        return SingleWriter.execute(c, "UPDATE actions SET offline_accepted = 1, honoured = 1 WHERE state IN "
                + UNFINISHED + " AND (request_id = ? OR (action = 'HOLD' AND sale_id = (SELECT sale_id FROM actions "
                + "WHERE request_id = ?) AND NOT " + ActionRows.takenOffLater("actions") + "))",
                captureRequestId, captureRequestId);
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
