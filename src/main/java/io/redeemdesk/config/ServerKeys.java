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
    public static final ConfigKey<Duration> DB_CONNECT_TIMEOUT = new ConfigKey<>("db.connect.timeout", "2s",
            duration(Duration.ofMillis(250), Duration.ofSeconds(30)));
    public static final ConfigKey<Duration> DB_SOCKET_TIMEOUT = new ConfigKey<>("db.socket.timeout", "10s",
            duration(Duration.ofSeconds(1), Duration.ofMinutes(10)));
    public static final ConfigKey<Duration> SWEEPER_THRESHOLD = new ConfigKey<>("sweeper.locked.threshold", "2m",
            duration(Duration.ofSeconds(10), Duration.ofHours(1)));
    public static final ConfigKey<Duration> KEY_RETENTION = new ConfigKey<>("idempotency.key.retention", "72h",
            duration(Duration.ofHours(24), Duration.ofDays(30)));
    public static final ConfigKey<Duration> SWEEP_INTERVAL = new ConfigKey<>("sweeper.interval", "30s",
            duration(Duration.ofSeconds(1), Duration.ofMinutes(10)));
    public static final ConfigKey<Duration> HOLD_LEASE = new ConfigKey<>("holds.lease", "15m",
            duration(Duration.ofSeconds(10), Duration.ofHours(24)));
    public static final ConfigKey<Duration> CONSOLE_IDLE = new ConfigKey<>("console.session.idle", "30m",
            duration(Duration.ofMinutes(1), Duration.ofHours(24)));
    public static final ConfigKey<Double> RATE_REQUESTS = new ConfigKey<>("ratelimit.terminal.requests.per.second",
            "50", ValueRules.decimal(0.01, 10_000));
    public static final ConfigKey<Integer> RATE_BURST = new ConfigKey<>("ratelimit.terminal.burst", "1000",
            integer(1, 100_000));
    public static final ConfigKey<Double> RATE_UNKNOWN = new ConfigKey<>(
            "ratelimit.terminal.unknown.codes.per.minute", "1", ValueRules.decimal(0.01, 100_000));
    public static final ConfigKey<Integer> RATE_UNKNOWN_BURST = new ConfigKey<>(
            "ratelimit.terminal.unknown.codes.burst", "10", integer(1, 100_000));
    public static final ConfigKey<Double> RATE_ENROLLMENTS = new ConfigKey<>("ratelimit.enrollments.per.minute",
            "10", ValueRules.decimal(0.01, 100_000));
    public static final ConfigKey<Integer> RATE_ENROLLMENT_BURST = new ConfigKey<>("ratelimit.enrollments.burst",
            "10", integer(1, 100_000));
    public static final ConfigKey<String> CLAIMS_SECRET = new ConfigKey<>("claims.customer.secret", "",
            ValueRules.secret(32));
    public static final ConfigKey<Double> CLAIMS_RATE = new ConfigKey<>("claims.rate", "500",
            ValueRules.decimal(0.01, 100_000));
    public static final ConfigKey<Integer> CLAIMS_BURST = new ConfigKey<>("claims.burst", "50",
            integer(1, 100_000));
    public static final ConfigKey<Integer> CLAIMS_CONCURRENCY = new ConfigKey<>("claims.concurrency", "32",
            integer(1, 10_000));
    public static final ConfigKey<Path> LOG_DIR = new ConfigKey<>("log.dir", null, absolutePath());
    public static final ConfigKey<String> LOG_LEVEL = new ConfigKey<>("log.level", "INFO",
            oneOf("ERROR", "WARN", "INFO", "DEBUG", "TRACE"));

    public static final ConfigKey<String> WEBHOOK_URL = new ConfigKey<>("events.webhook.url", "",
            ValueRules.webhookUrl());
    public static final ConfigKey<String> WEBHOOK_SECRET = new ConfigKey<>("events.webhook.secret", null,
            ValueRules.secret());
    public static final ConfigKey<String> WEBHOOK_PREVIOUS_SECRET = new ConfigKey<>(
            "events.webhook.secret.previous", null, ValueRules.secret());
    public static final ConfigKey<String> NAMED_WEBHOOK_URL = new ConfigKey<>("events.webhook.<name>.url", null,
            ValueRules.webhookUrl());
    public static final ConfigKey<String> NAMED_WEBHOOK_SECRET = new ConfigKey<>("events.webhook.<name>.secret",
            null, ValueRules.secret());
    public static final ConfigKey<String> NAMED_WEBHOOK_PREVIOUS_SECRET = new ConfigKey<>(
            "events.webhook.<name>.secret.previous", null, ValueRules.secret());
    public static final ConfigKey<Duration> WEBHOOK_TIMEOUT = new ConfigKey<>("events.webhook.timeout", "10s",
            duration(Duration.ofSeconds(1), Duration.ofMinutes(1)));
    public static final ConfigKey<Duration> RETRY_BASE = new ConfigKey<>("events.retry.base", "1s",
            duration(Duration.ofMillis(10), Duration.ofMinutes(1)));
    public static final ConfigKey<Duration> RETRY_MAX = new ConfigKey<>("events.retry.max", "1h",
            duration(Duration.ofSeconds(1), Duration.ofHours(24)));
    public static final ConfigKey<Duration> DEAD_AFTER = new ConfigKey<>("events.dead.after", "72h",
            duration(Duration.ofSeconds(10), Duration.ofDays(30)));

    public static final KeyCatalogue CATALOGUE = new KeyCatalogue("config/" + FILE_NAME, List.of(
            HOST, PORT, DB_URL, DB_POOL_SIZE, DB_CONNECT_TIMEOUT, DB_SOCKET_TIMEOUT, SWEEPER_THRESHOLD, SWEEP_INTERVAL,
            HOLD_LEASE, KEY_RETENTION, CONSOLE_IDLE,
            RATE_REQUESTS, RATE_BURST, RATE_UNKNOWN, RATE_UNKNOWN_BURST, RATE_ENROLLMENTS, RATE_ENROLLMENT_BURST,
            WEBHOOK_URL, WEBHOOK_SECRET, WEBHOOK_PREVIOUS_SECRET, NAMED_WEBHOOK_URL, NAMED_WEBHOOK_SECRET,
            NAMED_WEBHOOK_PREVIOUS_SECRET, WEBHOOK_TIMEOUT, RETRY_BASE, RETRY_MAX, DEAD_AFTER, CLAIMS_SECRET,
            CLAIMS_RATE, CLAIMS_BURST, CLAIMS_CONCURRENCY, LOG_DIR, LOG_LEVEL),
            List.of(WebhookChecks::defaultEndpoint, WebhookChecks::namedEndpoints));

    private ServerKeys() {
    }
}
