package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventAdmin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code server events list}: one line per event and endpoint, oldest first. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List events not yet delivered (pending, dead, or sent nowhere yet), oldest first; with "
                + "--since every event since then, delivered ones too.")
final class ListEventsCommand implements Callable<Integer> {
    private static final int MAX_LIMIT = 1_000_000;

    @Mixin
    ServerDb db;

    @Option(names = "--dead", description = "only deliveries marked dead")
    boolean dead;

    @Option(names = "--since", converter = InstantConverter.class, paramLabel = "WHEN",
            description = "events since a UTC time (2026-12-01T08:00:00Z) or for a while back (2h)")
    Instant since;

    @Option(names = "--limit", description = "at most this many lines, 1 to " + MAX_LIMIT
            + " (default: ${DEFAULT-VALUE})")
    int limit = 1000;

    @Override
    public Integer call() throws Exception {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new OperatorError(Exits.USAGE, "--limit " + limit + " is not allowed: give a whole number from 1 to "
                    + MAX_LIMIT);
        }
        try (ServerDatabase database = db.open()) {
            List<EventAdmin.Line> lines = new EventAdmin(database, Clock.systemUTC())
                    .list(new EventAdmin.Filter(dead, since == null ? null : since.toEpochMilli()), limit);
            for (EventAdmin.Line line : lines) {
                System.out.println(Instant.ofEpochMilli(line.occurredAt()) + "  " + line.eventId() + "  "
                        + line.type() + "  " + VoucherCode.mask(line.code()) + "  "
                        + (line.endpoint() == null ? "(no endpoint yet)" : line.endpoint()) + "  " + line.state()
                        + (line.attempts() > 0 ? "  attempts " + line.attempts() : "")
                        + (line.lastError() == null || "delivered".equals(line.state()) ? ""
                        : "  last " + line.lastError())
                        + (line.nextAttemptAt() == null ? "" : "  next " + Instant.ofEpochMilli(line.nextAttemptAt())));
            }
            System.out.println(lines.size() + (lines.size() == 1 ? " line" : " lines")
                    + (lines.size() == limit ? " (limit reached; narrow with --since or raise --limit)" : ""));
            return 0;
        }
    }
}
