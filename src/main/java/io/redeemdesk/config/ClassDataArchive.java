package io.redeemdesk.config;

import com.sun.management.HotSpotDiagnosticMXBean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.management.JMException;
import javax.management.ObjectName;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The application class-data-sharing (AppCDS) archive the launcher names with {@code -XX:SharedArchiveFile}:
 * mapping it spares a cold start loading, parsing and verifying some 6,000 classes (JavaFX, Jackson, OkHttp,
 * Logback, SQLite). The JVM checks the archive itself and silently starts without it when it is missing or was
 * made for other jars or another JVM; this class notices that and, at exit, writes a fresh one from the
 * classes the run loaded (a static dump in a child JVM), so the next start maps it. Where the user may not write
 * the launcher's folder (an installed package), the archive lives in the user's cache folder instead
 * ({@link #userCacheFolder}) and the launcher's JVM hands the start to one that maps it.
 */
public final class ClassDataArchive {
    private static final Logger LOG = LoggerFactory.getLogger(ClassDataArchive.class);

    private static final Pattern DUMP_OUTPUT = Pattern.compile("java_pid[0-9]{1,18}_std(out|err)");

    private final Path file;

    private ClassDataArchive(Path file) {
        this.file = file;
    }

    /** The archive this JVM was told to use but could not map; empty when none was named or it is in use. */
    public static Optional<ClassDataArchive> unmapped() {
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            String named = vm.getVMOption("SharedArchiveFile").getValue();
            if (named.isBlank() || Boolean.parseBoolean(vm.getVMOption("UseSharedSpaces").getValue())) {
                return Optional.empty();
            }
            return Optional.of(new ClassDataArchive(Path.of(named).toAbsolutePath()));
        } catch (RuntimeException | LinkageError e) {
            LOG.debug("cannot ask the JVM about its class data archive: {}", e.toString());
            return Optional.empty();
        }
    }

    public Path file() {
        return file;
    }

    /** Whether this archive's folder exists and this user may write it. */
    public boolean folderWritable() {
        Path folder = file.getParent();
        return Files.isDirectory(folder) && Files.isWritable(folder);
    }

    /** The same archive name in {@code folder}. */
    public ClassDataArchive inFolder(Path folder) {
        return new ClassDataArchive(folder.resolve(file.getFileName()).toAbsolutePath());
    }

    public boolean exists() {
        return Files.isRegularFile(file);
    }

    /**
     * The user's cache folder for RedeemDesk: {@code $XDG_CACHE_HOME/redeemdesk} (else {@code ~/.cache}) on
     * Linux, {@code %LOCALAPPDATA%\RedeemDesk\cache} on Windows, {@code ~/Library/Caches/RedeemDesk} on macOS.
     */
    public static Path userCacheFolder(String osName, Map<String, String> env, String home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = env.get("LOCALAPPDATA");
            return Path.of(local != null && !local.isBlank() ? local : home + "\\AppData\\Local", "RedeemDesk",
                    "cache");
        }
        if (os.startsWith("mac")) {
            return Path.of(home, "Library", "Caches", "RedeemDesk");
        }
        String cache = env.get("XDG_CACHE_HOME");
        return cache != null && cache.startsWith("/") ? Path.of(cache, "redeemdesk")
                : Path.of(home, ".cache", "redeemdesk");
    }

    /** The running user's {@link #userCacheFolder}; {@code $HOME} when set (as XDG says), else {@code user.home}. */
    public static Path userCacheFolder() {
        String home = System.getenv("HOME");
        return userCacheFolder(System.getProperty("os.name"), System.getenv(),
                home != null && home.startsWith("/") ? home : System.getProperty("user.home"));
    }

    /**
     * Writes the archive when the process exits (window closed, or stopped by the system): here when this
     * folder is writable, else in the user's cache folder, where the next start finds it.
     */
    public void writeAtExitHereOrInUserCache() {
        if (folderWritable()) {
            writeAtExit();
            return;
        }
        ClassDataArchive cached = inFolder(userCacheFolder());
        try {
            Files.createDirectories(cached.file.getParent());
        } catch (IOException e) {
            LOG.info("cannot create the cache folder {}: {}", cached.file.getParent(), e.toString());
        }
        LOG.info("class data archive {} is missing or out of date and its folder is not writable: the user's "
                + "copy {} is used instead", file, cached.file);
        cached.writeAtExit();
    }

    /** Writes the archive when the process exits (window closed, or stopped by the system), if it may. */
    public void writeAtExit() {
        Path folder = file.getParent();
        if (!Files.isDirectory(folder) || !Files.isWritable(folder)) {
            LOG.info("class data archive {} is missing or out of date and its folder is not writable: "
                    + "starting without it", file);
            return;
        }
        LOG.info("class data archive {} is missing or out of date: writing it when the application exits", file);
        Thread writer = new Thread(this::write, "class-data-archive");
        Runtime.getRuntime().addShutdownHook(writer);
    }

    /**
     * Dumps into a temporary file next to the archive, then moves it into place in one step: the JVM of this
     * version crashes on a truncated archive, so only a complete file may ever carry the archive's name.
     */
    void write() {
        deleteLeftovers();
        Path partial = partialFile(ProcessHandle.current().pid());
        long started = System.nanoTime();
        try {
            ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "vmCds",
                    new Object[]{new String[]{"static_dump", partial.toString()}},
                    new String[]{String[].class.getName()});
            if (!Files.isRegularFile(partial)) {
                LOG.warn("class data archive {} was not written (the JVM's dump produced no file)", file);
                return;
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            LOG.info("class data archive {} written in {} ms", file, (System.nanoTime() - started) / 1_000_000);
        } catch (JMException | IOException | RuntimeException e) {
            LOG.warn("class data archive {} could not be written: {}", file, e.toString());
        } finally {
            delete(partial);
            deleteDumpOutput(started);
        }
    }

    /**
     * The JVM's dump leaves its child's output as {@code java_pid<child>_stdout} and {@code _stderr} in the
     * working directory; those of this dump (a finished process, written since it started) are removed.
     */
    private static void deleteDumpOutput(long startedNanos) {
        long since = System.currentTimeMillis() - (System.nanoTime() - startedNanos) / 1_000_000 - 1000;
        try (Stream<Path> files = Files.list(Path.of(System.getProperty("user.dir")))) {
            files.filter(f -> DUMP_OUTPUT.matcher(f.getFileName().toString()).matches())
                    .filter(f -> ProcessHandle.of(Long.parseLong(f.getFileName().toString()
                            .replaceAll("[^0-9]", ""))).isEmpty())
                    .filter(f -> f.toFile().lastModified() >= since)
                    .forEach(ClassDataArchive::delete);
        } catch (IOException | RuntimeException e) {
            LOG.debug("could not tidy the dump's output files: {}", e.toString());
        }
    }

    private Path partialFile(long pid) {
        return file.resolveSibling(file.getFileName() + "." + pid + ".tmp");
    }

    /** Partial dumps of earlier runs that were killed while writing. */
    private void deleteLeftovers() {
        String prefix = file.getFileName() + ".";
        try (Stream<Path> siblings = Files.list(file.getParent())) {
            siblings.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith(prefix) && n.endsWith(".tmp"))
                    .map(n -> n.substring(prefix.length(), n.length() - ".tmp".length()))
                    .filter(pid -> pid.matches("[0-9]{1,18}") && ProcessHandle.of(Long.parseLong(pid)).isEmpty())
                    .forEach(pid -> delete(partialFile(Long.parseLong(pid))));
        } catch (IOException e) {
            LOG.debug("could not list {}: {}", file.getParent(), e.toString());
        }
    }

    private static void delete(Path partial) {
        try {
            Files.deleteIfExists(partial);
        } catch (IOException e) {
            LOG.debug("could not delete {}: {}", partial, e.toString());
        }
    }
}
