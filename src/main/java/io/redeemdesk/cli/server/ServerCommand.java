package io.redeemdesk.cli.server;

import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.campaign.ClaimSettings;
import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.config.ConfigException;
import io.redeemdesk.config.ConfigLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code server}: runs one node of the central redemption service until it is stopped. */
@Command(name = "server", mixinStandardHelpOptions = true,
        description = "Run the central redemption service, or administer its database with a subcommand.",
        subcommands = {CreateTerminalCommand.class, DisableTerminalCommand.class, EnableTerminalCommand.class,
                CreateAdminTokenCommand.class, CreateTemplateCommand.class, IssueCommand.class, ImportCommand.class,
                ExportCommand.class,
                RevokeCommand.class, ReplaceCommand.class, HistoryCommand.class, ReconcileCommand.class,
                CreateEnrollmentCodeCommand.class, EventsCommand.class, CreateCampaignCommand.class,
                ActivateCampaignCommand.class, EndCampaignCommand.class, CampaignStatsCommand.class,
                CampaignSheetCommand.class, CreateChannelTokenCommand.class,
                RevokeChannelTokenCommand.class, MigrateCommand.class,
                CreateOperatorCommand.class})
public final class ServerCommand implements Callable<Integer> {
    @Option(names = "--port", description = "TCP port; 0 picks a free one and prints it (default: ${DEFAULT-VALUE})")
    int port = 8080;

    @Option(names = "--host", description = "address to bind (default: ${DEFAULT-VALUE})")
    String host = "127.0.0.1";

    @Option(names = "--db", paramLabel = "<jdbc url>",
            description = "database: jdbc:sqlite:<file> or jdbc:postgresql://… (default: ${DEFAULT-VALUE})")
    String jdbcUrl = ServerDb.DEFAULT_DB;

    @Option(names = "--lock-timeout", converter = DurationConverter.class,
            description = "how long a voucher may stay LOCKED before the sweeper resolves it (default: 2m)")
    Duration lockTimeout = ServerOptions.DEFAULT_LOCK_TIMEOUT;

    @Option(names = "--sweep-interval", converter = DurationConverter.class,
            description = "how often the sweeper runs (default: 30s)")
    Duration sweepInterval = ServerOptions.DEFAULT_SWEEP_INTERVAL;

    @Option(names = "--rate", description = "requests per second per terminal (default: ${DEFAULT-VALUE})")
    double rate = RateLimits.DEFAULT.requestsPerSecond();

    @Option(names = "--burst", description = "request burst per terminal (default: ${DEFAULT-VALUE})")
    int burst = RateLimits.DEFAULT.requestBurst();

    @Option(names = "--unknown-per-minute",
            description = "UNKNOWN_CODE lookups per minute per terminal (default: ${DEFAULT-VALUE})")
    double unknownPerMinute = RateLimits.DEFAULT.unknownPerMinute();

    @Option(names = "--unknown-burst", description = "UNKNOWN_CODE lookups in a burst (default: ${DEFAULT-VALUE})")
    int unknownBurst = RateLimits.DEFAULT.unknownBurst();

    @Option(names = "--seed-demo", paramLabel = "N",
            description = "issue N demo vouchers and a demo terminal; codes go to --demo-csv")
    int seedDemo;

    @Option(names = "--demo-csv", description = "where --seed-demo writes code,name,value (default: ${DEFAULT-VALUE})")
    Path demoCsv = Path.of("demo-vouchers.csv");

    @Option(names = "--config", paramLabel = "FILE",
            description = "a server.properties read over the installed config/server.properties")
    Path config;

    @Option(names = "--set", paramLabel = "KEY=VALUE",
            description = "any key of config/server.properties, highest precedence; repeatable")
    Map<String, String> sets = new LinkedHashMap<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        ServerOptions options;
        ClaimSettings claims;
        ServerConfiguration configuration;
        try {
            configuration = ServerConfiguration.load(ConfigLoader.installedConfigDir(), config,
                    System.getenv(), spec.commandLine().getParseResult(), sets);
            configuration.setUpLogging();
            options = configuration.options();
            claims = configuration.claims();
        } catch (ConfigException e) {
            System.err.println(e.getMessage());
            return Exits.CONFIG;
        }
        ListenAddress.check(options.host(), configuration.hostSource());
        DatabaseErrors.requireFolder(options.jdbcUrl());
        RedemptionServer server = ListenAddress.start(options, claims);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "server-shutdown"));
        if (seedDemo > 0) {
            DemoSeed.Result seeded = server.parts().demoSeed().seed(seedDemo, demoCsv);
            System.out.println("demo terminal " + DemoSeed.TERMINAL_ID + " token " + seeded.token());
            System.out.println("demo vouchers written to " + demoCsv.toAbsolutePath());
            System.out.println("Console: http://" + options.host() + ":" + server.port() + "/console");
            System.out.println("  (sign in as an operator made with: server create-operator --name NAME --role admin)");
        }
        System.out.println("RedeemDesk server listening on http://" + options.host() + ":" + server.port());
        System.out.flush();
        stopped.await();
        return 0;
    }
}
