package io.redeemdesk.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * Entry point of {@code redeemdesk.jar}: with no command it opens the cashier application (in demo mode when
 * no server is configured), otherwise it runs the named command. A bad flag prints usage and exits 2.
 */
@Command(name = "redeemdesk", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Voucher redemption for cashiers, and the central redemption service.",
        subcommands = {ServerCommand.class, BenchCommand.class})
public final class Main implements Callable<Integer> {

    @Option(names = "--data-dir", paramLabel = "DIR", description = "where the outbox and local state live")
    Path dataDir;

    @Option(names = "--config", paramLabel = "FILE", description = "a redeemdesk.properties file to read")
    Path config;

    @Option(names = "--server-url", paramLabel = "URL",
            description = "the redemption service; without one the app runs a demo service in-process")
    String serverUrl;

    public static void main(String[] args) {
        System.exit(new CommandLine(new Main()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        return new CashierLauncher(dataDir, config, serverUrl).run();
    }
}
