package io.redeemdesk.server.ops;

import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventMetrics;
import io.redeemdesk.server.redeem.Sweeper;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntSupplier;

/**
 * The node's figures in the Prometheus text format, written by hand: redemption requests by verdict (or problem),
 * idempotent replays (the duplicate-request hit rate is replays / requests), in-progress conflicts, rate-limit
 * refusals, sweeper repairs, a latency histogram, and a gauge of vouchers LOCKED past the lock timeout, read from
 * the database at scrape time so every node reports the same truth; then the sale endpoints' figures
 * ({@link SaleMetrics}) and the event relay's.
 */
public final class ServiceMetrics {
    public static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final ServerDatabase database;
    private final Clock clock;
    private final Duration lockTimeout;
    private final EventMetrics events;
    private final Map<String, LongAdder> requests = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> conflicts = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> rateLimited = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> repairs = new ConcurrentHashMap<>();
    private final LongAdder replays = new LongAdder();
    private final LatencyHistogram latency = new LatencyHistogram();
    private final SaleMetrics sales = new SaleMetrics();
    private final Map<String, LongAdder> claims = new ConcurrentHashMap<>();
    private final LatencyHistogram claimLatency = new LatencyHistogram();
    private final IntSupplier claimConcurrency;

    public ServiceMetrics(ServerDatabase database, Clock clock, Duration lockTimeout, EventMetrics events,
                          IntSupplier claimConcurrency) {
        this.database = database;
        this.claimConcurrency = claimConcurrency;
        this.events = events;
        this.clock = clock;
        this.lockTimeout = lockTimeout;
    }

    /** One answered {@code POST /v1/redemptions}. {@code outcome}: a verdict name or a problem slug. */
    public void answered(String outcome, boolean replayed, long nanos) {
        requests.computeIfAbsent(outcome, k -> new LongAdder()).increment();
        if (replayed) {
            replays.increment();
        }
        if (ProblemType.REQUEST_IN_PROGRESS.slug().equals(outcome) || ProblemType.VOUCHER_LOCKED.slug()
                .equals(outcome)) {
            conflicts.computeIfAbsent(outcome, k -> new LongAdder()).increment();
        }
        latency.observe(nanos);
    }

    /** Where the sale endpoints count their answers. */
    public SaleMetrics sales() {
        return sales;
    }

    /** One answered {@code POST /v1/campaigns/{id}/claims}. {@code outcome}: {@code CLAIMED} or a problem slug. */
    public void claimAnswered(String outcome, long nanos) {
        claims.computeIfAbsent(outcome, k -> new LongAdder()).increment();
        claimLatency.observe(nanos);
    }

    public void rateLimited(String limit) {
        rateLimited.computeIfAbsent(limit, k -> new LongAdder()).increment();
    }

    public void swept(Sweeper.Result result) {
        add("released", result.released());
        add("finished", result.finished());
        add("record_removed", result.recordsRemoved());
        add("record_completed", result.recordsCompleted());
        add("expired", result.expired());
        add("hold_released", result.holdsReleased());
    }

    private void add(String action, int count) {
        if (count > 0) {
            repairs.computeIfAbsent(action, k -> new LongAdder()).add(count);
        }
    }

    public String scrape() throws SQLException {
        StringBuilder out = new StringBuilder(2048);
        counter(out, "redeemdesk_redemption_requests_total",
                "Answered redemption requests by verdict, or by problem type when there is no verdict", "verdict",
                requests);
        out.append("# HELP redeemdesk_idempotent_replays_total Stored responses replayed to a retried request_id\n")
                .append("# TYPE redeemdesk_idempotent_replays_total counter\n")
                .append("redeemdesk_idempotent_replays_total ").append(replays.sum()).append('\n');
        counter(out, "redeemdesk_in_progress_conflicts_total",
                "409 answers because the request_id or the voucher was being processed", "type", conflicts);
        counter(out, "redeemdesk_rate_limited_total", "429 answers by limit", "limit", rateLimited);
        counter(out, "redeemdesk_sweeper_repairs_total", "Repairs made by this node's sweeper", "action", repairs);
        gauge(out, "redeemdesk_vouchers_locked_past_timeout", "Vouchers LOCKED longer than the lock timeout",
                lockedPastTimeout());
        latency.write(out, "redeemdesk_redemption_duration_seconds",
                "Time to answer a redemption request, in seconds");
        sales.write(out);
        counter(out, "redeemdesk_claim_requests_total", "Answered campaign claims by outcome (CLAIMED or problem type)",
                "outcome", claims);
        claimLatency.write(out, "redeemdesk_claim_duration_seconds", "Time to answer a campaign claim, in seconds");
        gauge(out, "redeemdesk_claim_concurrency_limit", "Claims this node lets work at once now (adapted to the "
                + "database, at most claims.concurrency)", claimConcurrency.getAsInt());
        events.write(out);
        return out.toString();
    }

    /** Redemption requests this node answered since it started. */
    public long requestsTotal() {
        return requests.values().stream().mapToLong(LongAdder::sum).sum();
    }

    /** Of them, the ones answered with a stored answer (a retried request_id). */
    public long replaysTotal() {
        return replays.sum();
    }

    /** Campaign claims this node answered since it started. */
    public long claimsTotal() {
        return claims.values().stream().mapToLong(LongAdder::sum).sum();
    }

    /** Vouchers LOCKED (not by a sale) longer than the lock timeout, read from the database. */
    public long lockedPastTimeout() throws SQLException {
        long cutoff = clock.millis() - lockTimeout.toMillis();
        return database.read(c -> {
            try (PreparedStatement count = c.prepareStatement(
                    "SELECT COUNT(*) FROM vouchers WHERE status = 'LOCKED' AND held_by_sale IS NULL "
                            + "AND locked_at < ?")) {
                count.setLong(1, cutoff);
                try (ResultSet rs = count.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    private static void gauge(StringBuilder out, String name, String help, long value) {
        out.append("# HELP ").append(name).append(' ').append(help).append('\n')
                .append("# TYPE ").append(name).append(" gauge\n")
                .append(name).append(' ').append(value).append('\n');
    }

    private static void counter(StringBuilder out, String name, String help, String label,
                                Map<String, LongAdder> values) {
        out.append("# HELP ").append(name).append(' ').append(help).append('\n');
        out.append("# TYPE ").append(name).append(" counter\n");
        for (Map.Entry<String, LongAdder> entry : new TreeMap<>(values).entrySet()) {
            out.append(name).append('{').append(label).append("=\"").append(entry.getKey()).append("\"} ")
                    .append(entry.getValue().sum()).append('\n');
        }
    }
}
