package io.redeemdesk.bench.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The redemption service of {@code bench startup}, in its own JVM ({@code server --port 0 --seed-demo}, rate
 * limits lifted so a thousand fast scans are all answered), so the measured cashier process holds only what a
 * till holds. Its demo terminal's token reaches the cashier through
 * {@code REDEEMDESK_API_TOKEN}, never a command line.
 */
final class BenchService implements AutoCloseable {
    private static final Pattern TOKEN = Pattern.compile("demo terminal (\\S+) token (\\S+)");
    private static final Pattern LISTENING = Pattern.compile("listening on (http://\\S+)");

    private final Process process;
    private final String url;
    private final String terminal;
    private final String token;
    private final List<String> codes;

    private BenchService(Process process, String url, String terminal, String token, List<String> codes) {
        this.process = process;
        this.url = url;
        this.terminal = terminal;
        this.token = token;
        this.codes = codes;
    }

    static BenchService start(List<String> java, Path dir) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Path csv = dir.resolve("bench-vouchers.csv");
        List<String> command = new ArrayList<>(java);
        command.addAll(List.of("server", "--port", "0", "--db", "jdbc:sqlite:" + dir.resolve("bench-server.db"),
                "--seed-demo", "48", "--demo-csv", csv.toString(), "--rate", "1000", "--burst", "1000",
                "--unknown-per-minute", "100000", "--unknown-burst", "100000"));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
        String terminal = null;
        String token = null;
        String line;
        while ((line = out.readLine()) != null) {
            Matcher t = TOKEN.matcher(line);
            if (t.find()) {
                terminal = t.group(1);
                token = t.group(2);
            }
            Matcher l = LISTENING.matcher(line);
            if (l.find() && token != null) {
                return new BenchService(process, l.group(1), terminal, token, codes(csv));
            }
        }
        process.destroyForcibly();
        throw new IllegalStateException("the bench redemption service did not start (exit " + process.waitFor() + ")");
    }

    private static List<String> codes(Path csv) throws IOException {
        List<String> codes = new ArrayList<>();
        for (String line : Files.readAllLines(csv, StandardCharsets.UTF_8)) {
            String code = line.split(",", 2)[0];
            if (!code.equals("code") && !code.isBlank()) {
                codes.add(code);
            }
        }
        return codes;
    }

    String url() {
        return url;
    }

    /** {@code count} distinct codes: the seeded vouchers first, then well-formed codes the service does not know. */
    List<String> codes(int count) {
        List<String> all = new ArrayList<>(codes);
        java.security.SecureRandom random = new java.security.SecureRandom();
        while (all.size() < count) {
            all.add(io.redeemdesk.protocol.VoucherCode.generate(random));
        }
        return all;
    }

    /** The till's identity and token for the cashier process. */
    Map<String, String> environment() {
        return Map.of("REDEEMDESK_API_TOKEN", token, "REDEEMDESK_TERMINAL_ID", terminal,
                "REDEEMDESK_STORE_ID", io.redeemdesk.server.admin.DemoSeed.STORE_ID);
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
