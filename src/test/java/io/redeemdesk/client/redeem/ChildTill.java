package io.redeemdesk.client.redeem;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Starts {@link ChaosTill} in a child JVM and waits for the line it prints when it is up. */
final class ChildTill {
    private final Process process;
    private final BufferedReader out;

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
            if (read.equals(line)) {
                return true;
            }
        }
        return false;
    }

    long pid() {
        return process.pid();
    }

    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    int awaitExit(long seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the child till did not finish within " + seconds + " s");
        }
        return process.exitValue();
    }
}
