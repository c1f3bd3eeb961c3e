package io.redeemdesk.cli.till;

import io.redeemdesk.client.config.CashierConfiguration;
import io.redeemdesk.config.AppDirectories;
import io.redeemdesk.config.ConfigLoader;

import java.nio.file.Path;
import java.util.List;

/**
 * Resolves the till's data directory for a command the way the app does: the command's own {@code --data-dir},
 * else the global one, else {@code data.dir} from the configuration layers, else the OS default.
 */
final class DataDirs {
    private DataDirs() {
    }

    static Path resolve(Path own, CashierOptions main) {
        if (own != null) {
            return own;
        }
        if (main != null && main.dataDir != null) {
            return main.dataDir;
        }
        return CashierConfiguration.load(ConfigLoader.installedConfigDir(), main == null ? null : main.config,
                System.getenv(), List.of(), AppDirectories.current()).dataDir();
    }
}
