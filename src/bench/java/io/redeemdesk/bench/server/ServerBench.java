package io.redeemdesk.bench.server;

import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * {@code bench server}: starts N service nodes on one database, drives them with C real HTTP clients (each its
 * own terminal), counts double redemptions from the database afterwards, and measures the raw JDBC ceiling of
 * the same database in the same run. A short unmeasured warm-up on separate vouchers comes first.
 */
public final class ServerBench {
    static final RateLimits UNLIMITED = new RateLimits(1e9, 1_000_000_000, 1e9, 1_000_000_000);

    private final Consumer<String> out;

    public ServerBench(Consumer<String> out) {
        this.out = out;
    }

    public BenchResult run(BenchConfig config) throws Exception {
        try (BenchDatabase database = BenchDatabase.open(config, out)) {
            return run(config, database.url());
        }
    }

    private BenchResult run(BenchConfig config, String url) throws Exception {
        int pool = config.db().equals("postgres") ? 16 : 4;
        List<RedemptionServer> nodes = new ArrayList<>();
        for (int i = 0; i < config.nodes(); i++) {
            nodes.add(RedemptionServer.start(ServerOptions.loopback(url).withPoolSize(pool).withLimits(UNLIMITED)));
        }
        String run = Long.toString(System.currentTimeMillis(), 36).toUpperCase(Locale.ROOT);
        boolean hot = config.hotCodes() > 0;
        int rawTransactions = Math.min(config.requests(), 10_000);
        RedemptionServer first = nodes.get(0);
        VoucherIssuer issuer = new VoucherIssuer(first.database(), new SecureRandom(), Clock.systemUTC());
        List<String> measured = issue(issuer, "bench-" + run, hot ? config.hotCodes() : config.requests());
        List<String> raw = issue(issuer, "raw-" + run, hot ? config.hotCodes() : rawTransactions);
        List<String> rawWarm = issue(issuer, "raw-warm-" + run, hot ? config.hotCodes() : rawTransactions);
        List<String[]> terminals = new ArrayList<>();
        for (int i = 0; i < config.clients(); i++) {
            String id = "B" + run + "-" + i;
            terminals.add(new String[] {id, first.terminals().create(id, "BENCH"),
                    nodes.get(i % nodes.size()).url("127.0.0.1")});
        }
        out.accept(String.format(Locale.ROOT, "%d node(s) on %s, %d clients, %d requests, %s, retry share %.2f",
                nodes.size(), config.db(), config.clients(), config.requests(),
                hot ? config.hotCodes() + " hot code(s)" : "a fresh voucher per action", config.retryShare()));

        OkHttpClient base = new OkHttpClient.Builder().retryOnConnectionFailure(false)
                .connectTimeout(Duration.ofSeconds(30)).readTimeout(Duration.ofSeconds(60)).build();
        List<OkHttpClient> clients = new ArrayList<>();
        for (int i = 0; i < config.clients(); i++) {
            clients.add(base.newBuilder().connectionPool(new ConnectionPool(2, 1, TimeUnit.MINUTES)).build());
        }
        warmUp(issuer, run, clients, terminals, config);

        Tally tally = new Tally();
        long started = System.nanoTime();
        drive(clients, terminals, new Workload(config.requests(), measured, hot, config.retryShare()), tally);
        double seconds = (System.nanoTime() - started) / 1e9;
        List<String> urls = terminals.stream().map(t -> t[2]).collect(Collectors.toList());
        double httpOnly = HttpCeiling.measure(clients, urls, Math.min(config.requests(), 5000));
        long doubles = DoubleRedemptionAudit.count(first.database());
        long ledger = DoubleRedemptionAudit.ledgerRows(first.database());
        for (RedemptionServer node : nodes) {
            node.close();
        }
        base.dispatcher().executorService().shutdown();

        out.accept(String.format(Locale.ROOT, "service: %.1f s, %d conflicts waited out (409/429 + Retry-After), "
                        + "%d errors %s, %d vouchers with two winners seen by clients, %d ledger rows in total",
                seconds, tally.conflicts.sum(), tally.errors.sum(), tally.errorStatuses.entrySet().stream()
                        .map(e -> e.getKey() + "x" + e.getValue().sum()).collect(Collectors.toList()),
                tally.clientSeenDoubles(), ledger));
        out.accept("raw JDBC baseline: " + rawTransactions + " transactions (idempotency INSERT + conditional "
                + "UPDATE) from " + config.clients() + " threads …");
        RawJdbcBaseline baseline = new RawJdbcBaseline(url);
        baseline.run(config.clients(), rawTransactions, rawWarm, hot);
        JitSettle.await(Duration.ofSeconds(60));
        double rawPerSecond = baseline.run(config.clients(), rawTransactions, raw, hot);
        if (baseline.busyRetries() > 0) {
            out.accept("raw JDBC baseline: " + baseline.busyRetries() + " transactions found SQLite busy and were "
                    + "retried");
        }
        BenchResult result = new BenchResult(config.db(), config.nodes(), config.clients(), config.requests(),
                tally.redeemed.sum(), tally.already.sum(), tally.replayed.sum(), doubles,
                config.requests() / seconds, tally.quantileMs(0.5), tally.quantileMs(0.99), rawPerSecond);
        out.accept(String.format(Locale.ROOT, "throughput %.1f req/s, p50 %.2f ms, p99 %.2f ms; raw %.1f tx/s; "
                        + "ratio %.3f", result.throughputRps(), result.p50Ms(), result.p99Ms(), rawPerSecond,
                result.ratioToRaw()));
        out.accept(String.format(Locale.ROOT, "latency of %d attempts: p50 %.2f, p90 %.2f, p99 %.2f, p99.9 %.2f, "
                + "max %.2f ms", tally.attempts(), result.p50Ms(), tally.quantileMs(0.9), result.p99Ms(), tally.quantileMs(0.999),
                tally.quantileMs(1.0)));
        out.accept(String.format(Locale.ROOT, "HTTP loop alone (GET /v1/info, no database, same clients and nodes): "
                + "%.1f req/s; the service reached %.0f %% of it", httpOnly, 100 * result.throughputRps() / httpOnly));
        return result;
    }

    /** {@link WarmUp} on vouchers of its own, redeemed each once. */
    private void warmUp(VoucherIssuer issuer, String run, List<OkHttpClient> clients, List<String[]> terminals,
                        BenchConfig config) throws Exception {
        int round = Math.max(200, Math.min(WarmUp.ROUND, config.requests() / 2));
        new WarmUp(out).run(round, clients.size(), (requests, clientCount, name) -> {
            List<String> codes = issue(issuer, name + "-" + run, requests);
            drive(clients.subList(0, clientCount), terminals.subList(0, clientCount),
                    new Workload(codes.size(), codes, false, config.retryShare()), new Tally());
        });
    }

    static List<String> issue(VoucherIssuer issuer, String templateId, int count) throws SQLException {
        VoucherIssuer.Template template = new VoucherIssuer.Template(templateId, "Bench " + templateId, 1000, "EUR",
                null);
        issuer.createTemplate(template);
        return issuer.issue(template, count).stream().map(IssuedVoucher::code).collect(Collectors.toList());
    }

    static void drive(List<OkHttpClient> clients, List<String[]> terminals, Workload workload, Tally tally)
            throws InterruptedException {
        runTills(clients.size(), "bench-client", i -> new LoadClient(clients.get(i), terminals.get(i)[2],
                terminals.get(i)[0], terminals.get(i)[1], workload, tally, i));
    }

    /** Runs {@code count} simulated tills, each on its own thread named {@code name-N}, until all are done. */
    static void runTills(int count, String name, IntFunction<Runnable> till) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Thread thread = new Thread(till.apply(i), name + "-" + i);
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join();
        }
    }
}
