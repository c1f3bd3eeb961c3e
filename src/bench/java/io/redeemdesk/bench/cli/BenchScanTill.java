package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.ui.ScanBenchWindow;
import io.redeemdesk.client.config.ClientSettings;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The till process of {@code bench scan}: opens the real cashier window against the bench's service, types the
 * codes {@link BenchScanCommand} issued and prints what was measured, the JSON line last.
 */
record BenchScanTill(int scans, int warmup, long pauseMs, long keyGapMs, boolean saleMode) {
    static final String TERMINAL = "BENCH-TILL";
    static final String STORE = "BENCH-STORE";

    int run(Path dir, String serverUrl, String token) throws Exception {
        List<String> codes = Files.readAllLines(dir.resolve(BenchScanCommand.CODES_FILE), StandardCharsets.UTF_8);
        if (serverUrl == null || token == null || codes.size() != warmup + scans) {
            System.err.println("bench scan: the till process needs --server-url, the token in "
                    + BenchScanCommand.TOKEN_VARIABLE + " and " + (warmup + scans) + " codes; run bench scan itself");
            return 2;
        }
        ClientSettings settings = new ClientSettings(serverUrl, token, STORE, TERMINAL, "bench", dir.resolve("till"),
                Duration.ofSeconds(5));
        ScanBenchWindow.Result result = new ScanBenchWindow(settings, keyGapMs, pauseMs, saleMode).run(codes, warmup);
        List<Double> sorted = new ArrayList<>(result.millis());
        sorted.sort(Comparator.naturalOrder());
        System.out.printf("verdicts shown: %s; bursts split into typing: %d%n", result.verdicts(),
                result.splitBursts());
        List<double[]> parts = result.segmentsMillis();
        System.out.printf("of which (p50 / p99): key sent -> Enter on the FX thread %.1f / %.1f ms; Enter -> verdict "
                        + "in the view model %.1f / %.1f ms; verdict -> laid out for the frame %.1f / %.1f ms%n",
                segment(parts, 0, 50), segment(parts, 0, 99), segment(parts, 1, 50), segment(parts, 1, 99),
                segment(parts, 2, 50), segment(parts, 2, 99));
        System.out.printf("terminator key -> verdict rendered: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                percentile(sorted, 50), percentile(sorted, 90), percentile(sorted, 99), sorted.get(sorted.size() - 1));
        List<Double> completes = new ArrayList<>(result.completeMillis());
        completes.sort(Comparator.naturalOrder());
        String sale = completes.isEmpty() ? "" : String.format(Locale.ROOT,
                ",\"mode\":\"sale\",\"sales\":%d,\"complete_p50_ms\":%.1f,\"complete_p99_ms\":%.1f",
                completes.size(), percentile(completes, 50), percentile(completes, 99));
        System.out.printf(Locale.ROOT, "{\"scans\":%d,\"p50_ms\":%.1f,\"p99_ms\":%.1f%s}%n", sorted.size(),
                percentile(sorted, 50), percentile(sorted, 99), sale);
        return 0;
    }

    private static double segment(List<double[]> rows, int column, double p) {
        List<Double> values = new ArrayList<>(rows.stream().map(r -> r[column]).toList());
        values.sort(Comparator.naturalOrder());
        return percentile(values, p);
    }

    /** Nearest-rank percentile of sorted values. */
    static double percentile(List<Double> sorted, double p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.size());
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, rank - 1)));
    }
}
