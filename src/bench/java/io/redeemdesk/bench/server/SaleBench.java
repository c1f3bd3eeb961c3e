package io.redeemdesk.bench.server;

import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.VoucherIssuer;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * {@code bench server --mix sale}: N service nodes on one database, C tills (each its own terminal) opening sales
 * of 1-5 vouchers, capturing 80 % and voiding 20 %, re-sending a share of their requests with the same key. After
 * the run and one sweep it counts from the database vouchers used more often than they have uses and vouchers
 * still LOCKED, and measures the same statements in plain JDBC in the same run. Warm-up as {@link ServerBench}.
 */
public final class SaleBench {
    private final Consumer<String> out;

    public SaleBench(Consumer<String> out) {
        this.out = out;
    }

    /** Runs the sale mix; returns its JSON line. */
    public String run(BenchConfig config) throws Exception {
        try (BenchDatabase database = BenchDatabase.open(config, out)) {
            return run(config, database.url()).json();
        }
    }

    private SaleResult run(BenchConfig config, String url) throws Exception {
        int pool = config.db().equals("postgres") ? 16 : 4;
        List<RedemptionServer> nodes = new ArrayList<>();
        for (int i = 0; i < config.nodes(); i++) {
            nodes.add(RedemptionServer.start(ServerOptions.loopback(url).withPoolSize(pool)
                    .withLimits(ServerBench.UNLIMITED)));
        }
        String run = Long.toString(System.currentTimeMillis(), 36).toUpperCase(Locale.ROOT);
        boolean hot = config.hotCodes() > 0;
        RedemptionServer first = nodes.get(0);
        VoucherIssuer issuer = new VoucherIssuer(first.database(), new SecureRandom(), Clock.systemUTC());
        String measuredTemplate = "sale-" + run;
        List<String> measured = ServerBench.issue(issuer, measuredTemplate, hot ? config.hotCodes()
                : config.requests());
        int rawTransactions = Math.min(config.requests(), 10_000);
        List<String> rawWarm = ServerBench.issue(issuer, "raw-sale-warm-" + run, rawTransactions);
        List<String> raw = ServerBench.issue(issuer, "raw-sale-" + run, rawTransactions);
        List<String[]> terminals = new ArrayList<>();
        for (int i = 0; i < config.clients(); i++) {
            String id = "S" + run + "-" + i;
            terminals.add(new String[] {id, first.terminals().create(id, "BENCH"),
                    nodes.get(i % nodes.size()).url("127.0.0.1")});
        }
        out.accept(String.format(Locale.ROOT, "sale mix: %d node(s) on %s, %d tills, %d requests, %s, sales of 1-5 "
                        + "vouchers, %.0f %% captured, retry share %.2f", nodes.size(), config.db(), config.clients(),
                config.requests(), hot ? config.hotCodes() + " hot code(s)" : "fresh vouchers",
                100 * SaleWorkload.CAPTURE_SHARE, config.retryShare()));
        OkHttpClient base = new OkHttpClient.Builder().retryOnConnectionFailure(false)
                .connectTimeout(Duration.ofSeconds(30)).readTimeout(Duration.ofSeconds(60)).build();
        List<OkHttpClient> clients = new ArrayList<>();
        for (int i = 0; i < config.clients(); i++) {
            clients.add(base.newBuilder().connectionPool(new ConnectionPool(2, 1, TimeUnit.MINUTES)).build());
        }
        int round = Math.max(200, Math.min(WarmUp.ROUND, config.requests() / 2));
        new WarmUp(out).run(round, clients.size(), (requests, clientCount, name) -> {
            List<String> codes = ServerBench.issue(issuer, name + "-" + run, requests);
            drive(clients.subList(0, clientCount), terminals.subList(0, clientCount),
                    new SaleWorkload(requests, codes, false, config.retryShare()), new SaleTally());
        });

        SaleTally tally = new SaleTally();
        PostgresLog logBefore = PostgresLog.now(first.database());
        long started = System.nanoTime();
        drive(clients, terminals, new SaleWorkload(config.requests(), measured, hot, config.retryShare()), tally);
        double seconds = (System.nanoTime() - started) / 1e9;
        if (logBefore != null) {
            out.accept("measured phase: " + PostgresLog.now(first.database()).since(logBefore, tally.requests.sum(),
                    "request"));
        }
        first.sweeper().sweep();
        long doubles = SaleAudit.doubleUsed(first.database(), measuredTemplate);
        long stuck = SaleAudit.stuckLocked(first.database(), measuredTemplate);
        for (RedemptionServer node : nodes) {
            node.close();
        }
        base.dispatcher().executorService().shutdown();
        Tally attempts = tally.attempts;
        out.accept(String.format(Locale.ROOT, "service: %.1f s, %d sales (%d captured, %d voided), %d holds, %d "
                        + "refused as held by another sale, %d vouchers used, %d refused at capture, %d replays, "
                        + "%d conflicts waited out, %d errors %s", seconds, tally.sales.sum(), tally.captured.sum(),
                tally.voided.sum(), tally.held.sum(), tally.heldElsewhere.sum(), tally.used.sum(),
                tally.refusedAtCapture.sum(), attempts.replayed.sum(), attempts.conflicts.sum(),
                attempts.errors.sum(), attempts.errorStatuses.entrySet().stream()
                        .map(e -> e.getKey() + "x" + e.getValue().sum()).collect(Collectors.toList())));

        out.accept("raw JDBC baseline: " + rawTransactions + " transactions of sales (hold: record + conditional "
                + "UPDATE; capture: record + sale + use + ledger row per voucher; void) from " + config.clients()
                + " threads …");
        RawSaleBaseline baseline = new RawSaleBaseline(url);
        baseline.run(config.clients(), rawTransactions, rawWarm);
        JitSettle.await(Duration.ofSeconds(60));
        double rawPerSecond = baseline.run(config.clients(), rawTransactions, raw);
        SaleResult result = new SaleResult(config.db(), config.nodes(), config.clients(), tally.requests.sum(),
                tally.sales.sum(), tally.captured.sum(), tally.voided.sum(), tally.used.sum(),
                attempts.replayed.sum(), doubles, stuck, tally.requests.sum() / seconds, attempts.quantileMs(0.5),
                attempts.quantileMs(0.99), rawPerSecond);
        out.accept(String.format(Locale.ROOT, "throughput %.1f req/s, p50 %.2f ms, p99 %.2f ms; raw %.1f tx/s; "
                + "ratio %.3f", result.throughputRps(), result.p50Ms(), result.p99Ms(), rawPerSecond,
                result.ratioToRaw()));
        out.accept(String.format(Locale.ROOT, "latency of %d attempts: p50 %.2f, p90 %.2f, p99 %.2f, p99.9 %.2f, "
                + "max %.2f ms", attempts.attempts(), result.p50Ms(), attempts.quantileMs(0.9), result.p99Ms(),
                attempts.quantileMs(0.999), attempts.quantileMs(1.0)));
        out.accept(String.format(Locale.ROOT, "holds: p50 %.2f, p99 %.2f ms; captures and voids: p50 %.2f, "
                + "p99 %.2f ms", tally.holdAttempts.quantileMs(0.5), tally.holdAttempts.quantileMs(0.99),
                tally.closeAttempts.quantileMs(0.5), tally.closeAttempts.quantileMs(0.99)));
        return result;
    }

    private static void drive(List<OkHttpClient> clients, List<String[]> terminals, SaleWorkload workload,
                              SaleTally tally) throws InterruptedException {
        ServerBench.runTills(clients.size(), "bench-till", i -> new SaleClient(clients.get(i), terminals.get(i)[2],
                terminals.get(i)[0], terminals.get(i)[1], workload, tally, i));
    }
}
