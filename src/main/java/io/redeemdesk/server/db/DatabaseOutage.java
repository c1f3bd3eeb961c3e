package io.redeemdesk.server.db;

import org.sqlite.SQLiteException;

import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.Optional;

/**
 * Tells a database that cannot be used right now (no connection within {@code db.connect.timeout}, no answer
 * within {@code db.socket.timeout}, the connection lost, PostgreSQL shutting down or starting, a SQLite file locked by another process, unreadable or on a full
 * disk) from any other failure, and says which in plain words: no pool internals, no exception names. Such a
 * request answers 503 {@code service-unavailable}, and it is worth retrying later.
 */
public final class DatabaseOutage {
    private static final int SQLITE_PERM = 3;
    private static final int SQLITE_BUSY = 5;
    private static final int SQLITE_LOCKED = 6;
    private static final int SQLITE_READONLY = 8;
    private static final int SQLITE_IOERR = 10;
    private static final int SQLITE_FULL = 13;
    private static final int SQLITE_CANTOPEN = 14;
    private static final int SQLITE_NOTADB = 26;

    private final Duration connectTimeout;
    private final Duration socketTimeout;

    public DatabaseOutage(DatabaseWaits waits) {
        this.connectTimeout = waits.connect();
        this.socketTimeout = Duration.ofSeconds(waits.socketSeconds());
    }

    /** Why the database cannot be used, when {@code failure} (or one of its causes) says so. */
    public Optional<String> reason(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SocketTimeoutException) {
                return Optional.of("the database did not answer within " + shown(socketTimeout));
            }
        }
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            Optional<String> reason = own(t);
            if (reason.isPresent()) {
                return reason;
            }
        }
        return Optional.empty();
    }

    private Optional<String> own(Throwable t) {
        if (t instanceof SQLTransientConnectionException) {
            return Optional.of("the database gave no connection within " + shown(connectTimeout));
        }
        if (t instanceof SQLiteException sqlite) {
            return sqlite(sqlite.getResultCode().code & 0xFF);
        }
        if (t instanceof SQLException sql && sql.getSQLState() != null) {
            if (sql.getSQLState().startsWith("08")) {
                return Optional.of("the connection to the database was lost or refused");
            }
            if (sql.getSQLState().startsWith("57P")) {
                return Optional.of("the database is shutting down or starting up");
            }
        }
        return Optional.empty();
    }

    private Optional<String> sqlite(int primaryCode) {
        return Optional.ofNullable(switch (primaryCode) {
            case SQLITE_BUSY, SQLITE_LOCKED -> "the database file is locked by another process (waited "
                    + shown(connectTimeout) + ")";
            case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_NOTADB -> "the database file cannot be opened or read";
            case SQLITE_READONLY -> "the database file cannot be written (read-only)";
            case SQLITE_IOERR -> "the database file cannot be read or written (a disk or file system error)";
            case SQLITE_FULL -> "the disk holding the database file is full";
            default -> null;
        });
    }

    private static String shown(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
