package io.redeemdesk.client.redeem;

import org.sqlite.SQLiteConfig;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Opens the till's SQLite files the one safe way: WAL, {@code synchronous=FULL} (an offline-accepted
 * redemption survives power loss), a busy timeout, and {@code BEGIN IMMEDIATE} for every transaction.
 */
public final class SqliteFiles {
    private SqliteFiles() {
    }

    public static Connection openWritable(Path file) throws SQLException {
        SQLiteConfig config = base();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        return config.createConnection("jdbc:sqlite:" + file.toAbsolutePath());
    }

    /** A reader that can never write, for the manager view and the {@code log} command. */
    public static Connection openReadOnly(Path file) throws SQLException {
        SQLiteConfig config = base();
        config.setReadOnly(true);
        return config.createConnection("jdbc:sqlite:" + file.toAbsolutePath());
    }

    private static SQLiteConfig base() {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(10_000);
        config.enforceForeignKeys(true);
        return config;
    }
}
