package io.redeemdesk.server.db;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Runs the same statement for many concurrent requests as one statement over arrays. A statement's fixed cost
 * on PostgreSQL (a round trip, executor start-up, a commit) is far larger than its cost per row, so requests
 * that arrive while a batch runs are collected and run together by the next one. A batch runs in auto-commit:
 * each job's rows commit with the batch, and a caller gets its result only after that commit. When a batch
 * fails as a whole (a deadlock between batches, a bad row), every job in it runs again on its own, so one job's
 * failure never becomes another's. Jobs with the same key never share a batch: a later one runs alone after it.
 * One thread runs the batches, one after another: with a second thread per statement, batches were half as big,
 * twice as many ran at once, and PostgreSQL spent about 40 % more CPU per request on the same work (measured:
 * docs/benchmarks.md#server-bench-server). For the same reason the thread, having taken a job, lingers a moment for others to join
 * it before it runs the batch, unless the batch fills first.
 *
 * @param <J> one request's input
 * @param <R> one request's result
 */
public final class StatementBatcher<J, R> implements AutoCloseable {
    /** The batched statement: one result per job, in the jobs' order. */
    public interface Batch<J, R> {
        List<R> run(List<J> jobs) throws SQLException;
    }

    /** The same work for one job alone. */
    public interface Single<J, R> {
        R run(J job) throws SQLException;
    }

    private static final Logger LOG = LoggerFactory.getLogger(StatementBatcher.class);

    private final BlockingQueue<Pending<J, R>> queue = new LinkedBlockingQueue<>();
    private final Batch<J, R> batch;
    private final Single<J, R> single;
    private final Function<J, Object> key;
    private final int maxBatch;
    private final long lingerNanos;
    private final Thread worker;
    private volatile boolean closed;

    private static final class Pending<J, R> {
        final J job;
        final CompletableFuture<R> done = new CompletableFuture<>();

        Pending(J job) {
            this.job = job;
        }
    }

    /** {@code linger}: how long a batch waits for more jobs after its first one; zero runs it at once. */
    public StatementBatcher(String name, int maxBatch, Duration linger, Batch<J, R> batch, Single<J, R> single,
                            Function<J, Object> key) {
        this.batch = batch;
        this.single = single;
        this.key = key;
        this.maxBatch = maxBatch;
        this.lingerNanos = linger.toNanos();
        this.worker = new Thread(this::loop, name);
        worker.setDaemon(true);
        worker.start();
    }

    /** Runs {@code job} in the next batch; returns once that batch has committed. */
    public R run(J job) throws SQLException {
        if (closed) {
            throw new SQLException("the database is closed");
        }
        Pending<J, R> pending = new Pending<>(job);
        queue.add(pending);
        return DatabaseThreadResult.await(pending.done, "the batch");
    }

    private void loop() {
        List<Pending<J, R>> taken = new ArrayList<>();
        while (!closed) {
            taken.clear();
            try {
                taken.add(queue.take());
                gather(taken);
            } catch (InterruptedException e) {
                break;
            }
            queue.drainTo(taken, maxBatch - taken.size());
            List<Pending<J, R>> together = new ArrayList<>();
            List<Pending<J, R>> alone = new ArrayList<>();
            Set<Object> keys = new HashSet<>();
            for (Pending<J, R> pending : taken) {
                (keys.add(key.apply(pending.job)) ? together : alone).add(pending);
            }
            runTogether(together);
            alone.forEach(this::runAlone);
        }
        List<Pending<J, R>> left = new ArrayList<>();
        queue.drainTo(left);
        left.forEach(p -> p.done.completeExceptionally(new SQLException("the database was closed")));
    }

    /** Adds the jobs that arrive within the linger after the first, until the batch is full. */
    private void gather(List<Pending<J, R>> taken) throws InterruptedException {
        long deadline = System.nanoTime() + lingerNanos;
        while (taken.size() < maxBatch) {
            long left = deadline - System.nanoTime();
            Pending<J, R> next = left > 0 ? queue.poll(left, TimeUnit.NANOSECONDS) : null;
            if (next == null) {
                return;
            }
            taken.add(next);
        }
    }

    private void runTogether(List<Pending<J, R>> pendings) {
        if (pendings.size() == 1) {
            runAlone(pendings.get(0));
            return;
        }
        List<J> jobs = new ArrayList<>(pendings.size());
        pendings.forEach(p -> jobs.add(p.job));
        List<R> results;
        try {
            results = batch.run(jobs);
        } catch (SQLException | RuntimeException e) {
            LOG.debug("a batch of {} failed as a whole; running each job alone", jobs.size(), e);
            pendings.forEach(this::runAlone);
            return;
        }
        for (int i = 0; i < pendings.size(); i++) {
            pendings.get(i).done.complete(results.get(i));
        }
    }

    private void runAlone(Pending<J, R> pending) {
        try {
            pending.done.complete(single.run(pending.job));
        } catch (SQLException | RuntimeException e) {
            pending.done.completeExceptionally(e);
        }
    }

    @Override
    public void close() {
        closed = true;
        worker.interrupt();
        try {
            worker.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
