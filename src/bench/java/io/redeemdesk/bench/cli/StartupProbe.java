package io.redeemdesk.bench.cli;

import io.redeemdesk.client.config.TillFiles;
import io.redeemdesk.client.redeem.SqliteFiles;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One cold start of the cashier app for {@code bench startup}: starts the process, waits for the readiness line
 * on its log output, optionally types scans into its window with xdotool, reads its RSS from /proc, stops it.
 */
final class StartupProbe {
    private final List<String> command;
    private final Map<String, String> environment;
    private final Path dataDir;
    private final List<String> codes;

    StartupProbe(List<String> command, Map<String, String> environment, Path dataDir, List<String> codes) {
        this.command = command;
        this.environment = environment;
        this.dataDir = dataDir;
        this.codes = codes;
    }

    /** What one run measured; rss is -1 where /proc is not available. */
    record Finished(long startupMillis, double rssMb, int scansTyped, int outboxActions) {
        String describeScans() {
            return scansTyped + " scans typed, " + outboxActions + " actions in the outbox, RSS "
                    + String.format(java.util.Locale.ROOT, "%.1f", rssMb) + " MB";
        }
    }

    Finished launch(int scans) throws Exception {
        CountDownLatch ready = new CountDownLatch(1);
        AtomicLong readyAt = new AtomicLong();
        long started = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        Process app = builder.start();
        Thread reader = new Thread(() -> watch(app, ready, readyAt), "startup-bench-output");
        reader.setDaemon(true);
        reader.start();
        try {
            if (!ready.await(120, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the app did not log '" + StartupBenchCommand.readyMarker()
                        + "' within 120 s (exit: " + (app.isAlive() ? "still running" : app.exitValue()) + ")");
            }
            long startup = TimeUnit.NANOSECONDS.toMillis(readyAt.get() - started);
            int typed = scans > 0 ? typeScans(scans) : 0;
            int actions = scans > 0 ? waitForOutbox() : 0;
            return new Finished(startup, rssMb(app.pid()), typed, actions);
        } finally {
            app.destroy();
            if (!app.waitFor(20, TimeUnit.SECONDS)) {
                app.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static void watch(Process app, CountDownLatch ready, AtomicLong readyAt) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(app.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                if (ready.getCount() > 0 && line.contains(StartupBenchCommand.readyMarker())) {
                    readyAt.set(System.nanoTime());
                    ready.countDown();
                }
            }
        } catch (IOException e) {
            ready.countDown();
        }
    }

    /** Types the vouchers in turn, each followed by Enter, at 3 ms a key like a wedge scanner. */
    private int typeScans(int scans) throws Exception {
        String window = xdotool(List.of("xdotool", "search", "--name", "RedeemDesk")).lines().findFirst()
                .orElseThrow(() -> new IllegalStateException("no RedeemDesk window found by xdotool"));
        xdotool(List.of("xdotool", "windowfocus", "--sync", window));
        int typed = 0;
        while (typed < scans) {
            xdotool(List.of("xdotool", "type", "--delay", "3", codes.get(typed % codes.size())));
            xdotool(List.of("xdotool", "key", "Return"));
            typed++;
        }
        return typed;
    }

    /** Waits until the outbox stops growing, and returns its number of actions. */
    private int waitForOutbox() throws InterruptedException {
        int last = -1;
        for (int i = 0; i < 30; i++) {
            Thread.sleep(1000);
            int now = outboxActions();
            if (now == last) {
                return now;
            }
            last = now;
        }
        return last;
    }

    private int outboxActions() {
        try (Connection c = SqliteFiles.openReadOnly(TillFiles.outbox(dataDir));
             Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM actions")) {
            return rs.next() ? rs.getInt(1) : 0;
        } catch (SQLException e) {
            return -1;
        }
    }

    private static String xdotool(List<String> args) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(args).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(600, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", args.subList(0, 2)) + " failed: " + out.strip());
        }
        return out;
    }

    /**
     * VmRSS of the process and its descendants (an installed till that keeps its class data archive in the
     * user's cache runs the app in a child JVM), Linux only.
     */
    private static double rssMb(long pid) throws IOException {
        double total = ownRssMb(pid);
        if (total < 0) {
            return -1;
        }
        for (long child : ProcessHandle.of(pid).map(p -> p.descendants().mapToLong(ProcessHandle::pid).toArray())
                .orElse(new long[0])) {
            total += Math.max(0, ownRssMb(child));
        }
        return total;
    }

    private static double ownRssMb(long pid) throws IOException {
        Path status = Path.of("/proc", Long.toString(pid), "status");
        if (!Files.exists(status)) {
            return -1;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024.0;
            }
        }
        return -1;
    }
}
