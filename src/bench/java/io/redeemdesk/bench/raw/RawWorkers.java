package io.redeemdesk.bench.raw;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The frame of a plain-JDBC ceiling: {@code threads} worker threads, each opening its own connection, all started
 * together and timed until the last is done; the first database failure of any of them fails the run. Also the
 * two small things every such baseline does: tell SQLite's "busy past the timeout" (then retried, as any plain
 * JDBC program would) and run one statement with its arguments.
 */
public final class RawWorkers {
    private static final int SQLITE_BUSY = 5;

    /** One worker thread's whole run. */
    @FunctionalInterface
    public interface Worker {
        void run(int thread) throws SQLException;
    }

    private RawWorkers() {
    }

    /**
     * Runs {@code worker} on {@code threads} threads named {@code name-N}; the seconds until all were done.
     *
     * @param what the baseline in words, for the failure's message: "the raw JDBC sale baseline"
     */
    public static double seconds(int threads, String name, String what, Worker worker) throws InterruptedException {
        List<Thread> workers = new ArrayList<>();
        List<SQLException> failures = new ArrayList<>();
        long started = System.nanoTime();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread running = new Thread(() -> {
                try {
                    worker.run(thread);
                } catch (SQLException e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            }, name + "-" + t);
            running.start();
            workers.add(running);
        }
        for (Thread running : workers) {
            running.join();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        if (!failures.isEmpty()) {
            throw new IllegalStateException(what + " failed", failures.get(0));
        }
        return seconds;
    }

    /** Whether {@code e} is SQLite's busy past its timeout (the transaction is retried); anything else is not. */
    public static boolean busy(SQLException e) {
        return e.getErrorCode() == SQLITE_BUSY || String.valueOf(e.getMessage()).contains("SQLITE_BUSY");
    }

    /** Runs one statement with {@code args} bound in order; the rows it changed. */
    public static int execute(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement statement = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                statement.setObject(i + 1, args[i]);
            }
            return statement.executeUpdate();
        }
    }
}
