package io.redeemdesk.bench.cli;

import io.redeemdesk.bench.server.WarmUp;
import io.redeemdesk.cli.LauncherJavaOptions;
import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * {@code bench scan}: keyboard-wedge bursts typed into the real cashier window against a local redemption service
 * (SQLite, loopback port), each timed from the terminator key to the verdict on screen. As at a store, the service
 * and the till are two processes: the service runs in this JVM, warmed up first ({@link ScanServiceWarmUp}), the
 * till in a JVM of its own started with the installed launcher's options ({@link LauncherJavaOptions}), where
 * {@link BenchScanTill} opens the window and types. Needs a display; on a server run it under {@code xvfb-run}.
 */
@Command(name = "scan", mixinStandardHelpOptions = true,
        description = "Scanner bursts into the real cashier window; prints p50/p99 from terminator key to verdict.")
final class BenchScanCommand implements Callable<Integer> {
    static final String CODES_FILE = "codes.txt";
    static final String TOKEN_VARIABLE = "REDEEMDESK_API_TOKEN";
    private static final int WARM_UP_ROUND = 2_000;
    private static final int WARM_UP_CLIENTS = 4;

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
            + "scan holds; F4 completes every " + io.redeemdesk.bench.ui.ScanBenchWindow.SALE_SIZE
            + " vouchers) (default ${DEFAULT-VALUE})")
    String mode;

    @Option(names = "--till-jvm", defaultValue = "launcher", description = "the till's JVM options: launcher (the "
            + "installed launcher's, as a till runs) or default (the JVM's own) (default ${DEFAULT-VALUE})")
    String tillJvm;

    @Option(names = "--till-side", hidden = true, description = "internal: run as the till process of a bench "
            + "whose service is at --server-url, with the codes in this folder")
    Path tillSide;

    @Option(names = "--server-url", hidden = true, description = "internal: the service of --till-side")
    String serverUrl;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (!mode.equals("instant") && !mode.equals("sale")) {
            System.err.println("bench scan: --mode '" + mode + "' is not allowed; allowed: instant or sale");
            return 2;
        }
        if (!tillJvm.equals("launcher") && !tillJvm.equals("default")) {
            System.err.println("bench scan: --till-jvm '" + tillJvm + "' is not allowed; allowed: launcher or default");
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
        if (tillSide != null) {
            return new BenchScanTill(scans, warmup, pauseMs, keyGapMs, mode.equals("sale"))
                    .run(tillSide, serverUrl, System.getenv(TOKEN_VARIABLE));
        }
        Path dir = Files.createTempDirectory("redeemdesk-bench-scan");
        try (RedemptionServer server = RedemptionServer.start(ServerOptions.loopback(
                "jdbc:sqlite:" + dir.resolve("server.db")).withLimits(new RateLimits(1000, 1000, 60, 100)))) {
            VoucherIssuer issuer = new VoucherIssuer(server.database(), new SecureRandom(), Clock.systemUTC());
            VoucherIssuer.Template template = new VoucherIssuer.Template("bench", "Bench voucher", 500, "EUR", null);
            issuer.createTemplate(template);
            List<String> codes = issuer.issue(template, warmup + scans).stream().map(IssuedVoucher::code).toList();
            Files.write(dir.resolve(CODES_FILE), codes, StandardCharsets.UTF_8);
            String token = server.terminals().create(BenchScanTill.TERMINAL, BenchScanTill.STORE);
            new WarmUp(System.out::println).run(WARM_UP_ROUND, WARM_UP_CLIENTS, new ScanServiceWarmUp(issuer,
                    template, server.url("127.0.0.1"), server.terminals().create(ScanServiceWarmUp.TERMINAL,
                    BenchScanTill.STORE)));
            List<String> options = tillJvm.equals("launcher") ? LauncherJavaOptions.forThisJar() : List.of();
            System.out.printf("bench scan: %d scans (+%d warm-up) at %d ms per key into the cashier window, "
                    + "service %s in this JVM, the till in its own with JVM options %s%n", scans, warmup, keyGapMs,
                    server.url("127.0.0.1"), options);
            ProcessBuilder till = new ProcessBuilder(StartupBenchCommand.javaCommand(options,
                    spec.root().userObject().getClass().getName(), tillArguments(dir, server.url("127.0.0.1"))))
                    .inheritIO();
            till.environment().put(TOKEN_VARIABLE, token);
            Process process = till.start();
            try {
                return process.waitFor();
            } finally {
                process.destroy();
            }
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private List<String> tillArguments(Path dir, String url) {
        return new ArrayList<>(List.of("bench", "scan", "--scans", Integer.toString(scans), "--warmup",
                Integer.toString(warmup), "--pause-ms", Long.toString(pauseMs), "--key-gap-ms",
                Long.toString(keyGapMs), "--mode", mode, "--till-side", dir.toString(), "--server-url", url));
    }
}
