package io.redeemdesk.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static io.redeemdesk.config.ValueRules.absolutePath;
import static io.redeemdesk.config.ValueRules.bool;
import static io.redeemdesk.config.ValueRules.duration;
import static io.redeemdesk.config.ValueRules.id;
import static io.redeemdesk.config.ValueRules.integer;
import static io.redeemdesk.config.ValueRules.listOf;
import static io.redeemdesk.config.ValueRules.longInteger;
import static io.redeemdesk.config.ValueRules.oneOf;
import static io.redeemdesk.config.ValueRules.text;

/**
 * Every key of the cashier application, as documented in {@code config/redeemdesk.properties}. The names are
 * a contract with installed files and support scripts: never rename one.
 */
public final class CashierKeys {
    public static final String FILE_NAME = "redeemdesk.properties";

    public static final ConfigKey<String> SERVER_URL = new ConfigKey<>("server.url", "", ValueRules.serviceUrl());
    public static final ConfigKey<String> API_TOKEN = new ConfigKey<>("api.token", null, ValueRules.token());
    public static final ConfigKey<List<String>> API_PINS = new ConfigKey<>("api.pins", "", ValueRules.pins());
    public static final ConfigKey<String> STORE_ID = new ConfigKey<>("store.id", "STORE-1", id());
    public static final ConfigKey<String> TERMINAL_ID = new ConfigKey<>("terminal.id", "TILL-1", id());
    public static final ConfigKey<String> CASHIER_ID = new ConfigKey<>("cashier.id", "cashier-1", id());
    public static final ConfigKey<Duration> REQUEST_DEADLINE = new ConfigKey<>("request.deadline", "3s",
            duration(Duration.ofMillis(500), Duration.ofSeconds(30)));
    public static final ConfigKey<String> OFFLINE_POLICY = new ConfigKey<>("offline.policy", "refuse",
            oneOf("refuse", "accept"));
    public static final ConfigKey<String> TILL_MODE = new ConfigKey<>("till.mode", "instant",
            oneOf("instant", "sale"));
    public static final ConfigKey<String> SALE_ORDER_NUMBER = new ConfigKey<>("sale.order-number", "optional",
            oneOf("optional", "required", "off"));
    public static final ConfigKey<Duration> PASS_REPEAT_WINDOW = new ConfigKey<>("pass.repeat.window", "30s",
            duration(Duration.ofSeconds(1), Duration.ofMinutes(10)));
    public static final ConfigKey<Integer> OFFLINE_MAX_COUNT = new ConfigKey<>("offline.max.count", "20",
            integer(0, 10_000));
    public static final ConfigKey<Long> OFFLINE_MAX_VALUE_CENTS = new ConfigKey<>("offline.max.value.cents",
            null, longInteger(0, 100_000_000));
    public static final ConfigKey<Duration> OFFLINE_MAX_AGE = new ConfigKey<>("offline.max.age", "24h",
            duration(Duration.ofMinutes(1), Duration.ofHours(72)));
    public static final ConfigKey<Duration> RETRY_BASE = new ConfigKey<>("retry.base", "1s",
            duration(Duration.ofMillis(100), Duration.ofMinutes(5)));
    public static final ConfigKey<Duration> RETRY_CAP = new ConfigKey<>("retry.cap", "60s",
            duration(Duration.ofSeconds(1), Duration.ofHours(5)));
    public static final ConfigKey<Duration> SCANNER_MAX_KEY_GAP = new ConfigKey<>("scanner.max.key.gap", "35ms",
            duration(Duration.ofMillis(5), Duration.ofMillis(200)));
    public static final ConfigKey<Integer> SCANNER_MIN_LENGTH = new ConfigKey<>("scanner.min.length", "6",
            integer(1, 64));
    public static final ConfigKey<Boolean> SCANNER_TAB_TERMINATES = new ConfigKey<>("scanner.tab.terminates", "true",
            bool());
    public static final ConfigKey<String> SCANNER_PREFIX = new ConfigKey<>("scanner.prefix", "", text(16));
    public static final ConfigKey<String> SCANNER_SUFFIX = new ConfigKey<>("scanner.suffix", "", text(16));
    public static final ConfigKey<Boolean> CAMERA_ENABLED = new ConfigKey<>("camera.enabled", "false", bool());
    public static final ConfigKey<Integer> CAMERA_DEVICE = new ConfigKey<>("camera.device", "0", integer(0, 15));
    public static final ConfigKey<List<String>> SCAN_FORMATS = new ConfigKey<>("scan.formats", "QR_CODE,CODE_128",
            listOf("QR_CODE", "CODE_128", "CODE_39", "DATA_MATRIX", "PDF_417", "AZTEC"));
    public static final ConfigKey<Locale> UI_LOCALE = new ConfigKey<>("ui.locale", "en", ValueRules.locale());
    public static final ConfigKey<String> UI_THEME = new ConfigKey<>("ui.theme", "light",
            oneOf("light", "dark", "high-contrast"));
    public static final ConfigKey<String> UI_WINDOW = new ConfigKey<>("ui.window", "maximized",
            oneOf("maximized", "fullscreen", "normal"));
    public static final ConfigKey<String> UI_TOUCH = new ConfigKey<>("ui.touch", "auto", oneOf("on", "off", "auto"));
    public static final ConfigKey<Path> DATA_DIR = new ConfigKey<>("data.dir", null, absolutePath());
    public static final ConfigKey<Path> LOG_DIR = new ConfigKey<>("log.dir", null, absolutePath());
    public static final ConfigKey<Integer> DISK_WARN_FREE_MB = new ConfigKey<>("disk.warn.free.mb", "200",
            integer(0, 1_000_000));
    public static final ConfigKey<String> LOG_LEVEL = new ConfigKey<>("log.level", "INFO",
            oneOf("ERROR", "WARN", "INFO", "DEBUG", "TRACE"));

    public static final KeyCatalogue CATALOGUE = new KeyCatalogue("config/" + FILE_NAME, List.of(
            SERVER_URL, API_TOKEN, API_PINS, STORE_ID, TERMINAL_ID, CASHIER_ID, REQUEST_DEADLINE, TILL_MODE,
            SALE_ORDER_NUMBER, PASS_REPEAT_WINDOW, OFFLINE_POLICY, OFFLINE_MAX_COUNT, OFFLINE_MAX_VALUE_CENTS, OFFLINE_MAX_AGE, RETRY_BASE, RETRY_CAP,
            SCANNER_MAX_KEY_GAP, SCANNER_MIN_LENGTH, SCANNER_TAB_TERMINATES, SCANNER_PREFIX, SCANNER_SUFFIX, CAMERA_ENABLED, CAMERA_DEVICE,
            SCAN_FORMATS, UI_LOCALE, UI_THEME, UI_WINDOW, UI_TOUCH, DATA_DIR, DISK_WARN_FREE_MB, LOG_DIR, LOG_LEVEL),
            List.of(CashierKeys::retryBaseWithinCap, CashierKeys::tokenNotInstalled, CashierKeys::tokenWithServer));

    private CashierKeys() {
    }

    private static Optional<String> retryBaseWithinCap(ResolvedConfig config) {
        if (config.get(RETRY_BASE).compareTo(config.get(RETRY_CAP)) <= 0) {
            return Optional.empty();
        }
        return Optional.of(ConfigException.describe(value(config, RETRY_BASE), "a duration no longer than"
                + " retry.cap = " + value(config, RETRY_CAP).raw() + " (from " + config.sourceOf(RETRY_CAP) + ")"));
    }

    /** The installed {@code config/} folder is readable by every user of the till: no secret belongs there. */
    private static Optional<String> tokenNotInstalled(ResolvedConfig config) {
        ConfigValue token = config.winner(API_TOKEN);
        if (token == null || token.source().layer() != ConfigSource.Layer.INSTALLED_FILE) {
            return Optional.empty();
        }
        return Optional.of("api.token is set in the " + token.source() + " (value hidden); allowed: only in the"
                + " user file, written by 'redeemdesk enroll' with owner-only permissions; remove the line");
    }

    private static Optional<String> tokenWithServer(ResolvedConfig config) {
        if (config.get(SERVER_URL).isEmpty() || config.get(API_TOKEN) != null) {
            return Optional.empty();
        }
        return Optional.of("server.url = \"" + config.get(SERVER_URL) + "\" (from " + config.sourceOf(SERVER_URL)
                + ") needs a terminal token, and api.token is not set; allowed: enroll this till first with"
                + " 'redeemdesk enroll --server URL --code CODE', or leave server.url empty for demo mode");
    }

    private static ConfigValue value(ResolvedConfig config, ConfigKey<?> key) {
        ConfigValue winner = config.winner(key);
        return winner != null ? winner : new ConfigValue(key.name(), key.defaultValue(), ConfigSource.BUILT_IN);
    }
}
