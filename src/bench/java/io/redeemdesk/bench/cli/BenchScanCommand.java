package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.ui.ScanBenchWindow;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * {@code bench scan}: keyboard-wedge bursts typed into the real cashier window against a local redemption service
 * (SQLite, loopback port), each timed from the terminator key to the verdict on screen. Needs a display; on a
 * server run it under {@code xvfb-run}.
 */
@Command(name = "scan", mixinStandardHelpOptions = true,
        description = "Scanner bursts into the real cashier window; prints p50/p99 from terminator key to verdict.")
final class BenchScanCommand implements Callable<Integer> {

    @Option(names = "--scans", defaultValue = "1000", description = "measured scans (default ${DEFAULT-VALUE})")
    int scans;

    @Option(names = "--warmup", defaultValue = "20", description = "unmeasured scans first (default ${DEFAULT-VALUE})")
    int warmup;

    @Option(names = "--pause-ms", defaultValue = "200",
            description = "milliseconds between one verdict and the next scan, as at a till (default ${DEFAULT-VALUE})")
    long pauseMs;

    @Option(names = "--key-gap-ms", defaultValue = "5",
            description = "milliseconds between the keys of one burst (default ${DEFAULT-VALUE})")
    long keyGapMs;

    @Option(names = "--mode", defaultValue = "instant", description = "instant (each scan redeems) or sale (each "
            + "scan holds; F4 completes every " + ScanBenchWindow.SALE_SIZE + " vouchers) (default ${DEFAULT-VALUE})")
    String mode;

    @Override
    public Integer call() throws Exception {
        if (!mode.equals("instant") && !mode.equals("sale")) {
            System.err.println("bench scan: --mode '" + mode + "' is not allowed; allowed: instant or sale");
            return 2;
        }
        if (scans < 1 || warmup < 0 || pauseMs < 0 || keyGapMs < 0 || keyGapMs > 30) {
            System.err.println("bench scan: --scans must be at least 1, --warmup and --pause-ms at least 0 and"
                    + " --key-gap-ms 0 to 30 (a scanner types faster than 35 ms per key)");
            return 2;
        }
        if (System.getenv("DISPLAY") == null && System.getProperty("os.name").toLowerCase(Locale.ROOT)
                .contains("linux")) {
            System.err.println("bench scan needs a display for the real window: run it as"
                    + " xvfb-run -a java -jar target/redeemdesk.jar bench scan --scans " + scans);
            return 2;
        }
        Path dir = Files.createTempDirectory("redeemdesk-bench-scan");
        try (RedemptionServer server = RedemptionServer.start(ServerOptions.loopback(
                "jdbc:sqlite:" + dir.resolve("server.db")).withLimits(new RateLimits(1000, 1000, 60, 100)))) {
            VoucherIssuer issuer = new VoucherIssuer(server.database(), new SecureRandom(), Clock.systemUTC());
            VoucherIssuer.Template template = new VoucherIssuer.Template("bench", "Bench voucher", 500, "EUR", null);
            issuer.createTemplate(template);
            List<String> codes = issuer.issue(template, warmup + scans).stream().map(IssuedVoucher::code).toList();
            String token = server.terminals().create("BENCH-TILL", "BENCH-STORE");
            ClientSettings settings = new ClientSettings(server.url("127.0.0.1"), token, "BENCH-STORE", "BENCH-TILL",
                    "bench", dir.resolve("till"), Duration.ofSeconds(5));
            System.out.printf("bench scan: %d scans (+%d warm-up) at %d ms per key into the cashier window, "
                    + "service %s%n", scans, warmup, keyGapMs, server.url("127.0.0.1"));
            ScanBenchWindow.Result result = new ScanBenchWindow(settings, keyGapMs, pauseMs, mode.equals("sale"))
                    .run(codes, warmup);
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
                    percentile(sorted, 50), percentile(sorted, 90), percentile(sorted, 99),
                    sorted.get(sorted.size() - 1));
            List<Double> completes = new ArrayList<>(result.completeMillis());
            completes.sort(Comparator.naturalOrder());
            String sale = completes.isEmpty() ? "" : String.format(Locale.ROOT,
                    ",\"mode\":\"sale\",\"sales\":%d,\"complete_p50_ms\":%.1f,\"complete_p99_ms\":%.1f",
                    completes.size(), percentile(completes, 50), percentile(completes, 99));
            System.out.printf(Locale.ROOT, "{\"scans\":%d,\"p50_ms\":%.1f,\"p99_ms\":%.1f%s}%n", sorted.size(),
                    percentile(sorted, 50), percentile(sorted, 99), sale);
            return 0;
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
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
