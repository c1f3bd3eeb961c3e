package io.redeemdesk.server.db;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The one writer of a SQLite database. SQLite lets one transaction write at a time, and with
 * {@code synchronous=FULL} every commit waits for the disk; so transactions submitted by request threads are run
 * back to back by this thread and committed together (group commit). Each runs inside its own savepoint, so a
 * failing one rolls back alone; a caller gets its result only after the commit that holds its work, so each
 * transaction is exactly as atomic and as durable as if it had committed alone.
 */
final class GroupCommitWriter implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GroupCommitWriter.class);
    private static final int MAX_BATCH = 128;

    private final Connection connection;
    private final BlockingQueue<Job<?>> queue = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean closed;

    GroupCommitWriter(Connection connection) {
        this.connection = StatementCache.wrap(connection);
        this.thread = new Thread(this::loop, "sqlite-writer");
        thread.setDaemon(true);
        thread.start();
    }

    private static final class Job<T> {
        final SqlWork<T> work;
        final CompletableFuture<T> done = new CompletableFuture<>();
        T result;
        Exception failure;

        Job(SqlWork<T> work) {
            this.work = work;
        }

        /** Runs the work in a savepoint of its own; the savepoint SQL is fixed, so the statement cache keeps it. */
        void runIn(Connection connection) throws SQLException {
            execute(connection, "SAVEPOINT job");
            try {
                result = work.run(connection);
                execute(connection, "RELEASE job");
            } catch (SQLException | RuntimeException e) {
                execute(connection, "ROLLBACK TO job");
                execute(connection, "RELEASE job");
                failure = e;
            }
        }

        private static void execute(Connection connection, String sql) throws SQLException {
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
                statement.execute();
            }
        }

        void publish() {
            if (failure != null) {
                done.completeExceptionally(failure);
            } else {
                done.complete(result);
            }
        }
    }

    /** Runs {@code work} in its own savepoint of the next batch; returns once that batch is committed. */
    <T> T run(SqlWork<T> work) throws SQLException {
        if (closed) {
            throw new SQLException("the database is closed");
        }
        Job<T> job = new Job<>(work);
        queue.add(job);
        return DatabaseThreadResult.await(job.done, "the commit");
    }

    private void loop() {
        List<Job<?>> batch = new ArrayList<>();
        while (!closed) {
            batch.clear();
            try {
                batch.add(queue.take());
            } catch (InterruptedException e) {
                break;
            }
            queue.drainTo(batch, MAX_BATCH - 1);
            commit(batch);
        }
        List<Job<?>> left = new ArrayList<>();
        queue.drainTo(left);
        left.forEach(job -> job.done.completeExceptionally(new SQLException("the database was closed")));
    }

    private void commit(List<Job<?>> batch) {
        try {
            connection.setAutoCommit(false);
            for (Job<?> job : batch) {
                job.runIn(connection);
            }
            connection.commit();
            connection.setAutoCommit(true);
            batch.forEach(Job::publish);
        } catch (SQLException | RuntimeException e) {
            LOG.error("group commit of {} transactions failed; all of them are rolled back", batch.size(), e);
            backToAutoCommit(e);
            batch.forEach(job -> job.done.completeExceptionally(e));
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

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        try {
            thread.join(5_000);
            connection.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (SQLException e) {
            LOG.warn("closing the writer connection failed", e);
        }
    }
}
