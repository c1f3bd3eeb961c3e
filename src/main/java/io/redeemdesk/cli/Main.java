package io.redeemdesk.cli;

import io.redeemdesk.bench.cli.AppLaunch;
import io.redeemdesk.bench.cli.BenchCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

import java.util.List;
import java.util.OptionalInt;

/**
 * Entry point of {@code redeemdesk.jar}: with no command it opens the cashier application (in demo mode when
 * no server is configured), otherwise it runs the named command. Errors end in one plain sentence and an exit
 * status of {@link Exits} ({@link PlainErrors}); {@code --debug} adds the stack trace. The options of the cashier
 * app are those of {@link CashierOptions}. Everything printed is UTF-8. Every command and subcommand inherits
 * {@code -V}/{@code --version} ({@link VersionProvider}).
 */
@Command(name = "redeemdesk", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        scope = ScopeType.INHERIT,
        description = "Voucher redemption for cashiers, and the central redemption service.",
        subcommands = {ServerCommand.class, BenchCommand.class, LogCommand.class, SetManagerPinCommand.class,
                EnrollCommand.class, DecodeCommand.class})
public final class Main extends CashierOptions implements AppLaunch {
    @Option(names = PlainErrors.DEBUG, scope = ScopeType.INHERIT,
            description = "on an error, also print its stack trace (for a report)")
    boolean debug;

    /** The full command tree as a shell runs it: UTF-8 writers, plain errors. */
    @Override
    public List<String> launcherJavaOptions() {
        return LauncherJavaOptions.forThisJar();
    }

    static CommandLine commandLine() {
        return PlainErrors.install(Utf8Console.writers(new CommandLine(new Main())));
    }

    public static void main(String[] args) {
        if (CashierCommand.opensTheWindow(args)) {
            OptionalInt withUserArchive = CachedArchiveStart.runWithUserArchive(args);
            if (withUserArchive.isPresent()) {
                System.exit(withUserArchive.getAsInt());
            }
        }
        Utf8Console.install();
        System.exit(Utf8Console.writers(CashierCommand.forArguments(args)).execute(args));
    }
}
