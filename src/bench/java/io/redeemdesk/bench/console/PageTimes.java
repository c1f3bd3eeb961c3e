package io.redeemdesk.bench.console;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Each page requested {@code warmUp} times untimed, then {@code requests} times one after another, each timed
 * from sending the request to the last byte of the page. A page that does not answer 200 fails the bench.
 */
final class PageTimes {
    private final ConsoleSession session;
    private final Consumer<String> out;

    PageTimes(ConsoleSession session, Consumer<String> out) {
        this.session = session;
        this.out = out;
    }

    /** Milliseconds of each timed request, by page name, in the order {@code pages} gives them. */
    Map<String, double[]> time(Map<String, String> pages, int warmUp, int requests)
            throws IOException, InterruptedException {
        for (int round = 0; round < warmUp; round++) {
            for (Map.Entry<String, String> page : pages.entrySet()) {
                fetch(page.getKey(), page.getValue());
            }
        }
        Map<String, double[]> times = new LinkedHashMap<>();
        for (Map.Entry<String, String> page : pages.entrySet()) {
            double[] ms = new double[requests];
            for (int r = 0; r < requests; r++) {
                long started = System.nanoTime();
                fetch(page.getKey(), page.getValue());
                ms[r] = (System.nanoTime() - started) / 1e6;
            }
            times.put(page.getKey(), ms);
            double[] sorted = ms.clone();
            Arrays.sort(sorted);
            out.accept(String.format("  %-22s p50 %6.1f ms  p95 %6.1f ms  max %6.1f ms  (%s)", page.getKey(),
                    percentile(sorted, 0.50), percentile(sorted, 0.95), sorted[sorted.length - 1], page.getValue()));
        }
        return times;
    }

    private void fetch(String name, String path) throws IOException, InterruptedException {
        var answer = session.get(path);
        if (answer.statusCode() != 200) {
            throw new IllegalStateException("page " + name + " (" + path + ") answered " + answer.statusCode());
        }
    }

    /** The nearest-rank percentile {@code p} of {@code sorted}. */
    static double percentile(double[] sorted, double p) {
        int rank = (int) Math.ceil(p * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    /** Every value of every page, sorted. */
    static double[] all(Map<String, double[]> times) {
        List<Double> all = new ArrayList<>();
        times.values().forEach(ms -> Arrays.stream(ms).forEach(all::add));
        return all.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }
}
