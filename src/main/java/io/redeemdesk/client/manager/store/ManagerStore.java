package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.pin.PinHash;
import io.redeemdesk.sqlite.SingleWriter;
import io.redeemdesk.sqlite.SqliteFile;
import io.redeemdesk.sqlite.SqliteMigrations;
import io.redeemdesk.sqlite.SqliteReader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code <data-dir>/manager.db}: everything the manager view keeps (PIN hash, lockout, conflict
 * acknowledgements, the manager actions log), so the outbox's history is only ever read, never edited.
 * Survives restarts; safe to open from the app and a command at once (WAL, busy timeout, BEGIN IMMEDIATE).
 * Writes run on the SQLite core's one writer ({@code manager-writer}) and are committed before they return;
 * reads use a second connection.
 */
public final class ManagerStore implements AutoCloseable {
    private static final SqliteMigrations MIGRATIONS = new SqliteMigrations(TillFiles.MANAGER, "/db/manager/",
            List.of("V1__manager.sql"));
    private static final String SAVE_LOCKOUT = "INSERT OR REPLACE INTO pin_lockout (id, failures, locked_until) "
            + "VALUES (1, ?, ?)";
    private static final String LOCKOUT = "SELECT failures, locked_until FROM pin_lockout WHERE id = 1";

    private final SingleWriter writer;
    private final SqliteReader reader;

    private ManagerStore(SingleWriter writer, SqliteReader reader) {
        this.writer = writer;
        this.reader = reader;
    }

    public static ManagerStore open(Path file) throws SQLException {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new SQLException("cannot create the data directory " + file.getParent() + ": " + e.getMessage(), e);
        }
        Connection connection = SqliteFile.openWritable(file);
        Connection reading;
        try {
            MIGRATIONS.apply(connection);
            reading = SqliteFile.openWritable(file);
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return new ManagerStore(new SingleWriter(connection, "manager-writer", SingleWriter.LINGER),
                new SqliteReader(reading));
    }

    public Optional<PinRecord> pin() throws SQLException {
        return reader.list("SELECT algorithm, iterations, salt, hash, set_at FROM manager_pin WHERE id = 1",
                rs -> new PinRecord(new PinHash(rs.getString(1), rs.getInt(2), rs.getBytes(3), rs.getBytes(4)),
                        rs.getLong(5))).stream().findFirst();
    }

    /** Replaces the PIN and clears any lockout. */
    public void setPin(PinRecord pin) throws SQLException {
        writer.write(c -> {
            SingleWriter.execute(c, "INSERT OR REPLACE INTO manager_pin "
                    + "(id, algorithm, iterations, salt, hash, set_at) VALUES (1, ?, ?, ?, ?, ?)",
                    pin.hash().algorithm(), pin.hash().iterations(), pin.hash().salt(), pin.hash().hash(),
                    pin.setAt());
            return SingleWriter.execute(c, SAVE_LOCKOUT, Lockout.NONE.failures(), Lockout.NONE.lockedUntil());
        });
    }

    public Lockout lockout() throws SQLException {
        return reader.list(LOCKOUT, ManagerStore::lockoutOf).stream().findFirst().orElse(Lockout.NONE);
    }

    /** Counts one wrong try; the {@code maxTries}-th locks the gate until {@code now + lockMillis}. */
    public Lockout recordFailure(long now, int maxTries, long lockMillis) throws SQLException {
        return writer.write(c -> {
            Lockout before = Lockout.NONE;
            try (PreparedStatement st = c.prepareStatement(LOCKOUT); ResultSet rs = st.executeQuery()) {
                if (rs.next()) {
                    before = lockoutOf(rs);
                }
            }
            int failures = before.failures() + 1;
            Lockout after = failures >= maxTries ? new Lockout(0, now + lockMillis) : new Lockout(failures, 0);
            SingleWriter.execute(c, SAVE_LOCKOUT, after.failures(), after.lockedUntil());
            return after;
        });
    }

    public void clearFailures() throws SQLException {
        writer.update(SAVE_LOCKOUT, Lockout.NONE.failures(), Lockout.NONE.lockedUntil());
    }

    /** Records who acknowledged a conflict; a second acknowledgement keeps the first one. */
    public void acknowledge(Acknowledgement ack) throws SQLException {
        writer.update("INSERT OR IGNORE INTO conflict_acks (request_id, acknowledged_by, acknowledged_at) "
                + "VALUES (?, ?, ?)", ack.requestId(), ack.by(), ack.at());
    }

    public Optional<Acknowledgement> acknowledgement(String requestId) throws SQLException {
        return reader.list("SELECT acknowledged_by, acknowledged_at FROM conflict_acks WHERE request_id = ?",
                rs -> new Acknowledgement(requestId, rs.getString(1), rs.getLong(2)), requestId).stream().findFirst();
    }

    public Set<String> acknowledgedConflicts() throws SQLException {
        return new HashSet<>(reader.list("SELECT request_id FROM conflict_acks", rs -> rs.getString(1)));
    }

    public void record(ManagerEvent event) throws SQLException {
        writer.update("INSERT INTO manager_actions (at, manager, action, request_id, detail) VALUES (?, ?, ?, ?, ?)",
                event.at(), event.manager(), event.action(), event.requestId(), event.detail());
    }

    /** The newest {@code limit} manager actions, newest first. */
    public List<ManagerEvent> events(int limit) throws SQLException {
        return reader.list("SELECT at, manager, action, request_id, detail FROM manager_actions ORDER BY id DESC "
                + "LIMIT ?", rs -> new ManagerEvent(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                rs.getString(5)), limit);
    }

    /** The names that unlocked the gate, the latest first, each once. */
    public List<String> recentManagers(int limit) throws SQLException {
        return reader.list("SELECT manager FROM manager_actions WHERE action = 'UNLOCK' GROUP BY manager "
                + "ORDER BY MAX(id) DESC LIMIT ?", rs -> rs.getString(1), limit);
    }

    private static Lockout lockoutOf(ResultSet rs) throws SQLException {
        return new Lockout(rs.getInt(1), rs.getLong(2));
    }

    @Override
    public void close() throws SQLException {
        try {
            writer.close();
        } finally {
            reader.close();
        }
    }
}
