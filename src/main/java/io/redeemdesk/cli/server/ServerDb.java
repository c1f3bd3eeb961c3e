package io.redeemdesk.cli.server;

import io.redeemdesk.server.ServerParts;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Option;

/**
 * The {@code --db} option of the admin subcommands of {@code server}; they work on the database directly, and only
 * on one that exists with this release's tables: a mistyped {@code --db} is refused (exit 66), never created.
 */
final class ServerDb {
    /** Where the service's database is when no {@code --db} names one. */
    static final String DEFAULT_DB = "jdbc:sqlite:redeemdesk-server.db";

    @Option(names = "--db", paramLabel = "<jdbc url>",
            description = "database: jdbc:sqlite:<file> or jdbc:postgresql://… (default: ${DEFAULT-VALUE}); "
                    + "it must exist (see 'server migrate')")
    String jdbcUrl = DEFAULT_DB;

    /** The service's parts over the existing database; closing them closes it. */
    ServerParts open() {
        DatabaseErrors.requireExisting(jdbcUrl);
        try {
            return ServerParts.over(ServerDatabase.openCurrent(jdbcUrl, 2));
        } catch (RuntimeException e) {
            throw DatabaseErrors.describe(jdbcUrl, e);
        }
    }
}
