package io.redeemdesk.client.redeem;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts {@link ChaosTill} in a child JVM, waits for the line it prints when it is up and, once asked to follow
 * it, remembers the last {@code STEP …} line it printed (what it had last begun when it was killed).
 */
final class ChildTill {
    static final String STEP = "STEP ";

    private final Process process;
    private final BufferedReader out;
    private volatile String lastStep = "";
    private Thread reader;
    private final List<String> said = new ArrayList<>();

    private ChildTill(Process process) {
        this.process = process;
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    static ChildTill start(Path log, String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), ChaosTill.class.getName()));
        command.addAll(List.of(args));
        return new ChildTill(new ProcessBuilder(command).redirectError(log.toFile()).start());
    }

    /** Reads the child's output until {@code line}; false if it ended first. */
    boolean awaitLine(String line) throws IOException {
        String read;
        while ((read = out.readLine()) != null) {
            note(read);
            if (read.equals(line)) {
                return true;
            }
        }
        return false;
    }

    /** From now on a daemon thread reads what the child prints, so {@link #lastStep()} follows it. */
    void follow() {
        reader = new Thread(() -> {
            try {
                String read;
                while ((read = out.readLine()) != null) {
                    note(read);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "child-till-output");
        reader.setDaemon(true);
        reader.start();
    }

    private void note(String line) {
        if (line.startsWith(STEP)) {
            lastStep = line.substring(STEP.length());
        }
        synchronized (said) {
            said.add(line);
        }
    }

    /** What the child had last begun (the word after {@code STEP}), or "" before its first step. */
    String lastStep() {
        return lastStep;
    }

    /** Every line the child printed that was read so far. */
    List<String> said() {
        synchronized (said) {
            return List.copyOf(said);
        }
    }

    long pid() {
        return process.pid();
    }

    /** kill -9: {@code destroyForcibly} sends SIGKILL on Linux, so the child gets no chance to clean up. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
        readToTheEnd();
    }

    private void readToTheEnd() throws InterruptedException {
        if (reader != null) {
            reader.join(TimeUnit.SECONDS.toMillis(10));
        }
    }

    int awaitExit(long seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the child till did not finish within " + seconds + " s");
        }
        readToTheEnd();
        return process.exitValue();
    }
}
