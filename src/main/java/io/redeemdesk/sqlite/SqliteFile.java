package io.redeemdesk.sqlite;

import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;

/**
 * Opens SQLite files the one safe way, for the till and the service alike: WAL, {@code synchronous=FULL} (an
 * offline-accepted redemption or a stored reply survives power loss), a busy timeout, foreign keys, and
 * {@code BEGIN IMMEDIATE} for every transaction (a read-then-write never fails half-way with SQLITE_BUSY). A
 * savepoint's undo pages stay in memory ({@code temp_store=MEMORY}): the one writer runs each write of a group
 * commit in a savepoint, and SQLite otherwise wrote every page a write touched to a temporary file as well.
 */
public final class SqliteFile {
    /** How long the till's files wait for another connection's write lock. */
    public static final Duration TILL_BUSY_TIMEOUT = Duration.ofSeconds(10);
    /**
     * The page cache of each connection, as SQLite counts it (negative: KiB): 32 MB, not SQLite's 2 MB, which the
     * service's writer outgrew, reading pages back from the file on every few writes.
     */
    private static final int CACHE_KIB = -32 * 1024;

    private SqliteFile() {
    }

    /** A connection that may write, waiting {@link #TILL_BUSY_TIMEOUT} for the write lock. */
    public static Connection openWritable(Path file) throws SQLException {
        return writable(TILL_BUSY_TIMEOUT).createConnection(url(file));
    }

    /** A reader that can never write, for the manager view and the {@code log} command. */
    public static Connection openReadOnly(Path file) throws SQLException {
        SQLiteConfig config = base(TILL_BUSY_TIMEOUT);
        config.setReadOnly(true);
        return config.createConnection(url(file));
    }

    /** Writable connections to {@code jdbcUrl} ({@code jdbc:sqlite:…}) that wait {@code busyTimeout} for the lock. */
    public static SQLiteDataSource dataSource(String jdbcUrl, Duration busyTimeout) {
        SQLiteDataSource source = new SQLiteDataSource(writable(busyTimeout));
        source.setUrl(jdbcUrl);
        return source;
    }

    private static String url(Path file) {
        return "jdbc:sqlite:" + file.toAbsolutePath();
    }

    private static SQLiteConfig writable(Duration busyTimeout) {
        SQLiteConfig config = base(busyTimeout);
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        return config;
    }

    private static SQLiteConfig base(Duration busyTimeout) {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout((int) busyTimeout.toMillis());
        config.enforceForeignKeys(true);
        config.setTempStore(SQLiteConfig.TempStore.MEMORY);
        config.setCacheSize(CACHE_KIB);
        return config;
    }
}
