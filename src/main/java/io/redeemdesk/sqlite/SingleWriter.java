package io.redeemdesk.sqlite;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
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
 * The one writer of a SQLite file, with group commit: SQLite lets one transaction write at a time and with
 * {@code synchronous=FULL} every commit waits for the disk, so writes queued while a commit is being synced run
 * back to back on this thread and commit together. Each runs in its own savepoint (a failing write is undone alone
 * and only its caller is told), and every caller gets its result only after the commit holding its write is on
 * disk, so each write is exactly as atomic and durable as if it had committed alone. A lone write is committed at
 * once, unless every write in hand may wait ({@link Commit#GROUPED}, {@link Commit#RELAXED}): then the writer
 * lingers a few milliseconds for more to share the sync, and any other write cuts the wait short. When a commit
 * itself fails (a full disk, the file locked by another process) every write of the batch fails with it and is
 * rolled back. Closing commits what is queued, then refuses new writes.
 */
public final class SingleWriter implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SingleWriter.class);
    private static final int MAX_BATCH = 128;
    /** Long enough for the till's drain workers to finish a few more requests, short beside any retry delay. */
    public static final Duration LINGER = Duration.ofMillis(5);

    /** How a queued write is committed. */
    public enum Commit {
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

    /** One write, run on the writer thread inside the current transaction; statements it closes are kept. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private record Task<T>(Work<T> work, Commit commit, CompletableFuture<T> result) {
    }

    private final Connection connection;
    private final BlockingQueue<Task<?>> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private final long lingerNanos;
    /** Guards {@link #open} against a write queued while the writer closes (it would wait for ever). */
    private final Object doors = new Object();
    private volatile boolean open = true;
    private boolean syncFull = true;

    /**
     * Takes over {@code connection} (opened by {@link SqliteFile}) and starts the daemon thread {@code threadName}.
     *
     * @param linger how long writes that may wait do so for company ({@link #LINGER}; tests stretch it)
     */
    public SingleWriter(Connection connection, String threadName, Duration linger) {
        this.connection = StatementCache.wrap(connection);
        this.lingerNanos = linger.toNanos();
        this.thread = new Thread(this::loop, threadName);
        thread.setDaemon(true);
        thread.start();
    }

    /** Runs {@code work} atomically and returns once it is committed with {@code synchronous=FULL}. */
    public <T> T write(Work<T> work) throws SQLException {
        return await(submit(work, Commit.DURABLE));
    }

    /** Queues {@code work} without waiting; the future completes once it is committed. Writes commit in order. */
    public <T> CompletableFuture<T> submit(Work<T> work, Commit commit) throws SQLException {
        Task<T> task = new Task<>(work, commit, new CompletableFuture<>());
        synchronized (doors) {
            if (!open) {
                throw new SQLException("the database is closed");
            }
            queue.add(task);
        }
        return task.result();
    }

    /** Runs one statement with {@code args} bound in order and commits it; returns the rows it changed. */
    public int update(String sql, Object... args) throws SQLException {
        return write(c -> execute(c, sql, args));
    }

    /**
     * Runs one statement with {@code args} bound in order on the writer's connection, inside the {@link Work}
     * running there (its statement cached); returns the rows it changed.
     */
    public static int execute(Connection connection, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st.executeUpdate();
        }
    }

    /**
     * Waits for a submitted write and hands back its result or its failure as if the caller had run it: an SQL
     * error stays an {@link SQLException}, a bug stays a runtime exception.
     */
    public static <T> T await(CompletableFuture<T> committed) throws SQLException {
        try {
            return committed.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for the commit", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SQLException sql) {
                throw sql;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new SQLException("the write failed: " + cause, cause);
        }
    }

    private void loop() {
        List<Task<?>> batch = new ArrayList<>();
        try {
            while (open || !queue.isEmpty()) {
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
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<Task<?>> left = new ArrayList<>();
        queue.drainTo(left);
        left.forEach(t -> t.result().completeExceptionally(new SQLException("the database was closed")));
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

    /** One transaction for the batch; once its commit is on disk every caller learns its own write's outcome. */
    private void commit(List<Task<?>> batch) {
        List<Runnable> completions = new ArrayList<>(batch.size());
        try {
            syncFor(batch.stream().anyMatch(t -> t.commit().synced()));
            connection.setAutoCommit(false);
            for (Task<?> task : batch) {
                completions.add(runInSavepoint(task));
            }
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            LOG.warn("a group commit of {} writes failed; all of them are rolled back: {}", batch.size(),
                    e.getMessage());
            backToAutoCommit(e);
            batch.forEach(t -> t.result().completeExceptionally(e));
            return;
        }
        completions.forEach(Runnable::run);
        try {
            connection.setAutoCommit(true);
        } catch (SQLException e) {
            LOG.warn("could not leave the transaction after a commit: {}", e.getMessage());
            backToAutoCommit(e);
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

    /** Runs one write in a savepoint of its own; the savepoint SQL is fixed, so the statement cache keeps it. */
    private <T> Runnable runInSavepoint(Task<T> task) throws SQLException {
        savepoint("SAVEPOINT write");
        try {
            T value = task.work().run(connection);
            savepoint("RELEASE write");
            return () -> task.result().complete(value);
        } catch (SQLException | RuntimeException e) {
            savepoint("ROLLBACK TO write");
            savepoint("RELEASE write");
            return () -> task.result().completeExceptionally(e);
        }
    }

    private void savepoint(String sql) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.execute();
        }
    }

    /**
     * Rolls back and returns to auto-commit, each step on its own: when BEGIN itself failed (the file locked by
     * another process) there is no transaction to roll back, and the driver has already left auto-commit; without
     * the second step the next batch would run without BEGIN, each savepoint committing by itself.
     */
    private void backToAutoCommit(Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException noTransaction) {
            failure.addSuppressed(noTransaction);
        }
        try {
            connection.setAutoCommit(true);
        } catch (SQLException noTransaction) {
            failure.addSuppressed(noTransaction);
        }
    }

    /** Commits what is queued (waiting at most 5 s), then closes the connection and its statements. */
    @Override
    public void close() throws SQLException {
        synchronized (doors) {
            open = false;
        }
        try {
            thread.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        connection.close();
    }
}
