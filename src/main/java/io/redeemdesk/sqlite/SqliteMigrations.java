package io.redeemdesk.sqlite;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;

/**
 * The one migration runner of the till's SQLite files (the outbox, the manager's store), tracked in SQLite's
 * {@code user_version}: each script under its folder runs once, in order, in its own transaction. A file written
 * by a newer RedeemDesk (a higher version than this one knows) is refused, never opened and half-understood.
 */
public final class SqliteMigrations {
    private final String what;
    private final String folder;
    private final List<String> scripts;

    /**
     * @param what    the file in words, for the refusal
     * @param folder  the class-path folder of the scripts, with both slashes ({@code /db/outbox/})
     * @param scripts the scripts in order: the n-th brings the file to version n
     */
    public SqliteMigrations(String what, String folder, List<String> scripts) {
        this.what = what;
        this.folder = folder;
        this.scripts = scripts;
    }

    /** Brings the file behind {@code connection} to the newest schema this version knows. */
    public void apply(Connection connection) throws SQLException {
        int current;
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            current = rs.getInt(1);
        }
        if (current > scripts.size()) {
            throw new SQLException(what + " was written by a newer RedeemDesk (schema " + current
                    + ", this version knows " + scripts.size() + "); install the newer version");
        }
        for (int version = current + 1; version <= scripts.size(); version++) {
            connection.setAutoCommit(false);
            try (Statement st = connection.createStatement()) {
                for (String sql : statements(scripts.get(version - 1))) {
                    st.executeUpdate(sql);
                }
                st.executeUpdate("PRAGMA user_version = " + version);
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
    }

    private List<String> statements(String script) throws SQLException {
        try (InputStream in = SqliteMigrations.class.getResourceAsStream(folder + script)) {
            if (in == null) {
                throw new SQLException("migration " + folder + script + " is missing from the jar");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).replaceAll("(?m)^--.*$", "");
            return Arrays.stream(text.split(";")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        } catch (IOException e) {
            throw new SQLException("cannot read migration " + folder + script + ": " + e.getMessage(), e);
        }
    }
}
