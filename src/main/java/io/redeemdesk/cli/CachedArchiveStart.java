package io.redeemdesk.cli;

import io.redeemdesk.config.ClassDataArchive;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An installed till whose user may not write the install folder keeps its class data archive in the user's
 * cache folder; the launcher still names the one in the install folder (its options cannot name a per-user
 * path). So when that one is not mapped and the user's copy exists, the cashier app runs in a JVM started with
 * the same options naming the user's copy, and this one only waits for it and passes on its exit status. The
 * first start, with no copy yet, runs here and writes the copy at exit.
 */
final class CachedArchiveStart {
    /** The shell's status for a process stopped by an interrupt. */
    private static final int INTERRUPTED = 130;

    private CachedArchiveStart() {
    }

    /**
     * The exit status of the app run with the user's archive, or empty when this JVM should run it itself (also
     * when the other JVM cannot be started).
     */
    static OptionalInt runWithUserArchive(String[] args) {
        Optional<ClassDataArchive> named = ClassDataArchive.unmapped();
        if (named.isEmpty() || named.get().folderWritable()) {
            return OptionalInt.empty();
        }
        ClassDataArchive cached = named.get().inFolder(ClassDataArchive.userCacheFolder());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        if (!cached.exists() || !Files.isExecutable(java)) {
            return OptionalInt.empty();
        }
        List<String> command = new ArrayList<>(List.of(java.toString()));
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            command.add(option.startsWith("-XX:SharedArchiveFile=")
                    ? "-XX:SharedArchiveFile=" + cached.file() : option);
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process app;
        try {
            app = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException e) {
            return OptionalInt.empty();
        }
        Thread stopApp = new Thread(app::destroy, "stop-cashier-app");
        Runtime.getRuntime().addShutdownHook(stopApp);
        try {
            return OptionalInt.of(app.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            app.destroy();
            return OptionalInt.of(INTERRUPTED);
        }
    }
}
