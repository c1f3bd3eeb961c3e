package io.redeemdesk.server.ops;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The sale endpoints' figures: answered requests by action ({@code hold}, {@code release}, {@code capture},
 * {@code void}, {@code sale}, {@code voucher}) and outcome (a verdict or sale state, or a problem slug), idempotent
 * replays by action, and one latency histogram per action, in the Prometheus text format.
 */
public final class SaleMetrics {
    private final Map<String, Map<String, LongAdder>> requests = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> replays = new ConcurrentHashMap<>();
    private final Map<String, LatencyHistogram> latency = new ConcurrentHashMap<>();

    /** One answered sale request. */
    public void answered(String action, String outcome, boolean replayed, long nanos) {
        requests.computeIfAbsent(action, k -> new ConcurrentHashMap<>())
                .computeIfAbsent(outcome, k -> new LongAdder()).increment();
        if (replayed) {
            replays.computeIfAbsent(action, k -> new LongAdder()).increment();
        }
        latency.computeIfAbsent(action, k -> new LatencyHistogram()).observe(nanos);
    }

    void write(StringBuilder out) {
        String name = "redeemdesk_sale_requests_total";
        out.append("# HELP ").append(name).append(" Answered sale requests by action and by verdict, sale state "
                + "or problem type\n").append("# TYPE ").append(name).append(" counter\n");
        for (Map.Entry<String, Map<String, LongAdder>> action : new TreeMap<>(requests).entrySet()) {
            for (Map.Entry<String, LongAdder> outcome : new TreeMap<>(action.getValue()).entrySet()) {
                out.append(name).append("{action=\"").append(action.getKey()).append("\",outcome=\"")
                        .append(outcome.getKey()).append("\"} ").append(outcome.getValue().sum()).append('\n');
            }
        }
        String replayed = "redeemdesk_sale_replays_total";
        out.append("# HELP ").append(replayed).append(" Stored sale answers replayed to a retried Idempotency-Key\n")
                .append("# TYPE ").append(replayed).append(" counter\n");
        for (Map.Entry<String, LongAdder> action : new TreeMap<>(replays).entrySet()) {
            out.append(replayed).append("{action=\"").append(action.getKey()).append("\"} ")
                    .append(action.getValue().sum()).append('\n');
        }
        String duration = "redeemdesk_sale_duration_seconds";
        LatencyHistogram.header(out, duration, "Time to answer a sale request, by action, in seconds");
        for (Map.Entry<String, LatencyHistogram> action : new TreeMap<>(latency).entrySet()) {
            action.getValue().series(out, duration, "action=\"" + action.getKey() + "\",");
        }
    }
}
