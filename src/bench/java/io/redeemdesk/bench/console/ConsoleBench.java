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
 * slowest page, so the target (p95 at most 100 ms) holds for every page when it holds for them; the downloads are
 * timed the same way and reported beside them.
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
            PageTimes timer = new PageTimes(session, out);
            Map<String, double[]> perPage = p95AndMax(timer.time(pages, WARM_UP, requests));
            Map<String, double[]> perDownload = p95AndMax(timer.time(ConsolePages.downloads(), WARM_UP, requests));
            double p95 = perPage.values().stream().mapToDouble(t -> t[0]).max().orElse(0);
            double max = perPage.values().stream().mapToDouble(t -> t[1]).max().orElse(0);
            return new ConsoleBenchResult(db, pages.size(), filled.vouchers(), filled.redemptions(), p95, max,
                    filled.millis(), perPage, perDownload);
        }
    }

    private static Map<String, double[]> p95AndMax(Map<String, double[]> times) {
        Map<String, double[]> result = new LinkedHashMap<>();
        for (Map.Entry<String, double[]> page : times.entrySet()) {
            double[] sorted = page.getValue().clone();
            Arrays.sort(sorted);
            result.put(page.getKey(), new double[] {PageTimes.percentile(sorted, 0.95), sorted[sorted.length - 1]});
        }
        return result;
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
