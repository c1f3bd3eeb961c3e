package io.redeemdesk.acceptance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One node, {@code java -jar target/redeemdesk.jar server --port 0 …}, as a child process; its address is read from
 * the line it prints once listening. Closing it sends SIGTERM (the node's shutdown hook closes it cleanly).
 */
final class ServerProcess implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on (http://\\S+)");
    private final Process process;
    private final CompletableFuture<String> url;
    private final List<String> output;

    private ServerProcess(Process process, CompletableFuture<String> url, List<String> output) {
        this.process = process;
        this.url = url;
        this.output = output;
    }

    /** Starts the node; {@link #url} waits until it listens. */
    static ServerProcess start(Jar jar, String... args) {
        jar.record(args);
        try {
            ProcessBuilder builder = new ProcessBuilder(Jar.commandLine(false, args)).directory(jar.workDir().toFile())
                    .redirectErrorStream(true);
            builder.environment().putAll(jar.env());
            Process process = builder.start();
            List<String> output = new ArrayList<>();
            CompletableFuture<String> url = new CompletableFuture<>();
            Thread reader = new Thread(() -> read(process, output, url), "server-output");
            reader.setDaemon(true);
            reader.start();
            return new ServerProcess(process, url, output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void read(Process process, List<String> output, CompletableFuture<String> url) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                synchronized (output) {
                    output.add(line);
                }
                Matcher listening = LISTENING.matcher(line);
                if (listening.find()) {
                    url.complete(listening.group(1));
                }
            }
            url.completeExceptionally(new IllegalStateException("exited with " + process.waitFor()));
        } catch (IOException | InterruptedException e) {
            url.completeExceptionally(e);
        }
    }

    /** The node's base URL, once it listens (at most 3 minutes). */
    String url() {
        try {
            return url.get(180, TimeUnit.SECONDS);
        } catch (Exception e) {
            process.destroyForcibly();
            throw new AssertionError("the server did not start: " + output(), e);
        }
    }

    /** What the node printed so far. */
    String output() {
        synchronized (output) {
            return String.join("\n", output);
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
