package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.pin.PinHash;
import io.redeemdesk.sqlite.SqliteFile;
import io.redeemdesk.sqlite.SqliteMigrations;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code <data-dir>/manager.db}: everything the manager view keeps (PIN hash, lockout, conflict
 * acknowledgements, the manager actions log), so the outbox's history is only ever read, never edited.
 * Survives restarts; safe to open from the app and a command at once (WAL, busy timeout, BEGIN IMMEDIATE).
 */
public final class ManagerStore implements AutoCloseable {
    private static final SqliteMigrations MIGRATIONS = new SqliteMigrations(TillFiles.MANAGER, "/db/manager/",
            List.of("V1__manager.sql"));
    private final Connection connection;

    private ManagerStore(Connection connection) {
        this.connection = connection;
    }

    public static ManagerStore open(Path file) throws SQLException {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new SQLException("cannot create the data directory " + file.getParent() + ": " + e.getMessage(), e);
        }
        Connection connection = SqliteFile.openWritable(file);
        try {
            MIGRATIONS.apply(connection);
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return new ManagerStore(connection);
    }

    public synchronized Optional<PinRecord> pin() throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT algorithm, iterations, salt, hash, set_at FROM manager_pin WHERE id = 1");
             ResultSet rs = st.executeQuery()) {
            return rs.next() ? Optional.of(new PinRecord(new PinHash(rs.getString(1), rs.getInt(2),
                    rs.getBytes(3), rs.getBytes(4)), rs.getLong(5))) : Optional.empty();
        }
    }

    /** Replaces the PIN and clears any lockout. */
    public synchronized void setPin(PinRecord pin) throws SQLException {
        inTransaction(() -> {
            try (PreparedStatement st = connection.prepareStatement("INSERT OR REPLACE INTO manager_pin "
                    + "(id, algorithm, iterations, salt, hash, set_at) VALUES (1, ?, ?, ?, ?, ?)")) {
                st.setString(1, pin.hash().algorithm());
                st.setInt(2, pin.hash().iterations());
                st.setBytes(3, pin.hash().salt());
                st.setBytes(4, pin.hash().hash());
                st.setLong(5, pin.setAt());
                st.executeUpdate();
            }
            saveLockout(Lockout.NONE);
        });
    }

    public synchronized Lockout lockout() throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT failures, locked_until FROM pin_lockout WHERE id = 1");
             ResultSet rs = st.executeQuery()) {
            return rs.next() ? new Lockout(rs.getInt(1), rs.getLong(2)) : Lockout.NONE;
        }
    }

    /** Counts one wrong try; the {@code maxTries}-th locks the gate until {@code now + lockMillis}. */
    public synchronized Lockout recordFailure(long now, int maxTries, long lockMillis) throws SQLException {
        Lockout[] result = new Lockout[1];
        inTransaction(() -> {
            Lockout before = lockout();
            int failures = before.failures() + 1;
            result[0] = failures >= maxTries ? new Lockout(0, now + lockMillis) : new Lockout(failures, 0);
            saveLockout(result[0]);
        });
        return result[0];
    }

    public synchronized void clearFailures() throws SQLException {
        saveLockout(Lockout.NONE);
    }

    /** Records who acknowledged a conflict; a second acknowledgement keeps the first one. */
    public synchronized void acknowledge(Acknowledgement ack) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement("INSERT OR IGNORE INTO conflict_acks "
                + "(request_id, acknowledged_by, acknowledged_at) VALUES (?, ?, ?)")) {
            st.setString(1, ack.requestId());
            st.setString(2, ack.by());
            st.setLong(3, ack.at());
            st.executeUpdate();
        }
    }

    public synchronized Optional<Acknowledgement> acknowledgement(String requestId) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT acknowledged_by, acknowledged_at FROM conflict_acks WHERE request_id = ?")) {
            st.setString(1, requestId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? Optional.of(new Acknowledgement(requestId, rs.getString(1), rs.getLong(2)))
                        : Optional.empty();
            }
        }
    }

    public synchronized Set<String> acknowledgedConflicts() throws SQLException {
        Set<String> ids = new HashSet<>();
        try (PreparedStatement st = connection.prepareStatement("SELECT request_id FROM conflict_acks");
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getString(1));
            }
        }
        return ids;
    }

    public synchronized void record(ManagerEvent event) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement("INSERT INTO manager_actions "
                + "(at, manager, action, request_id, detail) VALUES (?, ?, ?, ?, ?)")) {
            st.setLong(1, event.at());
            st.setString(2, event.manager());
            st.setString(3, event.action());
            st.setString(4, event.requestId());
            st.setString(5, event.detail());
            st.executeUpdate();
        }
    }

    /** The newest {@code limit} manager actions, newest first. */
    public synchronized List<ManagerEvent> events(int limit) throws SQLException {
        List<ManagerEvent> out = new ArrayList<>();
        try (PreparedStatement st = connection.prepareStatement("SELECT at, manager, action, request_id, detail "
                + "FROM manager_actions ORDER BY id DESC LIMIT ?")) {
            st.setInt(1, limit);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(new ManagerEvent(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getString(5)));
                }
            }
        }
        return out;
    }

    /** The names that unlocked the gate, the latest first, each once. */
    public synchronized List<String> recentManagers(int limit) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement st = connection.prepareStatement("SELECT manager FROM manager_actions "
                + "WHERE action = 'UNLOCK' GROUP BY manager ORDER BY MAX(id) DESC LIMIT ?")) {
            st.setInt(1, limit);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    private void saveLockout(Lockout lockout) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "INSERT OR REPLACE INTO pin_lockout (id, failures, locked_until) VALUES (1, ?, ?)")) {
            st.setInt(1, lockout.failures());
            st.setLong(2, lockout.lockedUntil());
            st.executeUpdate();
        }
    }

    @FunctionalInterface
    private interface SqlWork {
        void run() throws SQLException;
    }

    private void inTransaction(SqlWork work) throws SQLException {
        boolean outer = connection.getAutoCommit();
        if (!outer) {
            work.run();
            return;
        }
        connection.setAutoCommit(false);
        try {
            work.run();
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    @Override
    public synchronized void close() throws SQLException {
        connection.close();
    }
}
