package io.redeemdesk.bench.cli;

import io.redeemdesk.cli.LauncherJavaOptions;
import io.redeemdesk.client.app.DesktopApp;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code bench startup}: launches the cashier application cold (a new JVM each run) against a redemption
 * service running in its own process, as on a real till, and times process start to the window's "ready for a
 * scan" line; in the last run it then types the scans with xdotool into the real window, as a keyboard-wedge
 * scanner would, and reads the cashier process's RSS. Needs an X display ({@code xvfb-run -a}) and xdotool.
 */
@Command(name = "startup", mixinStandardHelpOptions = true,
        description = "Cold-start the cashier app N times (process start to 'ready for a scan'), then type scans "
                + "with xdotool and read the RSS. Run under a display: xvfb-run -a java -jar … bench startup.")
final class StartupBenchCommand implements Callable<Integer> {
    @Option(names = "--runs", description = "cold starts (default: ${DEFAULT-VALUE})")
    int runs = 5;

    @Option(names = "--scans", description = "scans typed in the last run (default: ${DEFAULT-VALUE})")
    int scans = 1000;

    @Option(names = "--data-dir", description = "the app's data directory (default: a fresh temporary one)")
    Path dataDir;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (runs < 1 || scans < 0) {
            System.err.println("--runs must be at least 1 and --scans at least 0");
            return 2;
        }
        if (System.getenv("DISPLAY") == null || System.getenv("DISPLAY").isBlank()) {
            System.err.println("bench startup needs an X display: run it as xvfb-run -a java -jar "
                    + "target/redeemdesk.jar bench startup");
            return 2;
        }
        Path data = dataDir != null ? dataDir : Files.createTempDirectory("redeemdesk-startup-bench");
        List<String> javaOptions = LauncherJavaOptions.forThisJar();
        String mainClass = spec.root().userObject().getClass().getName();
        System.out.println("data directory " + data + "; JVM options " + javaOptions);
        long[] startups = new long[runs];
        StartupProbe.Finished last = null;
        try (BenchService service = BenchService.start(javaCommand(javaOptions, mainClass, List.of()), data)) {
            System.out.println("redemption service (own process) at " + service.url());
            for (int run = 1; run <= runs; run++) {
                boolean feed = run == runs;
                StartupProbe.Finished result = new StartupProbe(cashierCommand(javaOptions, mainClass, data, service),
                        service.environment(), data.resolve("till"), service.codes(scans)).launch(feed ? scans : 0);
                startups[run - 1] = result.startupMillis();
                System.out.println("run " + run + ": ready for a scan after " + result.startupMillis() + " ms"
                        + (feed ? "; " + result.describeScans() : ""));
                last = result;
            }
        }
        long[] sorted = startups.clone();
        Arrays.sort(sorted);
        long p50 = sorted[(sorted.length - 1) / 2];
        System.out.printf(Locale.ROOT, "{\"runs\":%d,\"startup_ms_p50\":%d,\"startup_ms_max\":%d,"
                        + "\"rss_mb_after_1000_scans\":%s,\"scans_typed\":%d,\"scans_in_outbox\":%d,"
                        + "\"scan_input\":\"xdotool\"}%n",
                runs, p50, sorted[sorted.length - 1], last.rssMb() < 0 ? "null" : String.format(Locale.ROOT,
                        "%.1f", last.rssMb()), last.scansTyped(), last.outboxActions());
        return 0;
    }

    /** The cashier app against the service, as an enrolled till would run it. */
    private static List<String> cashierCommand(List<String> javaOptions, String mainClass, Path data,
            BenchService service) {
        return javaCommand(javaOptions, mainClass, List.of("--data-dir",
                data.resolve("till").toAbsolutePath().toString(), "--server-url", service.url()));
    }

    /**
     * The app in a new JVM with the launcher's options. The JVM is {@code java.home}'s {@code bin/java}: from an
     * installed image this process's own command is the launcher, which would take the JVM options for the
     * app's arguments.
     */
    static List<String> javaCommand(List<String> javaOptions, String mainClass, List<String> args) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(Files.isExecutable(java) ? java.toString()
                : ProcessHandle.current().info().command().orElse("java")));
        command.addAll(javaOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(args);
        return command;
    }

    static String readyMarker() {
        return DesktopApp.READY_MARKER;
    }
}
