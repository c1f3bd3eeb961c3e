package io.redeemdesk.cli.server;

import io.redeemdesk.config.ConfigException;
import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.server.db.DatabaseWaits;
import io.redeemdesk.server.events.EventSettings;
import io.redeemdesk.server.events.WebhookEndpoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/** The service's keys: installed file &lt; --config file &lt; REDEEMDESK_* &lt; flags given, onto ServerOptions. */
class ServerConfigurationTest {
    @TempDir
    Path dir;

    private ServerConfiguration load(Map<String, String> env, String... args) {
        ServerCommand command = new ServerCommand();
        CommandLine.ParseResult parsed = new CommandLine(command).parseArgs(args);
        return ServerConfiguration.load(dir.resolve("installed"), command.config, env, parsed, command.sets);
    }

    @Test
    void layersMapOntoTheServerOptions() throws Exception {
        Files.createDirectories(dir.resolve("installed"));
        Files.write(dir.resolve("installed/server.properties"), List.of("service.port = 7000", "db.pool.size = 4",
                "sweeper.locked.threshold = 5m"));
        Files.write(dir.resolve("site.properties"), List.of("service.port = 7100", "db.pool.size = 8",
                "db.url = jdbc:postgresql://db.example/redeemdesk", "idempotency.key.retention = 96h"));

        ServerOptions options = load(Map.of("REDEEMDESK_DB_POOL_SIZE", "32"), "--config",
                dir.resolve("site.properties").toString(), "--port", "9999", "--rate", "2.5",
                "--set", "ratelimit.terminal.unknown.codes.burst=3", "--set", "holds.lease=90s",
                "--set", "db.socket.timeout=45s").options();

        assertThat(options.port()).isEqualTo(9999);
        assertThat(options.poolSize()).isEqualTo(32);
        assertThat(options.jdbcUrl()).isEqualTo("jdbc:postgresql://db.example/redeemdesk");
        assertThat(options.keyRetention()).isEqualTo(Duration.ofHours(96));
        assertThat(options.lockTimeout()).isEqualTo(Duration.ofMinutes(5));
        assertThat(options.limits().requestsPerSecond()).isEqualTo(2.5);
        assertThat(options.limits().unknownBurst()).isEqualTo(3);
        assertThat(options.limits().enrollmentBurst()).isEqualTo(RateLimits.DEFAULT_ENROLLMENT_BURST);
        assertThat(options.limits().requestBurst()).isEqualTo(1000);
        assertThat(options.host()).isEqualTo("127.0.0.1");
        assertThat(options.holdLease()).isEqualTo(Duration.ofSeconds(90));
        assertThat(options.databaseWaits()).isEqualTo(new DatabaseWaits(Duration.ofSeconds(2), Duration.ofSeconds(45)));
    }

    @Test
    void theKeysDefaultsAreTheServicesDefaults() {
        ServerOptions options = load(Map.of()).options();

        assertThat(options.limits()).isEqualTo(RateLimits.DEFAULT);
        assertThat(options.lockTimeout()).isEqualTo(ServerOptions.DEFAULT_LOCK_TIMEOUT);
        assertThat(options.keyRetention()).isEqualTo(ServerOptions.DEFAULT_KEY_RETENTION);
        assertThat(options.holdLease()).isEqualTo(ServerOptions.DEFAULT_HOLD_LEASE).isEqualTo(Duration.ofMinutes(15));
        assertThat(options.databaseWaits()).isEqualTo(DatabaseWaits.DEFAULT);
    }

    @Test
    void aSocketTimeoutOutsideItsRangeIsRefusedByName() {
        for (String value : new String[] {"0s", "500ms", "11m", "forever"}) {
            assertThatThrownBy(() -> load(Map.of(), "--set", "db.socket.timeout=" + value))
                    .isInstanceOf(ConfigException.class)
                    .hasMessageContaining("db.socket.timeout = \"" + value + "\"")
                    .hasMessageContaining("a duration from 1s to 10m");
        }
    }

    @Test
    void webhooksMapOntoTheRelaysEndpoints() {
        ServerOptions options = load(Map.of("REDEEMDESK_EVENTS_WEBHOOK_SECRET", "current-secret-0001"),
                "--set", "events.webhook.url=https://erp.example/hooks",
                "--set", "events.webhook.secret.previous=previous-secret-0001",
                "--set", "events.webhook.loyalty.url=http://127.0.0.1:9000/in",
                "--set", "events.webhook.loyalty.secret=loyalty-secret-0001",
                "--set", "events.retry.max=10m", "--set", "events.dead.after=24h").options();

        assertThat(options.events().endpoints()).extracting(WebhookEndpoint::name, e -> e.url().toString(),
                WebhookEndpoint::secrets).containsExactly(
                tuple("default", "https://erp.example/hooks", List.of("current-secret-0001", "previous-secret-0001")),
                tuple("loyalty", "http://127.0.0.1:9000/in", List.of("loyalty-secret-0001")));
        assertThat(options.events().endpoints().toString()).doesNotContain("secret-0001");
        assertThat(options.events().retryMax()).isEqualTo(Duration.ofMinutes(10));
        assertThat(options.events().deadAfter()).isEqualTo(Duration.ofHours(24));
        assertThat(options.events().retryBase()).isEqualTo(EventSettings.DEFAULT_RETRY_BASE);
        assertThat(load(Map.of()).options().events().endpoints()).isEmpty();
    }

    @Test
    void aBadFlagIsNamedWithTheFlag() {
        assertThatThrownBy(() -> load(Map.of(), "--db", "jdbc:mysql://x/y"))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("db.url = \"jdbc:mysql://x/y\" (from command-line option --db) is not allowed;"
                        + " allowed: jdbc:sqlite:<file> or jdbc:postgresql://host[:port]/database");
    }

    @Test
    void claimsAreOffWithoutASecretAndAShortSecretIsRefusedWithoutBeingShown() {
        assertThat(load(Map.of()).claims().enabled()).isFalse();
        assertThat(load(Map.of()).claims().ratePerSecond()).isEqualTo(ClaimSettings.DEFAULT_RATE);

        String secret = "0123456789abcdef0123456789abcdef";
        ClaimSettings claims = load(Map.of("REDEEMDESK_CLAIMS_CUSTOMER_SECRET", secret, "REDEEMDESK_CLAIMS_RATE", "50",
                "REDEEMDESK_CLAIMS_BURST", "20", "REDEEMDESK_CLAIMS_CONCURRENCY", "7")).claims();
        assertThat(claims.customerSecret()).isEqualTo(secret);
        assertThat(claims.ratePerSecond()).isEqualTo(50);
        assertThat(claims.burst()).isEqualTo(20);
        assertThat(claims.concurrency()).isEqualTo(7);
        assertThat(load(Map.of()).claims().concurrency()).isEqualTo(ClaimSettings.DEFAULT_CONCURRENCY);
        assertThat(claims.toString()).doesNotContain(secret);

        assertThatThrownBy(() -> load(Map.of("REDEEMDESK_CLAIMS_CUSTOMER_SECRET", "short-secret")).claims())
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("claims.customer.secret = (value hidden)")
                .hasMessageNotContaining("short-secret");
    }
}
