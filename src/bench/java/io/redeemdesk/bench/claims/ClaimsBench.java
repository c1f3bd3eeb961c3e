package io.redeemdesk.bench.claims;

import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventIds;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * {@code bench claims} on a database it is given: N nodes with the claim door at {@code rate}, a campaign of
 * {@code stock} vouchers, {@code clients} concurrent shop clients sending the flood of {@code customers}, then
 * the database counted (issued, lost, customers over the limit) and the same claim transactions run in plain
 * JDBC on a campaign of their own. An unmeasured warm-up campaign comes first.
 */
public final class ClaimsBench {
    /**
     * Connections per node. Three nodes of 16 (48 claim transactions at once over a campaign's 16 stock rows)
     * answered 20-25 % fewer claims per second on PostgreSQL than three nodes of 6 in back-to-back runs: with more
     * transactions than rows, most claims found every row held, fell back to waiting for one, and held their
     * connection meanwhile.
     */
    private static final int POOL_PER_NODE = 6;
    private static final int MAX_RAW_THREADS = 48;

    private final Consumer<String> out;

    public ClaimsBench(Consumer<String> out) {
        this.out = out;
    }

    public ClaimsBenchResult run(ClaimsBenchConfig config, String url) throws Exception {
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        ClaimSettings claims = new ClaimSettings(HexFormat.of().formatHex(secret), config.rate(), config.burst(),
                config.concurrency());
        List<RedemptionServer> nodes = new ArrayList<>();
        OkHttpClient http = http(config.clients());
        try {
            for (int i = 0; i < config.nodes(); i++) {
                nodes.add(RedemptionServer.start(ServerOptions.loopback(url).withPoolSize(POOL_PER_NODE), claims));
            }
            RedemptionServer first = nodes.get(0);
            String run = Long.toString(System.currentTimeMillis(), 36).toUpperCase(Locale.ROOT);
            String template = "claims-" + run;
            new VoucherIssuer(first.database(), new SecureRandom(), Clock.systemUTC()).createTemplate(
                    new VoucherIssuer.Template(template, "Flash sale 10 EUR", 1000, "EUR", null));
            String token = first.channels().create("bench-" + run);
            List<String> urls = nodes.stream().map(n -> n.url("127.0.0.1") + "/v1/campaigns/%s/claims").toList();

            int warmCustomers = Math.min(config.customers(), 3_000);
            flood(http, urls, token, campaign(first, "warm-" + run, template, warmCustomers / 2), warmCustomers,
                    config.clients());
            out.accept("warm-up: " + warmCustomers + " customers on their own campaign; waiting a second for the "
                    + "door's bucket to refill");
            Thread.sleep(1_000);

            String measured = campaign(first, "flash-" + run, template, config.stock());
            long started = System.nanoTime();
            ClaimsTally tally = flood(http, urls, token, measured, config.customers(), config.clients());
            double seconds = (System.nanoTime() - started) / 1e9;
            Counts counts = counts(first.database(), measured);

            String rawCampaign = campaign(first, "raw-" + run, template, config.stock());
            List<ClaimTask> rawTasks = ClaimTask.flood(config.customers(), 7);
            double raw = new RawClaimBaseline(url, rawCampaign, template, first.database().dialect(),
                    new EventIds(new SecureRandom(), Clock.systemUTC()))
                    .run(Math.min(config.clients(), MAX_RAW_THREADS), rawTasks);
            report(tally, counts, seconds, raw);
            long limitViolations = Math.max(counts.overLimit(), tally.customersWithTwoCodes());
            return new ClaimsBenchResult(config.db(), config.nodes(), config.clients(), config.customers(),
                    config.rate(), config.burst(), config.concurrency(), config.stock(), counts.issued(), Math.max(0, counts.issued() - config.stock()),
                    config.stock() - counts.remaining() - counts.issued(), limitViolations, tally.replayed.sum(),
                    tally.rateLimited.sum(), tally.percentileMs(0.50), tally.percentileMs(0.99),
                    tally.answered.sum() / seconds, raw);
        } finally {
            nodes.forEach(RedemptionServer::close);
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
        }
    }

    private static OkHttpClient http(int clients) {
        Dispatcher dispatcher = new Dispatcher();
        dispatcher.setMaxRequests(clients * 2);
        dispatcher.setMaxRequestsPerHost(clients * 2);
        return new OkHttpClient.Builder().retryOnConnectionFailure(false).dispatcher(dispatcher)
                .connectionPool(new ConnectionPool(clients * 2, 1, TimeUnit.MINUTES))
                .callTimeout(Duration.ofSeconds(60)).build();
    }

    private static String campaign(RedemptionServer node, String id, String template, int stock) throws SQLException {
        CampaignAdmin admin = new CampaignAdmin(node.database(), Clock.systemUTC());
        CampaignAdmin.Refusal refusal = admin.create(new CampaignAdmin.Spec(id, template, stock, 1, null, null));
        if (refusal != null) {
            throw new IllegalStateException("bench campaign not created: " + refusal.message());
        }
        admin.activate(id, "bench");
        return id;
    }

    private static ClaimsTally flood(OkHttpClient http, List<String> urls, String token, String campaign,
                                     int customers, int clients) throws InterruptedException {
        List<ClaimTask> tasks = ClaimTask.flood(customers, campaign.hashCode());
        List<String> claimUrls = urls.stream().map(u -> String.format(u, campaign)).toList();
        ClaimsTally tally = new ClaimsTally();
        AtomicInteger next = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            Thread thread = new Thread(new ClaimClient(http, claimUrls, token, tasks, next, tally), "shop-" + i);
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join();
        }
        return tally;
    }

    /** What the database holds for the campaign afterwards. */
    private record Counts(long remaining, long issued, long overLimit) {
    }

    private static Counts counts(ServerDatabase database, String campaign) throws SQLException {
        return database.read(c -> new Counts(
                count(c.prepareStatement("SELECT COALESCE(SUM(remaining), 0) FROM campaign_stock "
                        + "WHERE campaign_id = ?"), campaign),
                count(c.prepareStatement("SELECT COUNT(*) FROM vouchers WHERE campaign_id = ?"), campaign),
                count(c.prepareStatement("SELECT COUNT(*) FROM (SELECT customer_hash FROM campaign_claims "
                        + "WHERE campaign_id = ? GROUP BY customer_hash HAVING COUNT(*) > 1) over_limit"), campaign)));
    }

    private static long count(PreparedStatement select, String campaign) throws SQLException {
        try (select) {
            select.setString(1, campaign);
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private void report(ClaimsTally tally, Counts counts, double seconds, double raw) {
        out.accept(String.format(Locale.ROOT, "flood: %.1f s; claimed %d, sold-out %d, claim-limit-reached %d, "
                        + "replayed %d (%d with another body), 429 %d, errors %d %s", seconds, tally.claimed.sum(),
                tally.soldOut.sum(), tally.limitReached.sum(), tally.replayed.sum(), tally.replayMismatches.sum(),
                tally.rateLimited.sum(), tally.errors.sum(), tally.errorStatuses));
        out.accept(String.format(Locale.ROOT, "database: remaining %d, issued %d, customers over the limit %d",
                counts.remaining(), counts.issued(), counts.overLimit()));
        out.accept(String.format(Locale.ROOT, "latency of every attempt p50 %.2f ms, p99 %.2f ms, max %.2f ms; "
                        + "past the door (no 429) p50 %.2f ms, p99 %.2f ms", tally.percentileMs(0.5),
                tally.percentileMs(0.99), tally.percentileMs(1.0), tally.admittedPercentileMs(0.5),
                tally.admittedPercentileMs(0.99)));
        out.accept(String.format(Locale.ROOT, "raw JDBC: %.1f claim transactions/s", raw));
    }
}
