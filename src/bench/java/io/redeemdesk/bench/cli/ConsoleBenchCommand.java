package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.console.ConsoleBench;
import io.redeemdesk.bench.console.ConsoleBenchResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code bench console}: every page of the operator's console timed on a database of a million vouchers. */
@Command(name = "console", mixinStandardHelpOptions = true,
        description = "Fill a database with 1M vouchers and 1M redemptions, start a node, sign in and time every "
                + "console page; print figures, then one JSON line.")
final class ConsoleBenchCommand implements Callable<Integer> {
    @Option(names = "--db", description = "sqlite or postgres (embedded) (default: ${DEFAULT-VALUE})")
    String db = "sqlite";

    @Option(names = "--vouchers", description = "vouchers to fill; as many redemptions come with them "
            + "(default: ${DEFAULT-VALUE})")
    int vouchers = 1_000_000;

    @Option(names = "--requests", description = "timed requests per page, after the warm-up "
            + "(default: ${DEFAULT-VALUE})")
    int requests = 50;

    @Override
    public Integer call() throws Exception {
        if (!db.equals("sqlite") && !db.equals("postgres") || vouchers < 1_000 || requests < 1) {
            System.err.println("bench console: --db is sqlite or postgres, --vouchers a whole number of at least "
                    + "1000 and --requests one of at least 1");
            return 2;
        }
        if (db.equals("postgres") && !ServerBenchCommand.embeddedPostgresOn(getClass().getClassLoader())) {
            System.err.println("bench console --db postgres: this installation has no embedded PostgreSQL; run the "
                    + "bench from a source checkout (java -jar target/redeemdesk.jar).");
            return 2;
        }
        ConsoleBenchResult result = new ConsoleBench(System.out::println).run(db, vouchers, requests);
        System.out.println(result.summary());
        System.out.println(result.json());
        return 0;
    }
}
