package io.redeemdesk.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Built-in defaults &lt; installed file &lt; user file &lt; REDEEMDESK_* variables &lt; command-line flags. */
class ConfigPrecedenceTest {
    @TempDir
    Path dir;

    private ResolvedConfig load(Map<String, String> env, List<ConfigValue> flags) {
        return new ConfigLoader(CashierKeys.CATALOGUE, env).load(dir.resolve("installed.properties"),
                dir.resolve("user.properties"), false, flags);
    }

    private void write(String file, String... lines) throws IOException {
        Files.write(dir.resolve(file), List.of(lines));
    }

    @Test
    void eachLayerOverridesTheOneBelow() throws IOException {
        write("installed.properties", "store.id = INSTALLED", "terminal.id = INSTALLED", "cashier.id = INSTALLED",
                "retry.base = 2s");
        write("user.properties", "terminal.id = USER", "cashier.id = USER");
        Map<String, String> env = Map.of("REDEEMDESK_CASHIER_ID", "ENV", "REDEEMDESK_RETRY_CAP", "90s");
        List<ConfigValue> flags = ConfigLayers.flag("retry.cap", "--retry-cap", "2m");

        ResolvedConfig config = load(env, flags);

        assertThat(config.get(CashierKeys.LOG_LEVEL)).isEqualTo("INFO");
        assertThat(config.sourceOf(CashierKeys.LOG_LEVEL)).isEqualTo(ConfigSource.BUILT_IN);
        assertThat(config.get(CashierKeys.STORE_ID)).isEqualTo("INSTALLED");
        assertThat(config.sourceOf(CashierKeys.STORE_ID).description())
                .isEqualTo("installed file " + dir.resolve("installed.properties"));
        assertThat(config.get(CashierKeys.TERMINAL_ID)).isEqualTo("USER");
        assertThat(config.get(CashierKeys.CASHIER_ID)).isEqualTo("ENV");
        assertThat(config.sourceOf(CashierKeys.CASHIER_ID).description())
                .isEqualTo("environment variable REDEEMDESK_CASHIER_ID");
        assertThat(config.get(CashierKeys.RETRY_BASE)).isEqualTo(Duration.ofSeconds(2));
        assertThat(config.get(CashierKeys.RETRY_CAP)).isEqualTo(Duration.ofMinutes(2));
        assertThat(config.sourceOf(CashierKeys.RETRY_CAP).layer()).isEqualTo(ConfigSource.Layer.COMMAND_LINE);
        assertThat(config.activeSources()).extracting(ConfigSource::description).containsExactly("built-in default",
                "installed file " + dir.resolve("installed.properties"), "user file " + dir.resolve("user.properties"),
                "environment variable REDEEMDESK_CASHIER_ID", "environment variable REDEEMDESK_RETRY_CAP",
                "command-line option --retry-cap");
    }

    @Test
    void missingFilesAreSkippedButAnExplicitConfigFileMustExist() {
        assertThat(load(Map.of(), List.of()).get(CashierKeys.STORE_ID)).isEqualTo("STORE-1");

        Path missing = dir.resolve("nope.properties");
        assertThatThrownBy(() -> new ConfigLoader(CashierKeys.CATALOGUE, Map.of()).load(
                dir.resolve("installed.properties"), missing, true, List.of()))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("the configuration file " + missing + " does not exist");
    }

    @Test
    void anEmptyValueUnsetsAnOptionalKeyFromALowerLayer() throws IOException {
        write("installed.properties", "data.dir = /srv/redeemdesk");
        write("user.properties", "data.dir =");

        assertThat(load(Map.of(), List.of()).get(CashierKeys.DATA_DIR)).isNull();
    }

    @Test
    void environmentVariablesAreNamedAfterTheKeys() {
        assertThat(CashierKeys.OFFLINE_MAX_VALUE_CENTS.envName()).isEqualTo("REDEEMDESK_OFFLINE_MAX_VALUE_CENTS");
        assertThat(ServerKeys.DB_POOL_SIZE.envName()).isEqualTo("REDEEMDESK_DB_POOL_SIZE");
    }

    @Test
    void everyKeyIsDocumentedInTheInstalledFile() throws IOException {
        for (KeyCatalogue catalogue : List.of(CashierKeys.CATALOGUE, ServerKeys.CATALOGUE)) {
            String documented = Files.readString(Path.of(catalogue.fileName()));
            for (ConfigKey<?> key : catalogue.keys()) {
                assertThat(documented).as(catalogue.fileName() + " documents " + key.name())
                        .containsPattern("(?m)^#?\\s*" + java.util.regex.Pattern.quote(key.name()) + "\\s*=");
            }
            ResolvedConfig installed = new ConfigResolver(catalogue).resolve(List.of(
                    ConfigLayers.file(Path.of(catalogue.fileName()), ConfigSource.Layer.INSTALLED_FILE, true)));
            assertThat(installed).isNotNull();
        }
    }
}
