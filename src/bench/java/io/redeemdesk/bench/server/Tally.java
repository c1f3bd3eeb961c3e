package io.redeemdesk.bench.server;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** What the clients saw: final answers by kind, conflicts they waited out, and every attempt's latency. */
final class Tally {
    final LongAdder redeemed = new LongAdder();
    final LongAdder already = new LongAdder();
    final LongAdder replayed = new LongAdder();
    final LongAdder conflicts = new LongAdder();
    final LongAdder errors = new LongAdder();
    final Map<Integer, LongAdder> errorStatuses = new ConcurrentHashMap<>();
    /** code → request_ids that got a fresh 201 for it: more than one is a double the clients could see. */
    final Map<String, Set<String>> winners = new ConcurrentHashMap<>();
    private final List<long[]> latencies = new ArrayList<>();

    /** An answer that is neither a verdict nor a replay: {@code status}, or -1 when the request failed. */
    void error(int status) {
        errors.increment();
        errorStatuses.computeIfAbsent(status, k -> new LongAdder()).increment();
    }

    synchronized void addLatencies(long[] nanos, int count) {
        latencies.add(Arrays.copyOf(nanos, count));
    }

    long clientSeenDoubles() {
        return winners.values().stream().filter(ids -> ids.size() > 1).count();
    }

    synchronized long attempts() {
        return latencies.stream().mapToLong(a -> a.length).sum();
    }

    /** The {@code q} quantile of all attempt latencies, in milliseconds. */
    synchronized double quantileMs(double q) {
        long[] all = latencies.stream().flatMapToLong(Arrays::stream).sorted().toArray();
        if (all.length == 0) {
            return 0;
        }
        int index = Math.max(0, (int) Math.ceil(q * all.length) - 1);
        return all[index] / 1e6;
    }
}
