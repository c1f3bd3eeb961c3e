package io.redeemdesk.server.db;

import org.sqlite.SQLiteException;

import java.sql.SQLException;

/** Recognises a write refused because a unique key (an id, a name) is taken, on SQLite and on PostgreSQL. */
public final class DuplicateKey {
    private static final int SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
    private static final int SQLITE_CONSTRAINT_UNIQUE = 2067;
    private static final String UNIQUE_VIOLATION = "23505";

    private DuplicateKey() {
    }

    /** True when {@code failure} or one of its causes is such a refusal. */
    public static boolean is(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLiteException sqlite && (sqlite.getResultCode().code == SQLITE_CONSTRAINT_PRIMARYKEY
                    || sqlite.getResultCode().code == SQLITE_CONSTRAINT_UNIQUE)) {
                return true;
            }
            if (t instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }
}
