package io.redeemdesk.client.redeem;

import io.redeemdesk.client.exec.ThreadPoolBackground;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The outbox's one writer thread, with group commit: writes that queue up while a commit is being synced run
 * together in the next transaction, each in its own savepoint (a failing write is undone alone), and every
 * caller returns only after the shared commit is on disk. A lone write is committed at once, without waiting,
 * unless every write in hand is a background one ({@link Commit#GROUPED}, {@link Commit#RELAXED}): then the
 * writer lingers a few milliseconds for more to share the sync, and any other write cuts the wait short.
 */
final class OutboxWriter implements AutoCloseable {
    private static final int MAX_BATCH = 64;
    /** Long enough for the drain's workers to finish a few more requests, short beside any retry delay. */
    static final Duration LINGER = Duration.ofMillis(5);

    /** How a queued write is committed. */
    enum Commit {
        /** Synced ({@code synchronous=FULL}) before it completes, in the next commit. */
        DURABLE,
        /** Synced like {@link #DURABLE}, but may wait a few milliseconds to share the sync with other writes. */
        GROUPED,
        /**
         * A write whose loss on power failure is harmless (an in-flight mark): a batch of only such writes commits
         * with {@code synchronous=NORMAL}, and the next durable commit's sync of the write-ahead log makes it
         * durable too. A process crash never loses a committed one. May wait like {@link #GROUPED}.
         */
        RELAXED;

        boolean synced() {
            return this != RELAXED;
        }

        boolean mayWait() {
            return this != DURABLE;
        }
    }

    /** One write, run on the writer thread inside the current transaction. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private record Task<T>(Work<T> work, Commit commit, CompletableFuture<T> result) {
    }

    private final Connection connection;
    private final StatementCache statements;
    private final BlockingQueue<Task<?>> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private final long lingerNanos;
    private volatile boolean open = true;
    private boolean syncFull = true;

    OutboxWriter(Connection connection) {
        this(connection, LINGER);
    }

    /** @param linger how long background-only writes wait for company ({@link #LINGER}; tests stretch it) */
    OutboxWriter(Connection connection, Duration linger) {
        this.connection = connection;
        this.lingerNanos = linger.toNanos();
        this.statements = new StatementCache(connection);
        this.thread = ThreadPoolBackground.daemonThreads("outbox-writer").newThread(this::loop);
        thread.start();
    }

    /** Runs {@code work} atomically and returns once it is committed with {@code synchronous=FULL}. */
    <T> T write(Work<T> work) throws SQLException {
        return await(submit(work, Commit.DURABLE));
    }

    /** Queues {@code work} without waiting; the future completes once it is committed. Writes commit in order. */
    <T> CompletableFuture<T> submit(Work<T> work, Commit commit) throws SQLException {
        if (!open) {
            throw new SQLException("the outbox is closed");
        }
        Task<T> task = new Task<>(work, commit, new CompletableFuture<>());
        queue.add(task);
        return task.result();
    }

    /** Runs one statement with {@code args} bound in order and commits it; returns the rows it changed. */
    int update(String sql, Object... args) throws SQLException {
        return write(c -> {
            PreparedStatement st = prepared(sql);
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st.executeUpdate();
        });
    }

    /** A statement on the writer's connection, compiled once: only for {@link Work} running on the writer thread. */
    PreparedStatement prepared(String sql) throws SQLException {
        return statements.get(sql);
    }

    /** Waits for a submitted write. */
    static <T> T await(CompletableFuture<T> committed) throws SQLException {
        try {
            return committed.get();
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

    private void loop() {
        List<Task<?>> batch = new ArrayList<>();
        while (open || !queue.isEmpty()) {
            try {
                Task<?> first = queue.poll(100, TimeUnit.MILLISECONDS);
                if (first == null) {
                    continue;
                }
                batch.clear();
                batch.add(first);
                queue.drainTo(batch, MAX_BATCH - 1);
                if (batch.stream().allMatch(t -> t.commit().mayWait())) {
                    gather(batch);
                }
                commit(batch);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Adds writes arriving within the linger time; stops at a full batch or a write that may not wait. */
    private void gather(List<Task<?>> batch) throws InterruptedException {
        long deadline = System.nanoTime() + lingerNanos;
        while (batch.size() < MAX_BATCH) {
            long left = deadline - System.nanoTime();
            Task<?> next = left > 0 ? queue.poll(left, TimeUnit.NANOSECONDS) : null;
            if (next == null) {
                return;
            }
            batch.add(next);
            if (!next.commit().mayWait()) {
                queue.drainTo(batch, MAX_BATCH - batch.size());
                return;
            }
        }
    }

    private void commit(List<Task<?>> batch) {
        List<Runnable> completions = new ArrayList<>(batch.size());
        try {
            syncFor(batch.stream().anyMatch(t -> t.commit().synced()));
            connection.setAutoCommit(false);
            for (Task<?> task : batch) {
                completions.add(runInSavepoint(task));
            }
            connection.commit();
            completions.forEach(Runnable::run);
        } catch (SQLException | RuntimeException e) {
            rollback();
            batch.forEach(t -> t.result().completeExceptionally(e));
        } finally {
            try {
                connection.setAutoCommit(true);
            } catch (SQLException e) {
                batch.forEach(t -> t.result().completeExceptionally(e));
            }
        }
    }

    private void syncFor(boolean durable) throws SQLException {
        if (durable != syncFull) {
            try (Statement st = connection.createStatement()) {
                st.execute(durable ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL");
            }
            syncFull = durable;
        }
    }

    private <T> Runnable runInSavepoint(Task<T> task) throws SQLException {
        Savepoint savepoint = connection.setSavepoint();
        try {
            T value = task.work().run(connection);
            connection.releaseSavepoint(savepoint);
            return () -> task.result().complete(value);
        } catch (SQLException | RuntimeException e) {
            connection.rollback(savepoint);
            connection.releaseSavepoint(savepoint);
            task.result().completeExceptionally(e);
            return () -> { };
        }
    }

    private void rollback() {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the commit itself failed: every task of the batch is told so
        }
    }

    @Override
    public void close() throws SQLException {
        open = false;
        try {
            thread.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        statements.close();
    }
}
