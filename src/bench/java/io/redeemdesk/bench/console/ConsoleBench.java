package io.redeemdesk.bench.console;

import io.redeemdesk.bench.server.DurableEmbeddedPostgres;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import java.nio.file.Files;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@code bench console}: a fresh database (SQLite in a temporary folder, or an embedded PostgreSQL) filled by
 * {@link ConsoleFill}, one node on it, an admin operator signed in over HTTP, and every page of the console
 * timed by {@link PageTimes} ({@link ConsolePages} names them). {@code p95_ms} and {@code max_ms} are those of the
 * slowest page, so the target (p95 at most 100 ms) holds for every page when it holds for them.
 */
public final class ConsoleBench {
    private static final int WARM_UP = 30;
    private static final String OPERATOR = "bench-admin";
    private static final String PASSWORD = "bench console password";
    private final Consumer<String> out;

    public ConsoleBench(Consumer<String> out) {
        this.out = out;
    }

    public ConsoleBenchResult run(String db, int vouchers, int requests) throws Exception {
        if (db.equals("postgres")) {
            try (EmbeddedPostgres postgres = DurableEmbeddedPostgres.start()) {
                return run(db, postgres.getJdbcUrl("postgres", "postgres"), vouchers, requests);
            }
        }
        return run(db, "jdbc:sqlite:" + Files.createTempDirectory("redeemdesk-console").resolve("console.db"),
                vouchers, requests);
    }

    private ConsoleBenchResult run(String db, String url, int vouchers, int requests) throws Exception {
        FillPlan plan = new FillPlan(vouchers, System.currentTimeMillis());
        ConsoleFill.Filled filled = new ConsoleFill(out).fill(url, plan);
        try (RedemptionServer node = RedemptionServer.start(ServerOptions.loopback(url))) {
            node.parts().operators().create(OPERATOR, "admin", node.parts().passwordHasher()
                    .hash(PASSWORD.toCharArray()));
            String base = node.url("127.0.0.1");
            out.accept("node at " + base + "; " + WARM_UP + " untimed rounds, then " + requests
                    + " requests per page");
            ConsoleSession session = ConsoleSession.signIn(base, OPERATOR, PASSWORD);
            Map<String, String> pages = ConsolePages.of(aUsedCode(node));
            Map<String, double[]> times = new PageTimes(session, out).time(pages, WARM_UP, requests);
            Map<String, double[]> perPage = new LinkedHashMap<>();
            double p95 = 0;
            double max = 0;
            for (Map.Entry<String, double[]> page : times.entrySet()) {
                double[] sorted = page.getValue().clone();
                Arrays.sort(sorted);
                double pageP95 = PageTimes.percentile(sorted, 0.95);
                double pageMax = sorted[sorted.length - 1];
                perPage.put(page.getKey(), new double[] {pageP95, pageMax});
                p95 = Math.max(p95, pageP95);
                max = Math.max(max, pageMax);
            }
            return new ConsoleBenchResult(db, pages.size(), filled.vouchers(), filled.redemptions(), p95, max,
                    filled.millis(), perPage);
        }
    }

    /** A code redeemed in the middle of the fill: the look-up page shows its whole timeline. */
    private static String aUsedCode(RedemptionServer node) throws Exception {
        return node.database().read(c -> {
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT code FROM redemptions WHERE use_no = 2 ORDER BY redeemed_at "
                         + "DESC LIMIT 1")) {
                rs.next();
                return rs.getString(1);
            }
        });
    }
}
