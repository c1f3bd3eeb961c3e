package io.redeemdesk.cli.server;

import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.util.concurrent.Callable;

/**
 * {@code server migrate}: creates the database's tables, or brings an older release's up to date, and ends; the
 * one admin command that may create a database (the service's start does the same).
 */
@Command(name = "migrate", mixinStandardHelpOptions = true,
        description = "Create the service's database (a SQLite file, or the tables in an existing PostgreSQL "
                + "database) or bring it up to this release, then end.")
final class MigrateCommand implements Callable<Integer> {
    @Option(names = "--db", paramLabel = "<jdbc url>",
            description = "database: jdbc:sqlite:<file> or jdbc:postgresql://… (default: ${DEFAULT-VALUE})")
    String jdbcUrl = ServerDb.DEFAULT_DB;

    @Override
    public Integer call() {
        DatabaseErrors.requireFolder(jdbcUrl);
        boolean existed = DatabaseErrors.sqliteFile(jdbcUrl).map(Files::exists).orElse(true);
        try (ServerDatabase database = ServerDatabase.open(jdbcUrl, 2)) {
            System.out.println((existed ? "database " + DatabaseErrors.shown(jdbcUrl) + " is up to date"
                    : "database " + DatabaseErrors.shown(jdbcUrl) + " created") + " (" + database.dialect() + ")");
            return 0;
        } catch (RuntimeException e) {
            throw DatabaseErrors.describe(jdbcUrl, e);
        }
    }
}
