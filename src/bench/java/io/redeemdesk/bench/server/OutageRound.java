package io.redeemdesk.bench.server;

import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.db.ServerDatabase;
import okhttp3.OkHttpClient;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The outage round of {@code bench events --outage-s N}: redemptions at full rate from the bench's clients for
 * {@value #LEAD_IN_S} s with the receiver up, then N s with it stopped (deliveries meet a refused connection and
 * back off), then {@code max(N, }{@value #AFTER_MIN_S}{@code )} s more with it back. The backlog is every event
 * staged before the return that had not arrived by then; {@code catch_up_s} runs from the return to the last of
 * them arriving; fresh events are those staged after the return, their lag is arrival − {@code occurredAt}.
 */
final class OutageRound {
    static final int LEAD_IN_S = 5;
    static final int AFTER_MIN_S = 15;
    /** How long to wait for the last events after the load stopped. */
    private static final Duration DRAIN_LIMIT = Duration.ofMinutes(5);

    /** What the round came to; {@code lost}: staged events that never arrived. */
    record Outcome(int outageSeconds, long backlog, double catchUpSeconds, long freshEvents, long freshP99LagMs,
                   long lost) {
    }

    private final Consumer<String> out;

    OutageRound(Consumer<String> out) {
        this.out = out;
    }

    /** @param codes unused vouchers of template {@code templateId}, more than the round can redeem */
    Outcome run(ServerOptions relaying, ServerDatabase database, List<OkHttpClient> clients,
                List<String[]> terminals, BenchReceiver receiver, int outageSeconds, String templateId,
                List<String> codes) throws Exception {
        int afterSeconds = Math.max(outageSeconds, AFTER_MIN_S);
        RedemptionServer node = RedemptionServer.start(relaying);
        try {
            List<String[]> bound = terminals.stream().map(t -> new String[] {t[0], t[1], node.url("127.0.0.1")})
                    .collect(Collectors.toList());
            Workload workload = new Workload(codes.size(), codes, false, 0);
            Tally tally = new Tally();
            Thread load = new Thread(() -> {
                try {
                    ServerBench.drive(clients, bound, workload, tally);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "bench-outage-load");
            load.start();
            Thread.sleep(LEAD_IN_S * 1000L);
            receiver.pause();
            out.accept("outage: receiver stopped for " + outageSeconds + " s under load");
            Thread.sleep(outageSeconds * 1000L);
            receiver.resume();
            long returnedAt = System.currentTimeMillis();
            Map<String, Long> arrivedBeforeReturn = receiver.arrivals();
            Thread.sleep(afterSeconds * 1000L);
            workload.stop();
            load.join();
            Map<String, Long> staged = staged(database, templateId);
            long deadline = System.nanoTime() + DRAIN_LIMIT.toNanos();
            while (!receiver.arrivedAll(staged.keySet()) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            Outcome outcome = outcome(outageSeconds, staged, arrivedBeforeReturn, receiver.arrivals(), returnedAt);
            out.accept(String.format(Locale.ROOT, "outage round: %d redeemed, %d errors; %d events staged, a backlog "
                    + "of %d at the return, caught up %.1f s after it; %d fresh events, lag p99 %d ms; %d lost",
                    tally.redeemed.sum(), tally.errors.sum(), staged.size(), outcome.backlog(),
                    outcome.catchUpSeconds(), outcome.freshEvents(), outcome.freshP99LagMs(), outcome.lost()));
            return outcome;
        } finally {
            node.close();
        }
    }

    static Outcome outcome(int outageSeconds, Map<String, Long> staged, Map<String, Long> arrivedBeforeReturn,
                           Map<String, Long> arrivals, long returnedAt) {
        long backlog = 0;
        long lastBacklogArrival = returnedAt;
        long lost = 0;
        List<Long> freshLags = new ArrayList<>();
        for (Map.Entry<String, Long> event : staged.entrySet()) {
            Long arrived = arrivals.get(event.getKey());
            if (arrived == null) {
                lost++;
            }
            if (event.getValue() < returnedAt) {
                if (!arrivedBeforeReturn.containsKey(event.getKey())) {
                    backlog++;
                    lastBacklogArrival = Math.max(lastBacklogArrival, arrived == null ? Long.MAX_VALUE : arrived);
                }
            } else if (arrived != null) {
                freshLags.add(arrived - event.getValue());
            }
        }
        freshLags.sort(null);
        double catchUp = lastBacklogArrival == Long.MAX_VALUE ? -1 : (lastBacklogArrival - returnedAt) / 1000.0;
        long p99 = freshLags.isEmpty() ? 0 : freshLags.get((int) Math.max(0, Math.ceil(freshLags.size() * 0.99) - 1));
        return new Outcome(outageSeconds, backlog, catchUp, freshLags.size(), p99, lost);
    }

    /** The events the round's redemptions staged: id → {@code created_at} (the body's {@code occurredAt}). */
    private static Map<String, Long> staged(ServerDatabase database, String templateId) throws SQLException {
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT e.id, e.created_at FROM outbound_events e "
                    + "JOIN vouchers v ON v.code = e.code WHERE v.template_id = ?")) {
                select.setString(1, templateId);
                Map<String, Long> events = new HashMap<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        events.put(rs.getString(1), rs.getLong(2));
                    }
                }
                return events;
            }
        });
    }
}
