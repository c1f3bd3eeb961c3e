package io.redeemdesk.bench.server;

import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventSettings;
import io.redeemdesk.server.events.WebhookEndpoint;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

import java.net.URI;
import java.nio.file.Files;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * {@code bench events}: redemptions at the service's full rate from C HTTP clients, in paired phases with the
 * relay on (one webhook on a local receiver) and off (no webhook), on the same database and JVM. A relay phase
 * counts as delivered once every event it staged has reached the receiver (waited for up to a minute after the
 * load); lag is the receiver's arrival time minus the event's {@code occurredAt}. The events of a relay-off phase
 * are deleted after it, so a relay-on phase measures a relay that keeps up, not one catching up on a backlog.
 */
public final class EventsBench {
    private static final RateLimits UNLIMITED = new RateLimits(1e9, 1_000_000_000, 1e9, 1_000_000_000);
    private static final String SECRET = "bench-events-signing-secret";
    private static final Duration DRAIN_LIMIT = Duration.ofMinutes(1);

    private final Consumer<String> out;

    public EventsBench(Consumer<String> out) {
        this.out = out;
    }

    /**
     * @param db            {@code sqlite} or {@code postgres} (embedded)
     * @param outageSeconds 0, or how long the receiver is stopped in an {@link OutageRound} after the paired rounds
     */
    public EventsBenchResult run(String db, int clients, int requests, int rounds, int outageSeconds)
            throws Exception {
        EmbeddedPostgres postgres = null;
        String url;
        if (db.equals("postgres")) {
            postgres = DurableEmbeddedPostgres.start();
            url = postgres.getJdbcUrl("postgres", "postgres");
        } else {
            url = "jdbc:sqlite:" + Files.createTempDirectory("redeemdesk-bench-events").resolve("bench.db");
        }
        try (BenchReceiver receiver = new BenchReceiver()) {
            return run(url, db.equals("postgres") ? 16 : 4, clients, requests, rounds, outageSeconds, receiver);
        } finally {
            if (postgres != null) {
                postgres.close();
            }
        }
    }

    private EventsBenchResult run(String url, int pool, int clientCount, int requests, int rounds,
                                  int outageSeconds, BenchReceiver receiver) throws Exception {
        ServerOptions plain = ServerOptions.loopback(url).withPoolSize(pool).withLimits(UNLIMITED);
        ServerOptions relaying = plain.withEvents(EventSettings.NONE.withEndpoints(List.of(new WebhookEndpoint(
                "bench", URI.create(receiver.url()), List.of(SECRET)))));
        List<String[]> terminals = new ArrayList<>();
        try (ServerDatabase database = ServerDatabase.open(url, 2)) {
            RedemptionServer setUp = RedemptionServer.start(plain);
            for (int i = 0; i < clientCount; i++) {
                terminals.add(new String[] {"EV-" + i, setUp.terminals().create("EV-" + i, "BENCH")});
            }
            setUp.close();
            VoucherIssuer issuer = new VoucherIssuer(database, new SecureRandom(), Clock.systemUTC());
            OkHttpClient base = new OkHttpClient.Builder().retryOnConnectionFailure(false)
                    .connectTimeout(Duration.ofSeconds(30)).readTimeout(Duration.ofSeconds(60)).build();
            List<OkHttpClient> clients = new ArrayList<>();
            for (int i = 0; i < clientCount; i++) {
                clients.add(base.newBuilder().connectionPool(new ConnectionPool(2, 1, TimeUnit.MINUTES)).build());
            }
            out.accept(String.format(Locale.ROOT, "%d clients, %d requests per phase, %d paired rounds (relay off, "
                    + "relay on), after unmeasured pairs until the JIT compiler is done", clientCount, requests, rounds));
            new WarmUp(out).run(requests, clientCount, (count, few, name) -> {
                phase(plain, issuer, database, clients.subList(0, few), terminals.subList(0, few), name + "-off",
                        count, null);
                phase(relaying, issuer, database, clients.subList(0, few), terminals.subList(0, few), name + "-on",
                        count, receiver);
            });
            Phase without = new Phase(0, 0, Set.of());
            Phase with = new Phase(0, 0, Set.of());
            for (int round = 1; round <= rounds; round++) {
                without = without.plus(phase(plain, issuer, database, clients, terminals, "off-" + round, requests,
                        null));
                with = with.plus(phase(relaying, issuer, database, clients, terminals, "on-" + round, requests,
                        receiver));
            }
            OutageRound.Outcome outage = null;
            if (outageSeconds > 0) {
                int seconds = OutageRound.LEAD_IN_S + outageSeconds + Math.max(outageSeconds, OutageRound.AFTER_MIN_S);
                List<String> codes = issue(issuer, "ev-outage", (int) Math.ceil(2 * with.rps() * seconds) + requests);
                outage = new OutageRound(out).run(relaying, database, clients, terminals, receiver, outageSeconds,
                        "ev-outage", codes);
            }
            base.dispatcher().executorService().shutdown();
            return result(with, without, receiver.lags(), outage);
        }
    }

    /** What the measured phases of one kind add up to; {@code events}: the ids they staged. */
    private record Phase(long redeemed, double seconds, Set<String> events) {
        Phase plus(Phase other) {
            Set<String> all = new HashSet<>(events);
            all.addAll(other.events);
            return new Phase(redeemed + other.redeemed, seconds + other.seconds, all);
        }

        double rps() {
            return seconds == 0 ? 0 : redeemed / seconds;
        }
    }

    private Phase phase(ServerOptions options, VoucherIssuer issuer, ServerDatabase database,
                        List<OkHttpClient> clients, List<String[]> terminals, String name, int requests,
                        BenchReceiver receiver) throws Exception {
        List<String> codes = issue(issuer, "ev-" + name, requests);
        RedemptionServer node = RedemptionServer.start(options);
        try {
            List<String[]> bound = terminals.stream().map(t -> new String[] {t[0], t[1], node.url("127.0.0.1")})
                    .collect(Collectors.toList());
            Tally tally = new Tally();
            long[] cpuBefore = cpu();
            PostgresLog logBefore = PostgresLog.now(database);
            long started = System.nanoTime();
            ServerBench.drive(clients, bound, new Workload(requests, codes, false, 0), tally);
            double seconds = (System.nanoTime() - started) / 1e9;
            Set<String> staged = staged(database, "ev-" + name);
            if (receiver == null) {
                discardStaged(database, "ev-" + name);
            }
            String relay = receiver == null ? "relay off" : "relay on, " + drain(receiver, staged) + " ms to drain, "
                    + lagLine(staged, receiver.lags()) + " (" + receiver.lateOnes(staged, 500) + "), "
                    + retried(database, "ev-" + name) + " sent more than once";
            long[] cpuAfter = cpu();
            if (logBefore != null) {
                relay += "; " + PostgresLog.now(database).since(logBefore, tally.redeemed.sum(), "redemption");
            }
            relay += String.format(Locale.ROOT, "; CPU %.1f s: relay %.0f %%, receiver %.0f %%",
                    (cpuAfter[0] - cpuBefore[0]) / 1e9, share(cpuAfter[1] - cpuBefore[1], cpuAfter, cpuBefore),
                    share(cpuAfter[2] - cpuBefore[2], cpuAfter, cpuBefore));
            out.accept(String.format(Locale.ROOT, "phase %s: %d redeemed in %.2f s = %.1f/s, %d errors, redemption "
                    + "latency p50 %.0f ms, p99 %.0f ms, max %.0f ms (%s)", name, tally.redeemed.sum(), seconds,
                    tally.redeemed.sum() / seconds, tally.errors.sum(), tally.quantileMs(0.5), tally.quantileMs(0.99),
                    tally.quantileMs(1.0), relay));
            return new Phase(tally.redeemed.sum(), seconds, receiver == null ? Set.of() : staged);
        } finally {
            node.close();
        }
    }

    /** Process CPU, then that of the relay's threads (its loop and its senders), then the receiver's. */
    private static long[] cpu() {
        return new long[] {ThreadCpu.processNanos(), ThreadCpu.nanos("event-relay"),
                ThreadCpu.nanos(BenchReceiver.THREADS)};
    }

    private static double share(long part, long[] after, long[] before) {
        long total = after[0] - before[0];
        return total == 0 ? 0 : 100.0 * Math.max(0, part) / total;
    }

    /** Waits until every staged event has arrived (at most {@link #DRAIN_LIMIT}); returns how long it took. */
    private static long drain(BenchReceiver receiver, Set<String> staged) throws InterruptedException {
        long started = System.nanoTime();
        long deadline = started + DRAIN_LIMIT.toNanos();
        while (!receiver.arrivedAll(staged) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        return (System.nanoTime() - started) / 1_000_000;
    }

    private EventsBenchResult result(Phase with, Phase without, Map<String, Long> lags,
                                     OutageRound.Outcome outage) {
        List<Long> arrived = arrivedLags(with.events(), lags);
        long lost = with.events().size() - arrived.size();
        out.accept("relay on: " + with.redeemed() + " redeemed, " + with.events().size() + " events staged, "
                + arrived.size() + " arrived, " + lagLine(with.events(), lags));
        return new EventsBenchResult(with.redeemed(), arrived.size(), lost, quantile(arrived, 1.0),
                quantile(arrived, 0.99), with.rps(), without.rps(), outage);
    }

    private static List<Long> arrivedLags(Set<String> events, Map<String, Long> lags) {
        return events.stream().filter(lags::containsKey).map(lags::get).sorted().toList();
    }

    private static String lagLine(Set<String> events, Map<String, Long> lags) {
        List<Long> arrived = arrivedLags(events, lags);
        return String.format(Locale.ROOT, "lag p50 %d ms, p99 %d ms, max %d ms", quantile(arrived, 0.5),
                quantile(arrived, 0.99), quantile(arrived, 1.0));
    }

    /** The {@code q} quantile of sorted values (nearest rank); 0 for none. */
    private static long quantile(List<Long> sorted, double q) {
        if (sorted.isEmpty()) {
            return 0;
        }
        return sorted.get((int) Math.max(0, Math.min(sorted.size() - 1, Math.ceil(sorted.size() * q) - 1)));
    }

    private static Set<String> staged(ServerDatabase database, String templateId) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT e.id FROM outbound_events e "
                    + "JOIN vouchers v ON v.code = e.code WHERE v.template_id = ?")) {
                select.setString(1, templateId);
                Set<String> ids = new HashSet<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getString(1));
                    }
                }
                return ids;
            }
        });
    }

    /**
     * Deletes the events a relay-off phase staged, as the pruner would once they are old: left in place, the next
     * relay-on phase's new relay would first deliver them all (a backlog of one phase, sent oldest first), and the
     * first second or more of that phase's own events would wait behind them.
     */
    private static void discardStaged(ServerDatabase database, String templateId) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement delete = c.prepareStatement("DELETE FROM outbound_events WHERE code IN "
                    + "(SELECT code FROM vouchers WHERE template_id = ?)")) {
                delete.setString(1, templateId);
                return delete.executeUpdate();
            }
        });
    }

    /** How many of a phase's deliveries took more than one attempt. */
    private static long retried(ServerDatabase database, String templateId) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT COUNT(*) FROM event_deliveries d "
                    + "JOIN vouchers v ON v.code = d.code WHERE v.template_id = ? AND d.attempts > 1")) {
                select.setString(1, templateId);
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    private static List<String> issue(VoucherIssuer issuer, String templateId, int count) throws SQLException {
        VoucherIssuer.Template template = new VoucherIssuer.Template(templateId, "Bench " + templateId, 1000, "EUR",
                null);
        issuer.createTemplate(template);
        return issuer.issue(template, count).stream().map(IssuedVoucher::code).collect(Collectors.toList());
    }
}
