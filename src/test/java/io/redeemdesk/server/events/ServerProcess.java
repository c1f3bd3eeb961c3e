package io.redeemdesk.server.events;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A service node as its own process ({@code redeemdesk server …} in a child JVM on the test class path), so a
 * test can kill it with SIGKILL (no shutdown hook, no rollback, no last acknowledgement) as a power cut would.
 */
final class ServerProcess implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on (http://\\S+)");

    private final Process process;
    private final String url;

    private ServerProcess(Process process, String url) {
        this.process = process;
        this.url = url;
    }

    /** Starts {@code server --port 0 --db <db>} with {@code --set} for each of {@code sets}, and waits for it. */
    static ServerProcess start(String db, String... sets) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), "-Xmx256m", "-XX:TieredStopAtLevel=1",
                "io.redeemdesk.cli.Main", "server", "--port", "0", "--db", db));
        for (String set : sets) {
            command.add("--set");
            command.add(set);
        }
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                return new ServerProcess(process, m.group(1));
            }
        }
        throw new IllegalStateException("the server process ended before it listened");
    }

    String url() {
        return url;
    }

    /** SIGKILL, then waits for the process to be gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(20, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            kill();
        }
    }
}
