package io.redeemdesk.cli.server;

import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventAdmin;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.Callable;

/** {@code server events replay}: queues chosen events for delivery again, from their first attempt. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Send events again to the endpoints they went to: one (--id), every dead one (--dead), or "
                + "every one since a moment (--since), delivered ones too. The running service sends them.")
final class ReplayEventsCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Which which;

    /** Exactly one of the three choices. */
    static final class Which {
        @Option(names = "--id", paramLabel = "EVENT_ID", description = "one event, by its id")
        String id;

        @Option(names = "--dead", description = "every delivery marked dead")
        boolean dead;

        @Option(names = "--since", converter = InstantConverter.class, paramLabel = "WHEN",
                description = "every event since a UTC time (2026-12-01T08:00:00Z) or for a while back (2h)")
        Instant since;
    }

    @Override
    public Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            EventAdmin admin = new EventAdmin(database, Clock.systemUTC());
            int queued = which.id != null ? admin.replay(which.id)
                    : which.dead ? admin.replayDead() : admin.replaySince(which.since.toEpochMilli());
            if (queued == 0 && which.id != null) {
                System.err.println("event " + which.id + " has no delivery to repeat: it does not exist, was "
                        + "pruned, or has not been sent anywhere yet ('server events list' shows it)");
                return 1;
            }
            System.out.println(queued + (queued == 1 ? " delivery" : " deliveries")
                    + " queued; the running service sends them again");
            return 0;
        }
    }
}
