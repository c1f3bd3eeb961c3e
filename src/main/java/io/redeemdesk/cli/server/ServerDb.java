package io.redeemdesk.cli.server;

import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventIds;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.redeem.IdempotencyStore;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.TransitionLog;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
import java.time.Clock;

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

    ServerDatabase open() {
        DatabaseErrors.requireExisting(jdbcUrl);
        try {
            return ServerDatabase.openCurrent(jdbcUrl, 2);
        } catch (RuntimeException e) {
            throw DatabaseErrors.describe(jdbcUrl, e);
        }
    }

    /** The voucher admin of {@code history} and {@code revoke}: one event stager for every change it makes. */
    VoucherAdmin voucherAdmin(ServerDatabase database) {
        Clock clock = Clock.systemUTC();
        EventStager events = new EventStager(new EventIds(new SecureRandom(), clock));
        return new VoucherAdmin(database, new TransitionLog(), new RedemptionLedger(events), new IdempotencyStore(),
                events, clock);
    }
}
