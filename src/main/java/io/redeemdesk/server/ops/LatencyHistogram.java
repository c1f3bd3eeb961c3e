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
        header(out, name, help);
        series(out, name, "");
    }

    static void header(StringBuilder out, String name, String help) {
        out.append("# HELP ").append(name).append(' ').append(help).append('\n');
        out.append("# TYPE ").append(name).append(" histogram\n");
    }

    /** The buckets, sum and count; {@code labels} is empty or ends with a comma ({@code action="hold",}). */
    void series(StringBuilder out, String name, String labels) {
        long cumulative = 0;
        for (int i = 0; i < BOUNDS_SECONDS.length; i++) {
            cumulative += counts[i].sum();
            out.append(name).append("_bucket{").append(labels).append("le=\"").append(format(BOUNDS_SECONDS[i]))
                    .append("\"} ").append(cumulative).append('\n');
        }
        cumulative += counts[BOUNDS_SECONDS.length].sum();
        out.append(name).append("_bucket{").append(labels).append("le=\"+Inf\"} ").append(cumulative).append('\n');
        String plain = labels.isEmpty() ? "" : "{" + labels.substring(0, labels.length() - 1) + "}";
        out.append(name).append("_sum").append(plain).append(' ').append(format(sumNanos.sum() / 1e9)).append('\n');
        out.append(name).append("_count").append(plain).append(' ').append(cumulative).append('\n');
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%s", value);
    }
}
