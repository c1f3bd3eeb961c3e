package io.redeemdesk.client.config;

import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.OfflinePolicy;
import io.redeemdesk.client.scan.CameraChoice;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.config.AppDirectories;
import io.redeemdesk.config.CashierKeys;
import io.redeemdesk.config.ConfigLoader;
import io.redeemdesk.config.ConfigSource;
import io.redeemdesk.config.ConfigValue;
import io.redeemdesk.config.ResolvedConfig;

import okhttp3.CertificatePinner;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The cashier application's checked configuration, mapped onto the settings records of the parts that use it,
 * with the data, log and user-config locations resolved (OS-standard unless configured or {@code --data-dir}).
 */
public final class CashierConfiguration {
    private final ResolvedConfig config;
    private final AppDirectories dirs;
    private final Path userFile;

    private CashierConfiguration(ResolvedConfig config, AppDirectories dirs, Path userFile) {
        this.config = config;
        this.dirs = dirs;
        this.userFile = userFile;
    }

    /**
     * @param configFile the {@code --config} file, or null for the user file in the OS configuration directory
     * @param flags      the command-line values (highest precedence)
     */
    public static CashierConfiguration load(Path installedConfigDir, Path configFile, Map<String, String> env,
                                            List<ConfigValue> flags, AppDirectories dirs) {
        return load(installedConfigDir, configFile, configFile != null, env, flags, dirs);
    }

    /** For {@code enroll}, which creates the user file: a {@code --config} file that does not exist yet is fine. */
    public static CashierConfiguration loadBeforeEnrolling(Path installedConfigDir, Path configFile,
                                                           Map<String, String> env, AppDirectories dirs) {
        return load(installedConfigDir, configFile, false, env, List.of(), dirs);
    }

    private static CashierConfiguration load(Path installedConfigDir, Path configFile, boolean mustExist,
                                             Map<String, String> env, List<ConfigValue> flags, AppDirectories dirs) {
        Path userFile = configFile != null ? configFile : dirs.userConfigFile(CashierKeys.FILE_NAME);
        ResolvedConfig config = new ConfigLoader(CashierKeys.CATALOGUE, env).load(
                installedConfigDir.resolve(CashierKeys.FILE_NAME), userFile, mustExist, flags);
        return new CashierConfiguration(config, dirs, userFile);
    }

    public ResolvedConfig values() {
        return config;
    }

    /** No server URL: the app starts the in-process demo service. */
    public boolean demoMode() {
        return config.get(CashierKeys.SERVER_URL).isEmpty();
    }

    public Path dataDir() {
        Path configured = config.get(CashierKeys.DATA_DIR);
        return configured != null ? configured : Path.of(dirs.data());
    }

    /** {@code log.dir}; else beside a configured data directory; else the OS log directory. */
    public Path logDir() {
        Path configured = config.get(CashierKeys.LOG_DIR);
        if (configured != null) {
            return configured;
        }
        if (config.sourceOf(CashierKeys.DATA_DIR).layer() != ConfigSource.Layer.DEFAULT) {
            return dataDir().resolve("logs");
        }
        return Path.of(dirs.logs());
    }

    /** Where {@code enroll} stores the terminal token: the user's file, never the installed one. */
    public Path userConfigFile() {
        return userFile;
    }

    public ClientSettings clientSettings() {
        return new ClientSettings(config.get(CashierKeys.SERVER_URL), config.get(CashierKeys.API_TOKEN),
                config.get(CashierKeys.STORE_ID), config.get(CashierKeys.TERMINAL_ID),
                config.get(CashierKeys.CASHIER_ID), dataDir(), config.get(CashierKeys.REQUEST_DEADLINE));
    }

    /**
     * The engine's defaults with the configured offline policy, caps, retry timing, deadline, low-disk warning and
     * a pass's repeat window.
     */
    public EngineSettings engineSettings() {
        EngineSettings defaults = EngineSettings.defaults();
        return defaults.withOfflinePolicy(OfflinePolicy.parse(config.get(CashierKeys.OFFLINE_POLICY)),
                        config.get(CashierKeys.OFFLINE_MAX_COUNT), config.get(CashierKeys.OFFLINE_MAX_AGE),
                        config.get(CashierKeys.OFFLINE_MAX_VALUE_CENTS))
                .withTiming(config.get(CashierKeys.RETRY_BASE), config.get(CashierKeys.RETRY_CAP),
                        config.get(CashierKeys.REQUEST_DEADLINE), defaults.probeInterval())
                .withLowDiskWarning((long) config.get(CashierKeys.DISK_WARN_FREE_MB) << 20)
                .withPassRepeatWindow(config.get(CashierKeys.PASS_REPEAT_WINDOW));
    }

    /** The pinner for {@code api.pins} (no pinning when empty). */
    public CertificatePinner certificatePinner(String serverUrl) {
        return ApiPins.pinner(serverUrl, config.get(CashierKeys.API_PINS));
    }

    public ScannerTimings scannerTimings() {
        return new ScannerTimings(config.get(CashierKeys.SCANNER_MAX_KEY_GAP),
                config.get(CashierKeys.SCANNER_MIN_LENGTH), config.get(CashierKeys.SCANNER_TAB_TERMINATES));
    }

    /** {@code camera.enabled} and {@code camera.device}. */
    public CameraChoice cameraChoice() {
        return new CameraChoice(config.get(CashierKeys.CAMERA_ENABLED), config.get(CashierKeys.CAMERA_DEVICE));
    }

    public ScanText scanText() {
        return new ScanText(config.get(CashierKeys.SCANNER_PREFIX), config.get(CashierKeys.SCANNER_SUFFIX));
    }
}
