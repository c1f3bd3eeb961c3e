package io.redeemdesk.config;

import io.redeemdesk.sqlite.SqliteNativeLibrary;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What must happen before the first log line and the first SQLite connection: the data and log directories
 * exist and are writable, Logback is told where to roll its files and at which level, and the SQLite native
 * library is unpacked once into a folder the application owns (locked-down tills forbid the temp folder).
 */
public final class ProcessSetup {
    /** Read by {@code logback.xml}. */
    public static final String LOG_DIR_PROPERTY = "redeemdesk.log.dir";
    public static final String LOG_LEVEL_PROPERTY = "redeemdesk.log.level";
    public static final String LOG_NAME_PROPERTY = "redeemdesk.log.name";
    public static final String LOG_APPENDER_PROPERTY = "redeemdesk.log.appender";
    /** Read by the xerial SQLite driver when it first loads. */
    public static final String SQLITE_TMPDIR_PROPERTY = "org.sqlite.tmpdir";

    private ProcessSetup() {
    }

    /** Rolling log files {@code <logDir>/<logName>.log} at {@code level}, plus the console. */
    public static void logging(Path logDir, String level, String logName, ConfigSource source) {
        createWritable(logDir, "log.dir", source);
        System.setProperty(LOG_DIR_PROPERTY, logDir.toAbsolutePath().toString());
        System.setProperty(LOG_LEVEL_PROPERTY, level);
        System.setProperty(LOG_NAME_PROPERTY, logName);
        System.setProperty(LOG_APPENDER_PROPERTY, "FILE");
    }

    /** The data directory, and its {@code native} folder as the SQLite driver's extraction folder. */
    public static void dataDirectory(Path dataDir, ConfigSource source) {
        createWritable(dataDir, "data.dir", source);
        Path nativeDir = dataDir.resolve("native");
        createWritable(nativeDir, "data.dir", source);
        if (System.getProperty(SQLITE_TMPDIR_PROPERTY) == null) {
            System.setProperty(SQLITE_TMPDIR_PROPERTY, nativeDir.toAbsolutePath().toString());
        }
    }

    /**
     * The SQLite driver's native library from {@code <dataDir>/native}: one verified copy per driver version ({@link
     * SqliteNativeLibrary}), reused at every start. Call it after {@link #logging} (the driver's classes log, which
     * starts Logback), while the window's toolkit starts. When no copy can be written (a full disk and none yet), the
     * driver is left to unpack its own and the start fails with its reason.
     */
    public static void sqliteNativeLibrary(Path dataDir) {
        if (!SqliteNativeLibrary.configured()) {
            try {
                SqliteNativeLibrary.install(dataDir.resolve("native"));
            } catch (IOException noCopyAndNoRoom) {
                LoggerFactory.getLogger(ProcessSetup.class).warn("could not unpack the SQLite library into {}: {}",
                        dataDir.resolve("native"), noCopyAndNoRoom.getMessage());
            }
        }
    }

    private static void createWritable(Path dir, String key, ConfigSource source) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new ConfigException(List.of(key + " = \"" + dir + "\" (from " + source + ") cannot be created: "
                    + e + "; allowed: a directory this user may create and write"));
        }
        if (!Files.isWritable(dir)) {
            throw new ConfigException(List.of(key + " = \"" + dir + "\" (from " + source + ") is not writable;"
                    + " allowed: a directory this user may write"));
        }
    }
}
