package io.redeemdesk.cli.server;

import io.redeemdesk.config.ConfigLayers;
import io.redeemdesk.config.ConfigLoader;
import io.redeemdesk.config.ConfigValue;
import io.redeemdesk.config.ProcessSetup;
import io.redeemdesk.config.ResolvedConfig;
import io.redeemdesk.config.ServerKeys;
import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.db.DatabaseWaits;
import io.redeemdesk.server.events.EventSettings;
import io.redeemdesk.server.events.WebhookEndpoint;
import picocli.CommandLine.ParseResult;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The service's configuration: defaults &lt; installed {@code config/server.properties} &lt; {@code --config}
 * file &lt; {@code REDEEMDESK_*} variables &lt; the {@code server} command's flags (only those actually given),
 * checked, then mapped onto {@link ServerOptions} (with the event relay's webhooks) and the log set-up.
 */
final class ServerConfiguration {
    /** Each {@code server} flag and the key it sets. */
    private static final Map<String, String> FLAG_KEYS = Map.of("--host", ServerKeys.HOST.name(),
            "--port", ServerKeys.PORT.name(), "--db", ServerKeys.DB_URL.name(),
            "--lock-timeout", ServerKeys.SWEEPER_THRESHOLD.name(), "--sweep-interval", ServerKeys.SWEEP_INTERVAL.name(),
            "--rate", ServerKeys.RATE_REQUESTS.name(), "--burst", ServerKeys.RATE_BURST.name(),
            "--unknown-per-minute", ServerKeys.RATE_UNKNOWN.name(), "--unknown-burst",
            ServerKeys.RATE_UNKNOWN_BURST.name());

    private final ResolvedConfig config;

    private ServerConfiguration(ResolvedConfig config) {
        this.config = config;
    }

    static ServerConfiguration load(Path installedConfigDir, Path configFile, Map<String, String> env,
                                    ParseResult given, Map<String, String> sets) {
        List<ConfigValue> flags = new ArrayList<>(ConfigLayers.sets(sets));
        FLAG_KEYS.forEach((flag, key) -> {
            if (given.hasMatchedOption(flag)) {
                flags.addAll(ConfigLayers.flag(key, flag, given.matchedOption(flag).stringValues().get(0)));
            }
        });
        return new ServerConfiguration(new ConfigLoader(ServerKeys.CATALOGUE, env).load(
                installedConfigDir.resolve(ServerKeys.FILE_NAME), configFile, configFile != null, flags));
    }

    ServerOptions options() {
        return new ServerOptions(config.get(ServerKeys.HOST), config.get(ServerKeys.PORT),
                config.get(ServerKeys.DB_URL), config.get(ServerKeys.DB_POOL_SIZE),
                config.get(ServerKeys.KEY_RETENTION), config.get(ServerKeys.SWEEPER_THRESHOLD),
                config.get(ServerKeys.SWEEP_INTERVAL), new RateLimits(config.get(ServerKeys.RATE_REQUESTS),
                config.get(ServerKeys.RATE_BURST), config.get(ServerKeys.RATE_UNKNOWN),
                config.get(ServerKeys.RATE_UNKNOWN_BURST), config.get(ServerKeys.RATE_ENROLLMENTS),
                config.get(ServerKeys.RATE_ENROLLMENT_BURST)), config.get(ServerKeys.HOLD_LEASE), events(),
                new DatabaseWaits(config.get(ServerKeys.DB_CONNECT_TIMEOUT), config.get(ServerKeys.DB_SOCKET_TIMEOUT)),
                config.get(ServerKeys.CONSOLE_IDLE));
    }

    /** The webhook endpoints (the unnamed one as {@value WebhookEndpoint#DEFAULT_NAME}) and the relay's timing. */
    private EventSettings events() {
        List<WebhookEndpoint> endpoints = new ArrayList<>();
        String url = config.get(ServerKeys.WEBHOOK_URL);
        if (!url.isEmpty()) {
            endpoints.add(new WebhookEndpoint(WebhookEndpoint.DEFAULT_NAME, URI.create(url),
                    secrets(config.get(ServerKeys.WEBHOOK_SECRET), config.get(ServerKeys.WEBHOOK_PREVIOUS_SECRET))));
        }
        config.named(ServerKeys.NAMED_WEBHOOK_URL).forEach((name, named) -> {
            if (!named.isEmpty()) {
                endpoints.add(new WebhookEndpoint(name, URI.create(named), secrets(
                        config.get(ServerKeys.NAMED_WEBHOOK_SECRET, name),
                        config.get(ServerKeys.NAMED_WEBHOOK_PREVIOUS_SECRET, name))));
            }
        });
        return EventSettings.NONE.withEndpoints(endpoints).withRetry(config.get(ServerKeys.RETRY_BASE),
                config.get(ServerKeys.RETRY_MAX), config.get(ServerKeys.DEAD_AFTER))
                .withTimeout(config.get(ServerKeys.WEBHOOK_TIMEOUT));
    }

    private static List<String> secrets(String current, String previous) {
        return previous == null ? List.of(current) : List.of(current, previous);
    }

    /** The claim settings: no secret (empty) disables claims. */
    ClaimSettings claims() {
        String secret = config.get(ServerKeys.CLAIMS_SECRET);
        return new ClaimSettings(secret == null || secret.isEmpty() ? null : secret, config.get(ServerKeys.CLAIMS_RATE),
                config.get(ServerKeys.CLAIMS_BURST), config.get(ServerKeys.CLAIMS_CONCURRENCY));
    }

    /** Where the listening address came from: {@code --host}, a file, a variable, or the built-in default. */
    String hostSource() {
        return config.sourceOf(ServerKeys.HOST).toString();
    }

    /** Rolling files {@code redeemdesk-server.log} when {@code log.dir} is set; the console always. */
    void setUpLogging() {
        Path logDir = config.get(ServerKeys.LOG_DIR);
        if (logDir != null) {
            ProcessSetup.logging(logDir, config.get(ServerKeys.LOG_LEVEL), "redeemdesk-server",
                    config.sourceOf(ServerKeys.LOG_DIR));
        } else {
            System.setProperty(ProcessSetup.LOG_LEVEL_PROPERTY, config.get(ServerKeys.LOG_LEVEL));
        }
    }
}
