package io.redeemdesk.bench.cli;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.OfflinePolicy;
import io.redeemdesk.client.redeem.Outbox;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.client.redeem.RedeemOutcome;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.client.redeem.SqliteFiles;
import io.redeemdesk.client.redeem.TillIdentity;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.bench.server.FreshLoad;
import io.redeemdesk.bench.server.JitSettle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code bench client}: queues {@code --actions} scans while the service is unreachable (each enqueue timed,
 * fsync included), starts the service, times the drain, then measures the same service driven by the server
 * benchmark's clients ({@link FreshLoad}) at the drain's concurrency. Prints {@code lost}/{@code doubled} checked against the
 * service's ledger, and the JSON line last.
 */
@Command(name = "client", mixinStandardHelpOptions = true,
        description = "Benchmark the till's offline queue: enqueue while offline, drain, compare with the server alone.")
final class BenchClientCommand implements Callable<Integer> {
    private static final String STORE = "BENCH-STORE";
    /**
     * Actions (and as many server-only requests) per warm-up round. On 2 cores under load the compiler falls
     * behind; small rounds with an idle wait after each let it catch up, so both sides are timed compiled.
     */
    private static final int WARM_UP_ROUND = 2000;
    private static final Duration SETTLE_LIMIT = Duration.ofSeconds(60);

    @Option(names = "--actions", defaultValue = "10000", description = "scans to queue and drain (default ${DEFAULT-VALUE})")
    int actions;

    @Option(names = "--concurrency", defaultValue = "4", description = "drain concurrency (default ${DEFAULT-VALUE})")
    int concurrency;

    @Option(names = "--warm-up-rounds", defaultValue = "6", description = "untimed rounds of queue, drain and "
            + "server-only requests, each followed by an idle wait for the JIT compiler (default ${DEFAULT-VALUE})")
    int warmUpRounds;

    @Option(names = "--dir", paramLabel = "DIR", description = "work directory (default: a new temporary one)")
    Path dir;

    @Override
    public Integer call() throws Exception {
        Path work = dir != null ? Files.createDirectories(dir) : Files.createTempDirectory("redeemdesk-bench-client");
        int port = freePort();
        String jdbc = "jdbc:sqlite:" + work.resolve("server.db").toAbsolutePath();
        ServerOptions options = new ServerOptions("127.0.0.1", port, jdbc, 4, ServerOptions.DEFAULT_KEY_RETENTION)
                .withLimits(new RateLimits(1_000_000, 1_000_000, 1_000, 1_000));
        String url = "http://127.0.0.1:" + port;

        RedemptionServer server = RedemptionServer.start(options);
        VoucherIssuer issuer = new VoucherIssuer(server.database(), new SecureRandom(), Clock.systemUTC());
        VoucherIssuer.Template template = new VoucherIssuer.Template("bench", "Bench voucher", 500, "EUR", null);
        issuer.createTemplate(template);
        int perRound = Math.min(WARM_UP_ROUND, actions);
        int warmUp = perRound * warmUpRounds;
        List<String> tillWarmCodes = codes(issuer.issue(template, warmUp));
        List<String> tillCodes = codes(issuer.issue(template, actions));
        List<String> loadWarmCodes = codes(issuer.issue(template, warmUp));
        List<String> loadCodes = codes(issuer.issue(template, actions));
        String tillToken = server.terminals().create("BENCH-TILL", STORE);
        List<String[]> loadTerminals = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            String id = "BENCH-LOAD-" + i;
            loadTerminals.add(new String[] {id, server.terminals().create(id, FreshLoad.STORE_ID)});
        }
        server.close();
        System.out.printf(Locale.ROOT, "service stopped on port %d; %d vouchers issued%n", port,
                2 * (actions + warmUp));

        EngineSettings settings = EngineSettings.defaults()
                .withOfflinePolicy(OfflinePolicy.ACCEPT, actions + warmUp, Duration.ofDays(1), null)
                .withTiming(Duration.ofSeconds(1), Duration.ofSeconds(60), Duration.ofSeconds(3),
                        Duration.ofMillis(200))
                .withConcurrency(concurrency);
        RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(2),
                settings.attemptTimeout()), url, tillToken);
        try (Outbox outbox = Outbox.open(TillFiles.outbox(work.resolve("till")));
             RedeemRuntime till = RedeemRuntime.start(outbox, api, settings, new TillIdentity(STORE, "BENCH-TILL"),
                     Clock.systemUTC(), () -> ThreadLocalRandom.current().nextDouble())) {
            double[] rawCommit = rawCommitMs(work.resolve("commit-probe.db"), Math.min(actions, 1000));
            System.out.printf(Locale.ROOT, "raw SQLite commit on this disk (WAL, synchronous=FULL): p50 %.2f ms, "
                    + "p99 %.2f ms%n", rawCommit[0], rawCommit[1]);

            for (int round = 0; round < warmUpRounds; round++) {
                long jit = JitSettle.compiledMillis();
                int from = round * perRound;
                int to = from + perRound;
                enqueue(till, tillWarmCodes.subList(from, to), new HashMap<>());
                server = RedemptionServer.start(options);
                awaitDrained(outbox);
                FreshLoad.run(url, loadTerminals, loadWarmCodes.subList(from, to));
                server.close();
                System.out.printf(Locale.ROOT, "warm-up round %d: %d actions queued and drained, as many requests "
                        + "from the server benchmark's clients, %d ms compiling; then %d ms idle for the JIT "
                        + "compiler%n", round + 1, to - from, JitSettle.compiledMillis() - jit,
                        JitSettle.await(SETTLE_LIMIT));
            }

            Map<String, String> requestIds = new HashMap<>();
            long[] enqueueNanos = enqueue(till, tillCodes, requestIds);
            double p50 = percentileMs(enqueueNanos, 0.50);
            double p99 = percentileMs(enqueueNanos, 0.99);
            System.out.printf(Locale.ROOT, "enqueued %d while offline: p50 %.2f ms, p99 %.2f ms, queued %d; "
                    + "then %d ms idle for the JIT compiler%n", actions, p50, p99,
                    outbox.status().queueSummary().queued(), JitSettle.await(SETTLE_LIMIT));

            long drainJit = JitSettle.compiledMillis();
            long drainStart = System.nanoTime();
            long drainStartMillis = System.currentTimeMillis();
            server = RedemptionServer.start(options);
            awaitDrained(outbox);
            double drainSeconds = (System.nanoTime() - drainStart) / 1e9;
            double drainRps = actions / drainSeconds;
            drainJit = JitSettle.compiledMillis() - drainJit;
            System.out.printf(Locale.ROOT, "drained %d in %.2f s (%.0f/s, concurrency %d, incl. detecting the "
                    + "service is back); requests in flight on average: %.2f; %d ms compiling%n", actions, drainSeconds,
                    drainRps, concurrency, httpSeconds(TillFiles.outbox(work.resolve("till")), drainStartMillis)
                            / drainSeconds, drainJit);

            int[] lostDoubled = check(outbox, server, tillCodes, requestIds);
            System.out.printf(Locale.ROOT, "%d ms idle for the JIT compiler%n", JitSettle.await(SETTLE_LIMIT));
            long loadJit = JitSettle.compiledMillis();
            double serverRps = FreshLoad.run(url, loadTerminals, loadCodes);
            loadJit = JitSettle.compiledMillis() - loadJit;
            server.close();
            System.out.printf(Locale.ROOT, "server alone: %.0f/s at concurrency %d, %d ms compiling; lost %d, "
                    + "doubled %d%n", serverRps, concurrency, loadJit, lostDoubled[0], lostDoubled[1]);
            System.out.printf(Locale.ROOT, "{\"actions\":%d,\"enqueue_p99_ms\":%.2f,\"drain_s\":%.2f,"
                            + "\"drain_rps\":%.1f,\"server_only_rps\":%.1f,\"ratio\":%.2f,\"lost\":%d,\"doubled\":%d}%n",
                    actions, p99, drainSeconds, drainRps, serverRps, drainRps / serverRps, lostDoubled[0],
                    lostDoubled[1]);
            return lostDoubled[0] == 0 && lostDoubled[1] == 0 ? 0 : 1;
        }
    }

    /** Scans every code on the till (the service is unreachable, so each is queued); returns each scan's time. */
    private static long[] enqueue(RedeemRuntime till, List<String> codes, Map<String, String> requestIds)
            throws SQLException {
        long[] nanos = new long[codes.size()];
        for (int i = 0; i < codes.size(); i++) {
            long t0 = System.nanoTime();
            RedeemOutcome outcome = till.engine().redeem(codes.get(i), "bench");
            nanos[i] = System.nanoTime() - t0;
            requestIds.put(codes.get(i), outcome.action().requestId());
        }
        return nanos;
    }

    private static void awaitDrained(Outbox outbox) throws SQLException, InterruptedException {
        while (outbox.status().anyUnfinished()) {
            Thread.sleep(10);
        }
    }

    /** Lost: a scan without exactly its own redemption in the ledger. Doubled: a code redeemed twice. */
    private static int[] check(Outbox outbox, RedemptionServer server, List<String> codes,
                               Map<String, String> requestIds) throws Exception {
        Map<String, Integer> ledgerRows = new HashMap<>();
        Map<String, String> ledgerRequest = new HashMap<>();
        try (Connection c = server.database().dataSource().getConnection();
             PreparedStatement st = c.prepareStatement("SELECT code, request_id FROM redemptions");
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                ledgerRows.merge(rs.getString(1), 1, Integer::sum);
                ledgerRequest.put(rs.getString(1), rs.getString(2));
            }
        }
        int lost = 0;
        int doubled = 0;
        for (String code : codes) {
            String requestId = requestIds.get(code);
            RedeemAction action = outbox.status().find(requestId).orElse(null);
            if (action == null || action.verdict() != Verdict.REDEEMED || !requestId.equals(ledgerRequest.get(code))) {
                lost++;
            }
            if (ledgerRows.getOrDefault(code, 0) > 1) {
                doubled++;
            }
        }
        return new int[] {lost, doubled};
    }

    /** p50 and p99 of {@code n} one-row commits: the floor under any durable enqueue on this machine. */
    private static double[] rawCommitMs(Path file, int n) throws Exception {
        long[] nanos = new long[n];
        try (Connection c = SqliteFiles.openWritable(file); Statement st = c.createStatement()) {
            st.executeUpdate("CREATE TABLE probe (id INTEGER PRIMARY KEY, payload TEXT)");
            c.setAutoCommit(false);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO probe (payload) VALUES (?)")) {
                for (int i = 0; i < n; i++) {
                    long t0 = System.nanoTime();
                    insert.setString(1, "x".repeat(200));
                    insert.executeUpdate();
                    c.commit();
                    nanos[i] = System.nanoTime() - t0;
                }
            }
        }
        return new double[] {percentileMs(nanos, 0.50), percentileMs(nanos, 0.99)};
    }

    /** Seconds the till spent waiting on HTTP attempts started since {@code sinceMillis}, from its attempt log. */
    private static double httpSeconds(Path outboxFile, long sinceMillis) throws Exception {
        try (Connection c = SqliteFiles.openReadOnly(outboxFile);
             PreparedStatement st = c.prepareStatement("SELECT COALESCE(SUM(duration_ms), 0) FROM attempts "
                     + "WHERE started_at >= ?")) {
            st.setLong(1, sinceMillis);
            try (ResultSet rs = st.executeQuery()) {
                return rs.getLong(1) / 1000.0;
            }
        }
    }

    private static List<String> codes(List<IssuedVoucher> vouchers) {
        return vouchers.stream().map(IssuedVoucher::code).toList();
    }

    private static double percentileMs(long[] nanos, double share) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
