package io.redeemdesk.server.ops;

import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;

/** A Prometheus histogram of request durations with fixed buckets, lock-free to record. */
final class LatencyHistogram {
    private static final double[] BOUNDS_SECONDS = {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
            5};

    private final LongAdder[] counts = new LongAdder[BOUNDS_SECONDS.length + 1];
    private final LongAdder sumNanos = new LongAdder();

    LatencyHistogram() {
        for (int i = 0; i < counts.length; i++) {
            counts[i] = new LongAdder();
        }
    }

    void observe(long nanos) {
        double seconds = nanos / 1e9;
        int bucket = 0;
        while (bucket < BOUNDS_SECONDS.length && seconds > BOUNDS_SECONDS[bucket]) {
            bucket++;
        }
        counts[bucket].increment();
        sumNanos.add(nanos);
    }

    void write(StringBuilder out, String name, String help) {
        out.append("# HELP ").append(name).append(' ').append(help).append('\n');
        out.append("# TYPE ").append(name).append(" histogram\n");
        long cumulative = 0;
        for (int i = 0; i < BOUNDS_SECONDS.length; i++) {
            cumulative += counts[i].sum();
            out.append(name).append("_bucket{le=\"").append(format(BOUNDS_SECONDS[i])).append("\"} ")
                    .append(cumulative).append('\n');
        }
        cumulative += counts[BOUNDS_SECONDS.length].sum();
        out.append(name).append("_bucket{le=\"+Inf\"} ").append(cumulative).append('\n');
        out.append(name).append("_sum ").append(format(sumNanos.sum() / 1e9)).append('\n');
        out.append(name).append("_count ").append(cumulative).append('\n');
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%s", value);
    }
}
