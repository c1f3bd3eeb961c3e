package io.redeemdesk.client.redeem;


import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;

/**
 * The durable queue of redeem actions in {@code <data-dir>/outbox.db}. Every write runs on one writer thread
 * ({@link OutboxWriter}, group commit) and is committed ({@code synchronous=FULL}) before the call returns, so a
 * row exists on disk before the first byte of its request leaves the till. Reads use a second connection.
 */
public final class Outbox implements AutoCloseable {
    private static final String UNFINISHED = "('PENDING', 'IN_FLIGHT', 'UNKNOWN')";
    private static final String WAITING = "('PENDING', 'UNKNOWN')";
    private static final List<ActionState> WAITING_STATES = List.of(ActionState.PENDING, ActionState.UNKNOWN);

    private final Path file;
    private final OutboxLock lock;
    private final OutboxWriter writer;
    /** The reading connection, also the lock that gives one thread at a time its statements. */
    private final Connection reader;
    private final StatementCache readerStatements;

    private Outbox(Path file, OutboxLock lock, OutboxWriter writer, Connection reader) {
        this.file = file.toAbsolutePath();
        this.lock = lock;
        this.writer = writer;
        this.reader = reader;
        this.readerStatements = new StatementCache(reader);
    }

    /**
     * Opens the outbox for redeeming, taking its one-owner lock first.
     *
     * @throws OutboxLockedException when another process owns it (the message names that process)
     */
    public static Outbox open(Path file) throws SQLException {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new SQLException("cannot create the data directory " + file.getParent() + ": " + e.getMessage(), e);
        }
        OutboxLock lock = OutboxLock.acquire(file);
        try {
            Connection writer = SqliteFiles.openWritable(file);
            OutboxMigrations.apply(writer);
            return new Outbox(file, lock, new OutboxWriter(writer), SqliteFiles.openWritable(file));
        } catch (SQLException | RuntimeException e) {
            releaseQuietly(lock);
            throw e;
        }
    }

    /** Commits a new action; returns only once it is durable. */
    public void insert(RedeemAction a) throws SQLException {
        write(c -> {
            PreparedStatement st = writer.prepared("INSERT INTO actions (request_id, code, store_id, "
                    + "terminal_id, cashier_id, created_at, state, attempts, next_attempt_at, offline_accepted, "
                    + "honoured, wire_offline) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)");
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
            st.executeUpdate();
            return null;
        });
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
                    + "maybe_delivered = MAX(maybe_delivered, ?) WHERE request_id = ?");
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
            actionRow.setString(13, attempt.requestId());
            actionRow.executeUpdate();
            return null;
        }, commit);
    }

    /**
     * Stores an outcome whose first write failed ({@link StorageRecovery}): the attempt's start row is added if
     * it was lost with it, then the outcome is written as {@link #finishAttempt} does. Safe to repeat.
     */
    CompletableFuture<Void> recordLate(AttemptRecord attempt, ActionUpdate u) throws SQLException {
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

    /** The outbox file ({@code <data-dir>/outbox.db}); its folder is where a full disk shows first. */
    public Path file() {
        return file;
    }

    /**
     * After a crash: every action left IN_FLIGHT may or may not have reached the service, so it becomes UNKNOWN
     * (visible, resent with its stored request_id) and its unfinished attempt is logged as interrupted.
     */
    public int recoverInterrupted(long now) throws SQLException {
        return write(c -> {
            PreparedStatement attempts = writer.prepared("UPDATE attempts SET outcome = 'INTERRUPTED' "
                    + "WHERE outcome = 'STARTED'");
            attempts.executeUpdate();
            PreparedStatement actions = writer.prepared("UPDATE actions SET state = 'UNKNOWN', "
                    + "maybe_delivered = 1, next_attempt_at = ?, last_error = 'the till stopped while sending: "
                    + "outcome unknown, resending with the same request_id' WHERE state = 'IN_FLIGHT'");
            actions.setLong(1, now);
            return actions.executeUpdate();
        });
    }

    /** Marks an action the cashier honoured before the service answered (policy {@code accept}). */
    public void acceptOffline(String requestId) throws SQLException {
        update("UPDATE actions SET offline_accepted = 1, honoured = 1 WHERE request_id = ? AND state IN "
                + UNFINISHED, requestId);
    }

    /**
     * Parks an action for a manager: it is not sent again until someone releases it.
     *
     * @return false when a manager already released this action: send it
     */
    public boolean hold(String requestId, String reason) throws SQLException {
        return update("UPDATE actions SET state = 'HELD', last_error = ? WHERE request_id = ? AND hold_released = 0 "
                + "AND state IN " + WAITING, reason, requestId) == 1;
    }

    /** A manager checked a held action's status and decided to send it again, with its stored request_id. */
    public boolean releaseHeld(String requestId, long now) throws SQLException {
        return update("UPDATE actions SET state = 'PENDING', hold_released = 1, next_attempt_at = ?, "
                + "last_error = 'released by a manager: sending again' WHERE request_id = ? AND state = 'HELD'",
                now, requestId) == 1;
    }

    /**
     * On reconnect: actions that waited only because the service was unreachable (tried, no HTTP answer) become
     * due at once. An action never tried keeps its schedule.
     */
    public int makeUnansweredDue(long now) throws SQLException {
        return update("UPDATE actions SET next_attempt_at = ? WHERE state IN " + WAITING
                + " AND attempts > 0 AND http_status IS NULL AND next_attempt_at > ?", now, now);
    }

    /** The manager has seen this conflict: the cashier's notice goes away, the row stays CONFLICT. */
    public void acknowledgeConflict(String requestId) throws SQLException {
        update("UPDATE actions SET notice_acknowledged = 1 WHERE request_id = ? AND state = 'CONFLICT'", requestId);
    }

    /** An action whose next attempt is due: just enough to claim it; the sender reads the row itself. */
    public record Due(String requestId, String code) {
    }

    /**
     * Up to {@code limit} actions whose next attempt is due: UNKNOWN ones first (their outcome is what the
     * cashier waits to learn; there are few), then PENDING, each in schedule order straight from an index.
     */
    public List<Due> due(long now, int limit) throws SQLException {
        List<Due> due = new ArrayList<>();
        for (ActionState state : List.of(ActionState.UNKNOWN, ActionState.PENDING)) {
            if (due.size() == limit) {
                break;
            }
            synchronized (reader) {
                PreparedStatement st = readerStatements.get("SELECT request_id, code FROM actions "
                        + "WHERE state = ? AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?");
                st.setString(1, state.name());
                st.setLong(2, now);
                st.setInt(3, limit - due.size());
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        due.add(new Due(rs.getString(1), rs.getString(2)));
                    }
                }
            }
        }
        return due;
    }

    /** When the next waiting action becomes due, if any waits. */
    public OptionalLong nextDueAt() throws SQLException {
        OptionalLong next = OptionalLong.empty();
        for (ActionState state : WAITING_STATES) {
            Long first = scalarLong("SELECT MIN(next_attempt_at) FROM actions WHERE state = ?", state.name());
            if (first != null && (next.isEmpty() || first < next.getAsLong())) {
                next = OptionalLong.of(first);
            }
        }
        return next;
    }

    /** Conflicts nobody has acknowledged yet, oldest first. */
    public List<RedeemAction> unacknowledgedConflicts() throws SQLException {
        return query("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE state = 'CONFLICT' "
                + "AND notice_acknowledged = 0 ORDER BY completed_at");
    }

    /**
     * How much is waiting: unfinished actions and the oldest one's creation time, and held ones.
     *
     * @param oldestCreatedAt null when nothing is queued
     */
    public record QueueSummary(int queued, Long oldestCreatedAt, int held) {
    }

    public QueueSummary queueSummary() throws SQLException {
        synchronized (reader) {
            PreparedStatement st = readerStatements.get("SELECT COUNT(*), MIN(created_at), "
                    + "(SELECT COUNT(*) FROM actions WHERE state = 'HELD') FROM actions WHERE state IN "
                    + UNFINISHED);
            try (ResultSet rs = st.executeQuery()) {
                long oldest = rs.getLong(2);
                Long oldestCreatedAt = rs.wasNull() ? null : oldest;
                return new QueueSummary(rs.getInt(1), oldestCreatedAt, rs.getInt(3));
            }
        }
    }

    /** True while any action is unfinished; cheap however long the queue (stops at the first such row). */
    public boolean anyUnfinished() throws SQLException {
        synchronized (reader) {
            PreparedStatement st = readerStatements.get("SELECT EXISTS (SELECT 1 FROM actions WHERE state IN "
                    + UNFINISHED + ")");
            try (ResultSet rs = st.executeQuery()) {
                return rs.getInt(1) == 1;
            }
        }
    }

    /**
     * What the till has honoured without confirmation: unfinished offline-accepted actions, the oldest one's
     * creation time, and their total value (an unknown value counts as {@code assumedValueCents}).
     */
    public record OfflineExposure(int count, Long oldestCreatedAt, long totalCents) {
    }

    public OfflineExposure offlineExposure(long assumedValueCents) throws SQLException {
        synchronized (reader) {
            PreparedStatement st = readerStatements.get("SELECT COUNT(*), MIN(created_at), "
                    + "COALESCE(SUM(COALESCE(value_cents, ?)), 0) FROM actions WHERE offline_accepted = 1 "
                    + "AND state IN " + UNFINISHED);
            st.setLong(1, assumedValueCents);
            try (ResultSet rs = st.executeQuery()) {
                long oldest = rs.getLong(2);
                Long oldestCreatedAt = rs.wasNull() ? null : oldest;
                return new OfflineExposure(rs.getInt(1), oldestCreatedAt, rs.getLong(3));
            }
        }
    }

    /** The newest action for a code, if any. */
    public Optional<RedeemAction> latestForCode(String code) throws SQLException {
        List<RedeemAction> rows = query("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE code = ? "
                + "ORDER BY created_at DESC LIMIT 1", code);
        return rows.stream().findFirst();
    }

    public Optional<RedeemAction> find(String requestId) throws SQLException {
        return query("SELECT " + ActionRows.COLUMNS + " FROM actions WHERE request_id = ?", requestId)
                .stream().findFirst();
    }

    public List<AttemptRecord> attempts(String requestId) throws SQLException {
        synchronized (reader) {
            PreparedStatement st = readerStatements.get("SELECT attempt_no, started_at, duration_ms, "
                    + "outcome, http_status, detail FROM attempts WHERE request_id = ? ORDER BY attempt_no");
            st.setString(1, requestId);
            List<AttemptRecord> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    long duration = rs.getLong(3);
                    Long durationMs = rs.wasNull() ? null : duration;
                    int status = rs.getInt(5);
                    out.add(new AttemptRecord(requestId, rs.getInt(1), rs.getLong(2), durationMs,
                            rs.getString(4), rs.wasNull() ? null : status, rs.getString(6)));
                }
            }
            return out;
        }
    }

    private List<RedeemAction> query(String sql, Object... args) throws SQLException {
        synchronized (reader) {
            PreparedStatement st = readerStatements.get(sql);
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            List<RedeemAction> out = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(ActionRows.read(rs));
                }
            }
            return out;
        }
    }

    private Long scalarLong(String sql, Object arg) throws SQLException {
        synchronized (reader) {
            PreparedStatement st = readerStatements.get(sql);
            st.setObject(1, arg);
            try (ResultSet rs = st.executeQuery()) {
                long value = rs.getLong(1);
                return rs.wasNull() ? null : value;
            }
        }
    }

    private int update(String sql, Object... args) throws SQLException {
        return write(c -> {
            PreparedStatement st = writer.prepared(sql);
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st.executeUpdate();
        });
    }

    private <T> T write(OutboxWriter.Work<T> work) throws SQLException {
        return writer.write(work);
    }

    @Override
    public void close() throws SQLException {
        try {
            writer.close();
            synchronized (reader) {
                readerStatements.close();
            }
        } finally {
            releaseQuietly(lock);
        }
    }

    private static void releaseQuietly(OutboxLock lock) {
        try {
            lock.close();
        } catch (IOException e) {
            LoggerFactory.getLogger(Outbox.class).warn("could not release the outbox lock: {}", e.getMessage());
        }
    }
}
