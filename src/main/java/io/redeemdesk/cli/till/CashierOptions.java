package io.redeemdesk.cli.till;

import io.redeemdesk.config.ConfigLayers;
import io.redeemdesk.config.ConfigValue;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The cashier application's command-line options and what running it means, shared by the full command tree
 * ({@code cli.Main}) and the lean one that opens the window without reflecting over every other command
 * ({@code cli.CashierCommand}).
 */
public abstract class CashierOptions implements Callable<Integer> {

    @Option(names = "--data-dir", paramLabel = "DIR",
            description = "where the outbox, local state and (unless log.dir is set) logs live; overrides data.dir")
    Path dataDir;

    @Option(names = "--config", paramLabel = "FILE",
            description = "the user's redeemdesk.properties to read instead of the one in the OS config directory")
    Path config;

    @Option(names = "--server-url", paramLabel = "URL",
            description = "the redemption service; without one the app runs a demo service in-process")
    String serverUrl;

    @Option(names = "--set", paramLabel = "KEY=VALUE",
            description = "any key of config/redeemdesk.properties, highest precedence; repeatable")
    Map<String, String> sets = new LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        List<ConfigValue> flags = new ArrayList<>(ConfigLayers.sets(sets));
        flags.addAll(ConfigLayers.flag("data.dir", "--data-dir", dataDir == null ? null : dataDir.toAbsolutePath()));
        flags.addAll(ConfigLayers.flag("server.url", "--server-url", serverUrl));
        return new CashierLauncher(config, flags).run();
    }
}
