package io.redeemdesk.server.db;

import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * Waits for work that a database thread ran for the caller (the SQLite writer, a PostgreSQL batch) and hands
 * back its result or its failure as if the caller had run it: an SQL error stays an {@link SQLException}, a bug
 * stays a runtime exception.
 */
final class DatabaseThreadResult {
    private DatabaseThreadResult() {
    }

    static <T> T await(CompletableFuture<T> done, String waitingFor) throws SQLException {
        try {
            return done.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for " + waitingFor, e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SQLException) {
                throw (SQLException) cause;
            }
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new SQLException(waitingFor + " failed", cause);
        }
    }
}
