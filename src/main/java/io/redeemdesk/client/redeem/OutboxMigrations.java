package io.redeemdesk.client.redeem;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Versioned migrations of the outbox, tracked in SQLite's {@code user_version}: each script under
 * {@code db/outbox/} runs once, in order, in its own transaction. Light enough for a till's start-up.
 */
final class OutboxMigrations {
    private static final List<String> SCRIPTS = List.of("V1__outbox.sql", "V2__delivery_facts.sql",
            "V3__manager_log_indexes.sql", "V4__covering_offline_index.sql", "V5__hold_release.sql");

    private OutboxMigrations() {
    }

    static void apply(Connection connection) throws SQLException {
        int current;
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            current = rs.getInt(1);
        }
        if (current > SCRIPTS.size()) {
            throw new SQLException("the outbox was written by a newer RedeemDesk (schema " + current
                    + ", this version knows " + SCRIPTS.size() + "); install the newer version");
        }
        for (int version = current + 1; version <= SCRIPTS.size(); version++) {
            connection.setAutoCommit(false);
            try (Statement st = connection.createStatement()) {
                for (String sql : statements(SCRIPTS.get(version - 1))) {
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

    private static List<String> statements(String script) {
        try (InputStream in = OutboxMigrations.class.getResourceAsStream("/db/outbox/" + script)) {
            if (in == null) {
                throw new IllegalStateException("migration " + script + " missing from the jar");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replaceAll("(?m)^--.*$", "");
            return java.util.Arrays.stream(text.split(";")).map(String::strip).filter(s -> !s.isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
