package io.redeemdesk.cli;

import io.redeemdesk.config.ConfigLayers;
import io.redeemdesk.config.ConfigValue;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Entry point of {@code redeemdesk.jar}: with no command it opens the cashier application (in demo mode when
 * no server is configured), otherwise it runs the named command. A bad flag prints usage and exits 2.
 */
@Command(name = "redeemdesk", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Voucher redemption for cashiers, and the central redemption service.",
        subcommands = {ServerCommand.class, BenchCommand.class, LogCommand.class, SetManagerPinCommand.class,
                EnrollCommand.class, DecodeCommand.class})
public final class Main implements Callable<Integer> {

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

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        List<ConfigValue> flags = new ArrayList<>(ConfigLayers.sets(sets));
        flags.addAll(ConfigLayers.flag("data.dir", "--data-dir", dataDir == null ? null : dataDir.toAbsolutePath()));
        flags.addAll(ConfigLayers.flag("server.url", "--server-url", serverUrl));
        return new CashierLauncher(config, flags).run();
    }
}
