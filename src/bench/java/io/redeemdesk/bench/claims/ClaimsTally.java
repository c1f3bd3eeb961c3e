package io.redeemdesk.bench.claims;

import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** What the clients saw: answers by kind, codes won per customer, and every attempt's latency. */
final class ClaimsTally {
    final LongAdder claimed = new LongAdder();
    final LongAdder soldOut = new LongAdder();
    final LongAdder limitReached = new LongAdder();
    final LongAdder replayed = new LongAdder();
    final LongAdder replayMismatches = new LongAdder();
    final LongAdder rateLimited = new LongAdder();
    final LongAdder answered = new LongAdder();
    final LongAdder errors = new LongAdder();
    final Map<Integer, Set<String>> codesByCustomer = new ConcurrentHashMap<>();
    final Map<Integer, LongAdder> errorStatuses = new ConcurrentHashMap<>();
    private long[] latencies = new long[0];
    private long[] admittedLatencies = new long[0];

    synchronized void addLatencies(long[] all, int count, long[] admitted, int admittedCount) {
        latencies = append(latencies, all, count);
        admittedLatencies = append(admittedLatencies, admitted, admittedCount);
    }

    private static long[] append(long[] to, long[] from, int count) {
        long[] merged = Arrays.copyOf(to, to.length + count);
        System.arraycopy(from, 0, merged, to.length, count);
        return merged;
    }

    /** Customers who were answered 201 with two different codes. */
    long customersWithTwoCodes() {
        return codesByCustomer.values().stream().filter(codes -> codes.size() > 1).count();
    }

    /** The quantile of every HTTP attempt (429s included), in ms. */
    synchronized double percentileMs(double q) {
        return percentile(latencies, q);
    }

    /** The quantile of attempts that got past the door (no 429), in ms. */
    synchronized double admittedPercentileMs(double q) {
        return percentile(admittedLatencies, q);
    }

    private static double percentile(long[] values, double q) {
        if (values.length == 0) {
            return 0;
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }
}
