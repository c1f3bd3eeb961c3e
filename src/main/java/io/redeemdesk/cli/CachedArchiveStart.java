package io.redeemdesk.cli;

import io.redeemdesk.config.ClassDataArchive;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An installed till whose user may not write the install folder keeps its class data archive in the user's
 * cache folder; the launcher still names the one in the install folder (its options cannot name a per-user
 * path). So when that one does not exist, its folder may not be written and the user's copy exists, the cashier
 * app runs in a JVM started with the launcher's options naming the user's copy, and this one only waits for it
 * and passes on its exit status. The first start, with no copy yet, runs here and writes the copy at exit. The
 * check reads files only (no management beans), so this JVM costs little more than its own start.
 */
final class CachedArchiveStart {
    private static final String ARCHIVE_OPTION = "-XX:SharedArchiveFile=";
    /** Set in the JVM this one starts, so that one runs the app instead of starting yet another. */
    private static final String STARTED_WITH_USER_ARCHIVE = "redeemdesk.userArchive";
    /** The shell's status for a process stopped by an interrupt. */
    private static final int INTERRUPTED = 130;

    private CachedArchiveStart() {
    }

    /**
     * The exit status of the app run with the user's archive, or empty when this JVM should run it itself (also
     * when the other JVM cannot be started).
     */
    static OptionalInt runWithUserArchive(String[] args) {
        List<String> options = LauncherJavaOptions.forThisJar();
        Optional<Path> named = options.stream().filter(o -> o.startsWith(ARCHIVE_OPTION))
                .map(o -> Path.of(o.substring(ARCHIVE_OPTION.length()))).findFirst();
        if (Boolean.getBoolean(STARTED_WITH_USER_ARCHIVE) || named.isEmpty() || Files.exists(named.get())
                || Files.isWritable(named.get().getParent())) {
            return OptionalInt.empty();
        }
        Path cached = ClassDataArchive.userCacheFolder().resolve(named.get().getFileName());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        if (!Files.isRegularFile(cached) || !Files.isExecutable(java)) {
            return OptionalInt.empty();
        }
        List<String> command = new ArrayList<>(List.of(java.toString(), "-D" + STARTED_WITH_USER_ARCHIVE + "=true"));
        for (String option : options) {
            command.add(option.startsWith(ARCHIVE_OPTION) ? ARCHIVE_OPTION + cached : option);
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
