package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.server.EventsBench;
import io.redeemdesk.bench.server.EventsBenchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code bench events}: what the event relay costs the redemption path, and how far behind it runs. */
@Command(name = "events", mixinStandardHelpOptions = true,
        description = "Redeem at full rate with the event relay on and off, in paired rounds; print figures, then "
                + "one JSON line.")
final class EventsBenchCommand implements Callable<Integer> {
    @Option(names = "--db", description = "sqlite or postgres (embedded) (default: ${DEFAULT-VALUE})")
    String db = "sqlite";

    @Option(names = "--clients", description = "concurrent HTTP clients (default: ${DEFAULT-VALUE})")
    int clients = 16;

    @Option(names = "--requests", description = "redemptions per phase (default: ${DEFAULT-VALUE})")
    int requests = 5000;

    @Option(names = "--rounds", description = "paired rounds, relay off then on (default: ${DEFAULT-VALUE})")
    int rounds = 3;

    @Override
    public Integer call() throws Exception {
        if (!db.equals("sqlite") && !db.equals("postgres") || clients < 1 || requests < 1 || rounds < 1) {
            System.err.println("bench events: --db is sqlite or postgres; --clients, --requests and --rounds are "
                    + "whole numbers of at least 1");
            return 2;
        }
        EventsBenchResult result = new EventsBench(System.out::println).run(db, clients, requests, rounds);
        System.out.println(result.json());
        return 0;
    }
}
