package io.redeemdesk.acceptance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code java -jar target/redeemdesk.jar …} as a child process, as docs/operations.md says: its exit status and
 * what it printed (UTF-8). Each run is recorded in an {@link Executed} as the words before its first option.
 */
final class Jar {
    static final Path JAR = Path.of(System.getProperty("redeemdesk.jar", "target/redeemdesk.jar")).toAbsolutePath();
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    /** One finished run. */
    record Run(int exit, String out, String err) {
        /** The last line printed on stdout. */
        String lastLine() {
            List<String> lines = out.lines().filter(l -> !l.isBlank()).toList();
            if (lines.isEmpty()) {
                throw new AssertionError("nothing printed; stderr:\n" + err);
            }
            return lines.get(lines.size() - 1).strip();
        }

        /** The first printed line starting with {@code prefix}. */
        String line(String prefix) {
            return out.lines().filter(l -> l.startsWith(prefix)).findFirst()
                    .orElseThrow(() -> new AssertionError("no line starting " + prefix + " in:\n" + out + err));
        }
    }

    private final Executed executed;
    private final Path workDir;
    private final Map<String, String> env;

    Jar(Executed executed, Path workDir, Map<String, String> env) {
        this.executed = executed;
        this.workDir = workDir;
        this.env = env;
    }

    /**
     * The command line of {@code args}: {@code java -jar target/redeemdesk.jar args}. A short-lived admin command
     * also gets {@code -XX:TieredStopAtLevel=1} (only the quick compiler), which about halves its start on a busy
     * machine and changes nothing it does.
     */
    static List<String> commandLine(boolean shortLived, String... args) {
        List<String> command = new ArrayList<>(List.of(JAVA));
        if (shortLived) {
            command.add("-XX:TieredStopAtLevel=1");
        }
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        return command;
    }

    /** Runs {@code args} to the end (at most 3 minutes: the machine may be busy). */
    Run run(String... args) {
        return runWithInput("", args);
    }

    /** Runs {@code args} to the end with {@code input} (UTF-8) as its standard input. */
    Run runWithInput(String input, String... args) {
        record(args);
        try {
            Path out = Files.createTempFile(workDir, "out", ".txt");
            Path err = Files.createTempFile(workDir, "err", ".txt");
            Path in = Files.writeString(Files.createTempFile(workDir, "in", ".txt"), input, StandardCharsets.UTF_8);
            ProcessBuilder builder = new ProcessBuilder(commandLine(true, args)).directory(workDir.toFile())
                    .redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().putAll(env);
            Process process = builder.start();
            if (!process.waitFor(180, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("still running after 180 s: " + String.join(" ", args));
            }
            return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Records the command words of {@code args}: {@code server issue}, {@code enroll}. */
    void record(String... args) {
        executed.commandLine(args);
    }

    Path workDir() {
        return workDir;
    }

    Map<String, String> env() {
        return env;
    }
}
