package io.redeemdesk.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Every rule's message names the key, the value, where it came from and what is allowed. */
class ConfigValidationTest {
    private static final ConfigSource ENV = new ConfigSource(ConfigSource.Layer.ENVIRONMENT, "X");

    private static ConfigException problem(KeyCatalogue catalogue, String key, String raw) {
        return catchThrowableOfType(ConfigException.class, () -> new ConfigResolver(catalogue)
                .resolve(List.of(List.of(new ConfigValue(key, raw, ENV)))));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
            "server.url | ftp://vouchers.example | empty (demo mode), an https:// URL, or http:// to localhost/127.0.0.1 only",
            "server.url | http://vouchers.example | empty (demo mode), an https:// URL, or http:// to localhost/127.0.0.1 only",
            "api.pins | sha256/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA= | empty, or at least two comma-separated pins sha256/<44 base64 characters> (one is the backup)",
            "store.id | shop 1 | 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit",
            "terminal.id | -till | 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit",
            "request.deadline | 100ms | a duration from 500ms to 30s, written as a number and a unit (ms, s, m, h, d) like 2s",
            "offline.policy | always | one of refuse, accept",
            "till.mode | basket | one of instant, sale",
            "sale.order-number | maybe | one of optional, required, off",
            "pass.repeat.window | 500ms | a duration from 1s to 10m, written as a number and a unit (ms, s, m, h, d) like 2s",
            "pass.repeat.window | 1h | a duration from 1s to 10m, written as a number and a unit (ms, s, m, h, d) like 2s",
            "offline.max.count | -1 | a whole number from 0 to 10000",
            "offline.max.value.cents | 12.50 | a whole number from 0 to 100000000",
            "offline.max.age | 4d | a duration from 1m to 72h, written as a number and a unit (ms, s, m, h, d) like 2s",
            "retry.base | fast | a duration from 100ms to 5m, written as a number and a unit (ms, s, m, h, d) like 2s",
            "retry.cap | 6h | a duration from 1s to 5h, written as a number and a unit (ms, s, m, h, d) like 2s",
            "scanner.max.key.gap | 1s | a duration from 5ms to 200ms, written as a number and a unit (ms, s, m, h, d) like 2s",
            "scanner.min.length | 0 | a whole number from 1 to 64",
            "scanner.prefix | 12345678901234567 | text of at most 16 characters, no control characters",
            "camera.enabled | yes | true or false",
            "camera.device | 99 | a whole number from 0 to 15",
            "scan.formats | QR_CODE,EAN_99 | a comma-separated list of QR_CODE, CODE_128, CODE_39, DATA_MATRIX, PDF_417, AZTEC",
            "ui.locale | english! | a language tag like en, de or fr-CH",
            "ui.theme | pink | one of light, dark, high-contrast",
            "ui.window | tiny | one of maximized, fullscreen, normal",
            "data.dir | relative/dir | an absolute path, like /var/lib/redeemdesk or C:\\RedeemDesk",
            "log.dir | logs | an absolute path, like /var/lib/redeemdesk or C:\\RedeemDesk",
            "log.level | LOUD | one of ERROR, WARN, INFO, DEBUG, TRACE"})
    void cashierKeyMessages(String key, String raw, String allowed) {
        assertThat(problem(CashierKeys.CATALOGUE, key, raw).problems()).containsExactly(
                key + " = \"" + raw + "\" (from environment variable X) is not allowed; allowed: " + allowed);
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
            "service.port | 70000 | a whole number from 0 to 65535",
            "db.url | jdbc:mysql://db/x | jdbc:sqlite:<file> or jdbc:postgresql://host[:port]/database",
            "db.pool.size | 0 | a whole number from 1 to 200",
            "sweeper.locked.threshold | 1s | a duration from 10s to 1h, written as a number and a unit (ms, s, m, h, d) like 2s",
            "idempotency.key.retention | 12h | a duration from 24h to 30d, written as a number and a unit (ms, s, m, h, d) like 2s",
            "sweeper.interval | 0s | a duration from 1s to 10m, written as a number and a unit (ms, s, m, h, d) like 2s",
            "holds.lease | 5s | a duration from 10s to 24h, written as a number and a unit (ms, s, m, h, d) like 2s",
            "holds.lease | 2d | a duration from 10s to 24h, written as a number and a unit (ms, s, m, h, d) like 2s",
            "ratelimit.terminal.requests.per.second | many | a number from 0.01 to 10000",
            "ratelimit.terminal.burst | 0 | a whole number from 1 to 100000",
            "ratelimit.terminal.unknown.codes.per.minute | 0 | a number from 0.01 to 100000",
            "ratelimit.terminal.unknown.codes.burst | -5 | a whole number from 1 to 100000",
            "ratelimit.enrollments.per.minute | 0 | a number from 0.01 to 100000",
            "ratelimit.enrollments.burst | 0 | a whole number from 1 to 100000",
            "claims.concurrency | 0 | a whole number from 1 to 10000",
            "claims.concurrency | 十 | a whole number from 1 to 10000",
            "events.webhook.url | http://erp.example/hooks | empty (no webhook), an https:// URL, or http:// to localhost/127.0.0.1 only",
            "events.webhook.loyalty.url | ftp://loyalty.example | empty (no webhook), an https:// URL, or http:// to localhost/127.0.0.1 only",
            "events.webhook.timeout | 0s | a duration from 1s to 1m, written as a number and a unit (ms, s, m, h, d) like 2s",
            "events.retry.base | 5ms | a duration from 10ms to 1m, written as a number and a unit (ms, s, m, h, d) like 2s",
            "events.retry.max | 500ms | a duration from 1s to 24h, written as a number and a unit (ms, s, m, h, d) like 2s",
            "events.retry.max | 25h | a duration from 1s to 24h, written as a number and a unit (ms, s, m, h, d) like 2s",
            "events.dead.after | 31d | a duration from 10s to 30d, written as a number and a unit (ms, s, m, h, d) like 2s",
            "events.dead.after | 9s | a duration from 10s to 30d, written as a number and a unit (ms, s, m, h, d) like 2s"})
    void serverKeyMessages(String key, String raw, String allowed) {
        assertThat(problem(ServerKeys.CATALOGUE, key, raw).problems()).containsExactly(
                key + " = \"" + raw + "\" (from environment variable X) is not allowed; allowed: " + allowed);
    }

    @Test
    void aTokenValueIsNeverRepeated() {
        assertThat(problem(CashierKeys.CATALOGUE, "api.token", "secret-but-wrong").getMessage())
                .doesNotContain("secret-but-wrong")
                .contains("api.token = (value hidden) (from environment variable X) is not allowed");
    }

    @Test
    void aWebhookSecretIsNeverRepeated() {
        for (String key : List.of("events.webhook.secret", "events.webhook.secret.previous",
                "events.webhook.erp.secret", "events.webhook.erp.secret.previous")) {
            assertThat(problem(ServerKeys.CATALOGUE, key, "短 secret").getMessage())
                    .doesNotContain("短 secret")
                    .contains(key + " = (value hidden) (from environment variable X) is not allowed; allowed: 16 to"
                            + " 256 characters without spaces or control characters");
        }
    }

    @Test
    void everyWebhookNeedsItsSecretAndEverySecretItsWebhook() {
        String secret = "s3cr3t-s3cr3t-s3cr3t";
        assertThat(problem(ServerKeys.CATALOGUE, "events.webhook.url", "https://erp.example/hooks").problems())
                .containsExactly("events.webhook.url is set but events.webhook.secret is not: every webhook needs a"
                        + " secret to sign its events with (16 to 256 characters without spaces)");
        ConfigException orphan = problem(ServerKeys.CATALOGUE, "events.webhook.erp.secret", secret);
        assertThat(orphan.problems()).containsExactly("events.webhook.erp.secret is set but events.webhook.erp.url is"
                + " not: set the receiver's URL too, or remove the secret");
        assertThat(orphan.getMessage()).doesNotContain(secret);
        assertThat(problem(ServerKeys.CATALOGUE, "events.webhook.default.url", "https://x.example").problems())
                .containsExactly("events.webhook.default.* is not allowed: the name 'default' belongs to"
                        + " events.webhook.url; pick another name for this endpoint");
        assertThat(problem(ServerKeys.CATALOGUE, "events.webhook.ERP.url", "https://x.example").problems())
                .containsExactly("unknown key events.webhook.ERP.url (from environment variable X); allowed: the"
                        + " keys documented in config/server.properties");
    }

    @Test
    void namedWebhooksComeFromVariablesToo() {
        Map<String, String> env = Map.of("REDEEMDESK_EVENTS_WEBHOOK_LOYALTY2_URL", "https://loyalty.example/in",
                "REDEEMDESK_EVENTS_WEBHOOK_LOYALTY2_SECRET", "0123456789abcdef",
                "REDEEMDESK_EVENTS_WEBHOOK_LOYALTY2_SECRET_PREVIOUS", "fedcba9876543210");
        ResolvedConfig config = new ConfigResolver(ServerKeys.CATALOGUE).resolve(List.of(
                ConfigLayers.environment(env, ServerKeys.CATALOGUE)));
        assertThat(config.named(ServerKeys.NAMED_WEBHOOK_URL)).containsExactly(
                Map.entry("loyalty2", "https://loyalty.example/in"));
        assertThat(config.get(ServerKeys.NAMED_WEBHOOK_SECRET, "loyalty2")).isEqualTo("0123456789abcdef");
        assertThat(config.get(ServerKeys.NAMED_WEBHOOK_PREVIOUS_SECRET, "loyalty2")).isEqualTo("fedcba9876543210");
    }

    @Test
    void unknownKeysAreNamedWithTheirSource() {
        assertThat(problem(CashierKeys.CATALOGUE, "retry.bse", "2s").problems()).containsExactly(
                "unknown key retry.bse (from environment variable X); allowed: the keys documented in"
                        + " config/redeemdesk.properties");
    }

    @Test
    void allProblemsAreReportedTogetherInOneMessage() {
        ConfigSource file = new ConfigSource(ConfigSource.Layer.USER_FILE, "/home/a/redeemdesk.properties");
        assertThatThrownBy(() -> new ConfigResolver(CashierKeys.CATALOGUE).resolve(List.of(List.of(
                new ConfigValue("log.level", "LOUD", file), new ConfigValue("camera.device", "x", file)))))
                .hasMessage("The configuration is not valid; RedeemDesk did not start:\n"
                        + "  - log.level = \"LOUD\" (from user file /home/a/redeemdesk.properties) is not allowed;"
                        + " allowed: one of ERROR, WARN, INFO, DEBUG, TRACE\n"
                        + "  - camera.device = \"x\" (from user file /home/a/redeemdesk.properties) is not allowed;"
                        + " allowed: a whole number from 0 to 15");
    }

    @Test
    void retryBaseMayNotExceedTheCap() {
        ConfigSource flag = new ConfigSource(ConfigSource.Layer.COMMAND_LINE, "--set retry.base");
        assertThat(catchThrowableOfType(ConfigException.class, () -> new ConfigResolver(CashierKeys.CATALOGUE)
                .resolve(List.of(List.of(new ConfigValue("retry.base", "2m", flag))))).problems()).containsExactly(
                "retry.base = \"2m\" (from command-line option --set retry.base) is not allowed; allowed: a duration"
                        + " no longer than retry.cap = 60s (from built-in default)");
    }

    @Test
    void aServerUrlNeedsAnEnrolledToken() {
        assertThat(problem(CashierKeys.CATALOGUE, "server.url", "https://vouchers.example").problems())
                .containsExactly("server.url = \"https://vouchers.example\" (from environment variable X) needs a"
                        + " terminal token, and api.token is not set; allowed: enroll this till first with"
                        + " 'redeemdesk enroll --server URL --code CODE', or leave server.url empty for demo mode");
    }

    @Test
    void aTokenInTheInstalledFileIsRefused() {
        ConfigSource installed = new ConfigSource(ConfigSource.Layer.INSTALLED_FILE, "/opt/c.properties");
        String token = "rdt_" + "A".repeat(43);
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> new ConfigResolver(
                CashierKeys.CATALOGUE).resolve(List.of(List.of(new ConfigValue("api.token", token, installed)))));
        assertThat(e.problems()).containsExactly("api.token is set in the installed file /opt/c.properties (value"
                + " hidden); allowed: only in the user file, written by 'redeemdesk enroll' with owner-only"
                + " permissions; remove the line");
        assertThat(e.getMessage()).doesNotContain(token);
    }

    @Test
    void goodValuesParse() {
        String pins = "sha256/" + "A".repeat(43) + "=, sha256/" + "B".repeat(43) + "=";
        ResolvedConfig config = new ConfigResolver(CashierKeys.CATALOGUE).resolve(List.of(List.of(
                new ConfigValue("api.pins", pins, ENV), new ConfigValue("ui.locale", "de-CH", ENV),
                new ConfigValue("server.url", "http://127.0.0.1:8080", ENV),
                new ConfigValue("api.token", "rdt_" + "x".repeat(43), ENV),
                new ConfigValue("scan.formats", "qr_code, AZTEC", ENV))));
        assertThat(config.get(CashierKeys.API_PINS)).hasSize(2);
        assertThat(config.get(CashierKeys.UI_LOCALE).getCountry()).isEqualTo("CH");
        assertThat(config.get(CashierKeys.SCAN_FORMATS)).containsExactly("QR_CODE", "AZTEC");
    }
}
