package io.redeemdesk.client.redeem;

import io.redeemdesk.client.exec.ThreadPoolBackground;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The durable queue of redeem actions in {@code <data-dir>/outbox.db}. Every write runs on one writer thread
 * and is committed ({@code synchronous=FULL}) before the call returns, so a row exists on disk before the
 * first byte of its request leaves the till. Reads use a second connection.
 */
public final class Outbox implements AutoCloseable {
    private final Connection writer;
    private final Connection reader;
    private final ExecutorService writerThread;

    private Outbox(Connection writer, Connection reader) {
        this.writer = writer;
        this.reader = reader;
        this.writerThread = Executors.newSingleThreadExecutor(ThreadPoolBackground.daemonThreads("outbox-writer"));
    }

    public static Outbox open(Path file) throws SQLException {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (java.io.IOException e) {
            throw new SQLException("cannot create the data directory " + file.getParent() + ": " + e.getMessage(), e);
        }
        Connection writer = SqliteFiles.openWritable(file);
        OutboxMigrations.apply(writer);
        return new Outbox(writer, SqliteFiles.openWritable(file));
    }

    /** Commits a new action; returns only once it is durable. */
    public void insert(RedeemAction a) throws SQLException {
        write(() -> {
            try (PreparedStatement st = writer.prepareStatement("INSERT INTO actions (request_id, code, store_id, "
                    + "terminal_id, cashier_id, created_at, state, attempts, next_attempt_at) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)")) {
                st.setString(1, a.requestId());
                st.setString(2, a.code());
                st.setString(3, a.storeId());
                st.setString(4, a.terminalId());
                st.setString(5, a.cashierId());
                st.setLong(6, a.createdAt());
                st.setString(7, a.state().name());
                st.setLong(8, a.nextAttemptAt());
                st.executeUpdate();
            }
            return null;
        });
    }

    /** Marks the action in flight and logs the attempt's start; returns the attempt number. */
    public int beginAttempt(String requestId, long now) throws SQLException {
        return write(() -> inTransaction(() -> {
            try (PreparedStatement st = writer.prepareStatement(
                    "UPDATE actions SET state = 'IN_FLIGHT', attempts = attempts + 1 WHERE request_id = ?")) {
                st.setString(1, requestId);
                if (st.executeUpdate() != 1) {
                    throw new SQLException("no action " + requestId + " in the outbox");
                }
            }
            int attemptNo;
            try (PreparedStatement st = writer.prepareStatement("SELECT attempts FROM actions WHERE request_id = ?")) {
                st.setString(1, requestId);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    attemptNo = rs.getInt(1);
                }
            }
            try (PreparedStatement st = writer.prepareStatement("INSERT INTO attempts (request_id, attempt_no, "
                    + "started_at, outcome) VALUES (?, ?, ?, 'STARTED')")) {
                st.setString(1, requestId);
                st.setInt(2, attemptNo);
                st.setLong(3, now);
                st.executeUpdate();
            }
            return attemptNo;
        }));
    }

    /** Records how an attempt ended and the action's new state, in one transaction. */
    public void finishAttempt(AttemptRecord attempt, ActionUpdate u) throws SQLException {
        write(() -> inTransaction(() -> {
            try (PreparedStatement st = writer.prepareStatement("UPDATE attempts SET duration_ms = ?, outcome = ?, "
                    + "http_status = ?, detail = ? WHERE request_id = ? AND attempt_no = ?")) {
                st.setObject(1, attempt.durationMs());
                st.setString(2, attempt.outcome());
                st.setObject(3, attempt.httpStatus());
                st.setString(4, attempt.detail());
                st.setString(5, attempt.requestId());
                st.setInt(6, attempt.attemptNo());
                st.executeUpdate();
            }
            try (PreparedStatement st = writer.prepareStatement("UPDATE actions SET state = ?, verdict = ?, "
                    + "http_status = ?, response_body = ?, next_attempt_at = ?, last_error = ?, honoured = ?, "
                    + "voucher_name = COALESCE(?, voucher_name), value_cents = COALESCE(?, value_cents), "
                    + "currency = COALESCE(?, currency), completed_at = ? WHERE request_id = ?")) {
                st.setString(1, u.state().name());
                st.setString(2, u.verdict() == null ? null : u.verdict().name());
                st.setObject(3, u.httpStatus());
                st.setString(4, u.responseBody());
                st.setLong(5, u.nextAttemptAt());
                st.setString(6, u.lastError());
                st.setInt(7, u.honoured() ? 1 : 0);
                st.setString(8, u.voucherName());
                st.setObject(9, u.valueCents());
                st.setString(10, u.currency());
                st.setObject(11, u.completedAt());
                st.setString(12, attempt.requestId());
                st.executeUpdate();
            }
            return null;
        }));
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
            try (PreparedStatement st = reader.prepareStatement("SELECT attempt_no, started_at, duration_ms, "
                    + "outcome, http_status, detail FROM attempts WHERE request_id = ? ORDER BY attempt_no")) {
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
    }

    private List<RedeemAction> query(String sql, Object... args) throws SQLException {
        synchronized (reader) {
            try (PreparedStatement st = reader.prepareStatement(sql)) {
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
    }

    @FunctionalInterface
    private interface SqlCall<T> {
        T call() throws SQLException;
    }

    private <T> T inTransaction(SqlCall<T> work) throws SQLException {
        writer.setAutoCommit(false);
        try {
            T result = work.call();
            writer.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            writer.rollback();
            throw e;
        } finally {
            writer.setAutoCommit(true);
        }
    }

    private <T> T write(SqlCall<T> work) throws SQLException {
        Future<T> future = writerThread.submit(work::call);
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for the outbox writer", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            throw new SQLException("outbox write failed: " + e.getCause(), e.getCause());
        }
    }

    @Override
    public void close() throws SQLException {
        writerThread.shutdown();
        synchronized (reader) {
            reader.close();
        }
        writer.close();
    }
}
