package io.redeemdesk.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static io.redeemdesk.config.ValueRules.absolutePath;
import static io.redeemdesk.config.ValueRules.duration;
import static io.redeemdesk.config.ValueRules.integer;
import static io.redeemdesk.config.ValueRules.oneOf;

/**
 * Every key of the redemption service, as documented in {@code config/server.properties}. The names are a
 * contract with installed files: never rename one.
 */
public final class ServerKeys {
    public static final String FILE_NAME = "server.properties";

    public static final ConfigKey<String> HOST = new ConfigKey<>("service.host", "127.0.0.1", ValueRules.text(253));
    public static final ConfigKey<Integer> PORT = new ConfigKey<>("service.port", "8080", integer(0, 65_535));
    public static final ConfigKey<String> DB_URL = new ConfigKey<>("db.url", "jdbc:sqlite:redeemdesk-server.db",
            ValueRules.jdbcUrl());
    public static final ConfigKey<Integer> DB_POOL_SIZE = new ConfigKey<>("db.pool.size", "16", integer(1, 200));
    public static final ConfigKey<Duration> SWEEPER_THRESHOLD = new ConfigKey<>("sweeper.locked.threshold", "2m",
            duration(Duration.ofSeconds(10), Duration.ofHours(1)));
    public static final ConfigKey<Duration> KEY_RETENTION = new ConfigKey<>("idempotency.key.retention", "72h",
            duration(Duration.ofHours(24), Duration.ofDays(30)));
    public static final ConfigKey<Integer> RATE_REQUESTS = new ConfigKey<>("ratelimit.terminal.requests.per.second",
            "20", integer(1, 10_000));
    public static final ConfigKey<Integer> RATE_FAILED_LOOKUPS = new ConfigKey<>(
            "ratelimit.terminal.failed.lookups.per.minute", "30", integer(1, 10_000));
    public static final ConfigKey<Integer> RATE_NODE = new ConfigKey<>("ratelimit.node.requests.per.second", "500",
            integer(1, 100_000));
    public static final ConfigKey<Duration> ENROLLMENT_CODE_TTL = new ConfigKey<>("enrollment.code.ttl", "24h",
            duration(Duration.ofMinutes(5), Duration.ofDays(7)));
    public static final ConfigKey<Path> LOG_DIR = new ConfigKey<>("log.dir", null, absolutePath());
    public static final ConfigKey<String> LOG_LEVEL = new ConfigKey<>("log.level", "INFO",
            oneOf("ERROR", "WARN", "INFO", "DEBUG", "TRACE"));

    public static final KeyCatalogue CATALOGUE = new KeyCatalogue("config/" + FILE_NAME, List.of(
            HOST, PORT, DB_URL, DB_POOL_SIZE, SWEEPER_THRESHOLD, KEY_RETENTION, RATE_REQUESTS, RATE_FAILED_LOOKUPS,
            RATE_NODE, ENROLLMENT_CODE_TTL, LOG_DIR, LOG_LEVEL), List.of());

    private ServerKeys() {
    }
}
