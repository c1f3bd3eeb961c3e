package io.redeemdesk.client.outbox;

import io.redeemdesk.sqlite.SingleWriter;
import io.redeemdesk.sqlite.SqliteFile;
import io.redeemdesk.sqlite.SqliteMigrations;
import io.redeemdesk.sqlite.SqliteReader;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * The durable queue of redeem actions in {@code <data-dir>/outbox.db}, opened once per till under its one-owner
 * lock. Every write runs on one writer thread ({@link SingleWriter}, group commit) and is committed
 * ({@code synchronous=FULL}) before the call returns, so a row exists on disk before the first byte of its
 * request leaves the till; reads use a second connection. Its three callers each get their part:
 * {@link #actions()} for the engine's writes, {@link #queue()} for the drain, {@link #status()} for the status
 * and look-ups.
 */
public final class Outbox implements AutoCloseable {
    /** The outbox's scripts, under {@code db/outbox/}. */
    static final SqliteMigrations MIGRATIONS = new SqliteMigrations("the outbox", "/db/outbox/",
            List.of("V1__outbox.sql", "V2__delivery_facts.sql", "V3__manager_log_indexes.sql",
                    "V4__covering_offline_index.sql", "V5__hold_release.sql", "V6__sale_actions.sql"));

    private final Path file;
    private final OutboxLock lock;
    private final SingleWriter writer;
    private final SqliteReader reader;
    private final OutboxActions actions;
    private final DrainQueue queue;
    private final OutboxStatus status;

    private Outbox(Path file, OutboxLock lock, SingleWriter writer, Connection reader) {
        this.file = file.toAbsolutePath();
        this.lock = lock;
        this.writer = writer;
        this.reader = new SqliteReader(reader);
        this.actions = new OutboxActions(writer);
        this.queue = new DrainQueue(writer, this.reader);
        this.status = new OutboxStatus(new OutboxReads(this.reader));
    }

    /**
     * Opens the outbox for redeeming, taking its one-owner lock first.
     *
     * @throws OutboxLockedException when another process owns it (the message names that process)
     */
    public static Outbox open(Path file) throws SQLException {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new SQLException("cannot create the data directory " + file.getParent() + ": " + e.getMessage(), e);
        }
        OutboxLock lock = OutboxLock.acquire(file);
        try {
            Connection writer = SqliteFile.openWritable(file);
            MIGRATIONS.apply(writer);
            return new Outbox(file, lock, new SingleWriter(writer, "outbox-writer", SingleWriter.LINGER),
                    SqliteFile.openWritable(file));
        } catch (SQLException | RuntimeException e) {
            releaseQuietly(lock);
            throw e;
        }
    }

    /** The outbox file ({@code <data-dir>/outbox.db}); its folder is where a full disk shows first. */
    public Path file() {
        return file;
    }

    public OutboxActions actions() {
        return actions;
    }

    public DrainQueue queue() {
        return queue;
    }

    public OutboxStatus status() {
        return status;
    }

    @Override
    public void close() throws SQLException {
        try {
            writer.close();
            reader.close();
        } finally {
            releaseQuietly(lock);
        }
    }

    private static void releaseQuietly(OutboxLock lock) {
        try {
            lock.close();
        } catch (IOException e) {
            LoggerFactory.getLogger(Outbox.class).warn("could not release the outbox lock: {}", e.getMessage());
        }
    }
}
