package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.claims.ClaimsBench;
import io.redeemdesk.bench.claims.ClaimsBenchConfig;
import io.redeemdesk.bench.claims.ClaimsBenchResult;
import io.redeemdesk.bench.server.DurableEmbeddedPostgres;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.util.concurrent.Callable;

/** {@code bench claims}: article 001's flood of claims against a limited stock; one JSON line last. */
@Command(name = "claims", mixinStandardHelpOptions = true,
        description = "Flood N nodes with customers claiming a limited campaign stock; print figures, then one "
                + "JSON line.")
final class BenchClaimsCommand implements Callable<Integer> {
    @Option(names = "--db", required = true, description = "sqlite or postgres")
    String db;

    @Option(names = "--jdbc-url", description = "use this (empty) database instead of a fresh one")
    String jdbcUrl;

    @Option(names = "--nodes", description = "service nodes on the one database (default: ${DEFAULT-VALUE})")
    int nodes = 1;

    @Option(names = "--stock", description = "the campaign's stock (default: ${DEFAULT-VALUE})")
    int stock = 5_000;

    @Option(names = "--customers", description = "customers who claim (default: ${DEFAULT-VALUE})")
    int customers = 10_000;

    @Option(names = "--clients", description = "concurrent HTTP clients (default: ${DEFAULT-VALUE})")
    int clients = 200;

    @Option(names = "--rate", description = "each node's claims.rate (default: ${DEFAULT-VALUE}, the service's "
            + "default)")
    double rate = ClaimSettings.DEFAULT_RATE;

    @Option(names = "--burst", description = "each node's claims.burst (default: ${DEFAULT-VALUE}, the service's "
            + "default)")
    int burst = ClaimSettings.DEFAULT_BURST;

    @Option(names = "--concurrency", description = "each node's claims.concurrency (default: ${DEFAULT-VALUE}, the "
            + "service's default)")
    int concurrency = ClaimSettings.DEFAULT_CONCURRENCY;

    @Override
    public Integer call() throws Exception {
        ClaimsBenchConfig config;
        try {
            config = new ClaimsBenchConfig(db, jdbcUrl, nodes, stock, customers, clients, rate, burst, concurrency);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        if (config.db().equals("postgres") && config.jdbcUrl() == null
                && !ServerBenchCommand.embeddedPostgresOn(BenchClaimsCommand.class.getClassLoader())) {
            System.err.println("bench claims --db postgres: this installation has no embedded PostgreSQL. Pass "
                    + "--jdbc-url jdbc:postgresql://HOST:PORT/DB?user=U&password=P of an empty database, or run the "
                    + "bench from a source checkout (java -jar target/redeemdesk.jar).");
            return 2;
        }
        ClaimsBench bench = new ClaimsBench(System.out::println);
        ClaimsBenchResult result;
        if (config.jdbcUrl() != null) {
            result = bench.run(config, config.jdbcUrl());
        } else if (config.db().equals("sqlite")) {
            result = bench.run(config, "jdbc:sqlite:"
                    + Files.createTempDirectory("redeemdesk-claims").resolve("claims.db"));
        } else {
            try (EmbeddedPostgres postgres = DurableEmbeddedPostgres.start()) {
                String url = postgres.getJdbcUrl("postgres", "postgres");
                System.out.println("embedded PostgreSQL: " + DurableEmbeddedPostgres.settings(url));
                result = bench.run(config, url);
            }
        }
        System.out.println(result.json());
        return 0;
    }
}
