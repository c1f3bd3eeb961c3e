package io.redeemdesk.bench.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.nio.file.Files;
import java.sql.SQLException;
import java.util.function.Consumer;

/**
 * The database a server benchmark runs on: the one given with {@code --jdbc-url}, a fresh embedded PostgreSQL
 * (fsync on), or a temporary SQLite file; the embedded PostgreSQL stops on close.
 */
final class BenchDatabase implements AutoCloseable {
    private final String url;
    private final EmbeddedPostgres postgres;

    private BenchDatabase(String url, EmbeddedPostgres postgres) {
        this.url = url;
        this.postgres = postgres;
    }

    static BenchDatabase open(BenchConfig config, Consumer<String> out) throws IOException, SQLException {
        if (config.jdbcUrl() != null) {
            return new BenchDatabase(config.jdbcUrl(), null);
        }
        if (config.db().equals("postgres")) {
            out.accept("starting an embedded PostgreSQL …");
            EmbeddedPostgres postgres = DurableEmbeddedPostgres.start();
            String url = postgres.getJdbcUrl("postgres", "postgres");
            out.accept("embedded PostgreSQL: " + DurableEmbeddedPostgres.settings(url));
            return new BenchDatabase(url, postgres);
        }
        return new BenchDatabase("jdbc:sqlite:" + Files.createTempDirectory("redeemdesk-bench").resolve("bench.db"),
                null);
    }

    String url() {
        return url;
    }

    @Override
    public void close() throws IOException {
        if (postgres != null) {
            postgres.close();
        }
    }
}
