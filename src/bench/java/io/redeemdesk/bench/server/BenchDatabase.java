package io.redeemdesk.bench.server;

import io.redeemdesk.bench.BenchFiles;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.function.Consumer;

/**
 * The database a server benchmark runs on: the one given with {@code --jdbc-url}, a fresh embedded PostgreSQL
 * (fsync on), or a temporary SQLite file; on close the embedded PostgreSQL stops and the temporary SQLite file's
 * directory (a few hundred MB after a run) is removed.
 */
final class BenchDatabase implements AutoCloseable {
    private final String url;
    private final EmbeddedPostgres postgres;
    private final Path temporary;

    private BenchDatabase(String url, EmbeddedPostgres postgres, Path temporary) {
        this.url = url;
        this.postgres = postgres;
        this.temporary = temporary;
    }

    static BenchDatabase open(BenchConfig config, Consumer<String> out) throws IOException, SQLException {
        if (config.jdbcUrl() != null) {
            return new BenchDatabase(config.jdbcUrl(), null, null);
        }
        if (config.db().equals("postgres")) {
            out.accept("starting an embedded PostgreSQL …");
            EmbeddedPostgres postgres = DurableEmbeddedPostgres.start();
            String url = postgres.getJdbcUrl("postgres", "postgres");
            out.accept("embedded PostgreSQL: " + DurableEmbeddedPostgres.settings(url));
            return new BenchDatabase(url, postgres, null);
        }
        Path dir = Files.createTempDirectory("redeemdesk-bench");
        return new BenchDatabase("jdbc:sqlite:" + dir.resolve("bench.db"), null, dir);
    }

    String url() {
        return url;
    }

    @Override
    public void close() throws IOException {
        if (postgres != null) {
            postgres.close();
        }
        if (temporary != null) {
            BenchFiles.deleteTree(temporary);
        }
    }
}
