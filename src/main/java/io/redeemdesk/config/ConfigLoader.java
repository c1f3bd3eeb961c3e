package io.redeemdesk.config;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Gathers the layers of one program's configuration in precedence order: the installed {@code config/} file
 * next to {@code redeemdesk.jar}, the user's file in the OS configuration directory (or the one named by
 * {@code --config}), the {@code REDEEMDESK_*} environment variables and the command-line flags.
 */
public final class ConfigLoader {
    private final KeyCatalogue catalogue;
    private final Map<String, String> env;

    public ConfigLoader(KeyCatalogue catalogue, Map<String, String> env) {
        this.catalogue = catalogue;
        this.env = env;
    }

    /**
     * @param installedFile the installed file (skipped when missing)
     * @param userFile      the user's file (skipped when missing unless {@code explicit})
     * @param explicit      true when the user named the file with {@code --config}: it must exist
     * @param flags         command-line values, highest precedence
     */
    public ResolvedConfig load(Path installedFile, Path userFile, boolean explicit, List<ConfigValue> flags) {
        List<List<ConfigValue>> layers = new ArrayList<>();
        layers.add(ConfigLayers.file(installedFile, ConfigSource.Layer.INSTALLED_FILE, false));
        layers.add(ConfigLayers.file(userFile, ConfigSource.Layer.USER_FILE, explicit));
        layers.add(ConfigLayers.environment(env, catalogue));
        layers.add(flags);
        return new ConfigResolver(catalogue).resolve(layers);
    }

    /**
     * The installed {@code config/} folder: next to {@code redeemdesk.jar} in an app image ({@code lib/app},
     * {@code app}, {@code Contents/app}) and in {@code target/} after a build.
     */
    public static Path installedConfigDir() {
        try {
            Path code = Path.of(ConfigLoader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return code.toAbsolutePath().getParent().resolve("config");
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return Path.of("config").toAbsolutePath();
        }
    }
}
