package io.redeemdesk.client.redeem;

import org.sqlite.SQLiteException;

import java.io.IOException;

/**
 * What went wrong when the till could not write its own files, in plain words: a full disk (SQLite's
 * {@code SQLITE_FULL}, or the operating system's "no space left on device") or another write error of the
 * data folder. Never names a Java type: these words reach the log and, for a full disk, the cashier.
 */
public final class LocalWriteFailure {
    /** SQLite's primary result code for "database or disk is full". */
    private static final int SQLITE_FULL = 13;

    private LocalWriteFailure() {
    }

    /** True when {@code error} (or one of its causes) says the disk or the database file is full. */
    public static boolean diskFull(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLiteException s && (s.getResultCode().code & 0xff) == SQLITE_FULL) {
                return true;
            }
            String message = t.getMessage();
            if (message != null && (message.contains("SQLITE_FULL") || message.contains("disk is full")
                    || (t instanceof IOException && message.contains("No space left on device")))) {
                return true;
            }
        }
        return false;
    }

    /** One line for the log: the disk is full, or the data folder could not be written, and why. */
    static String describe(Throwable error) {
        if (diskFull(error)) {
            return "this till's disk is full: nothing more can be written to the outbox";
        }
        String message = error.getMessage();
        return "this till could not write to its data folder: " + (message == null ? "no reason given" : message);
    }
}
