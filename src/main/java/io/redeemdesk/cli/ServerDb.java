package io.redeemdesk.cli;

import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Option;

/** The {@code --db} option of the admin subcommands of {@code server}; they work on the database directly. */
final class ServerDb {
    @Option(names = "--db", paramLabel = "<jdbc url>",
            description = "database: jdbc:sqlite:<file> or jdbc:postgresql://… (default: ${DEFAULT-VALUE})")
    String jdbcUrl = ServerCommand.DEFAULT_DB;

    ServerDatabase open() {
        return ServerDatabase.open(jdbcUrl, 2);
    }
}
