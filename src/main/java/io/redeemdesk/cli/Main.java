package io.redeemdesk.cli;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.PlainErrors;
import io.redeemdesk.cli.common.Utf8Console;
import io.redeemdesk.cli.server.ServerCommand;
import io.redeemdesk.cli.till.CashierOptions;
import io.redeemdesk.cli.till.DecodeCommand;
import io.redeemdesk.cli.till.EnrollCommand;
import io.redeemdesk.cli.till.LogCommand;
import io.redeemdesk.cli.till.SetManagerPinCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

import java.util.OptionalInt;

/**
 * Entry point of {@code redeemdesk.jar}: with no command it opens the cashier application (in demo mode when
 * no server is configured), otherwise it runs the named command. Errors end in one plain sentence and an exit
 * status of {@link Exits} ({@link PlainErrors}); {@code --debug} adds the stack trace. The options of the cashier
 * app are those of {@link CashierOptions}. Everything printed is UTF-8. Every command and subcommand inherits
 * {@code -V}/{@code --version} ({@link VersionProvider}). The {@code bench} group is not compiled in: {@link BenchSlot}
 * finds it at run time in a checkout.
 */
@Command(name = "redeemdesk", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        scope = ScopeType.INHERIT,
        description = "Voucher redemption for cashiers, and the central redemption service.",
        subcommands = {ServerCommand.class, LogCommand.class, SetManagerPinCommand.class, EnrollCommand.class,
                DecodeCommand.class, BenchSlot.class})
public final class Main extends CashierOptions {
    @Option(names = PlainErrors.DEBUG, scope = ScopeType.INHERIT,
            description = "on an error, also print its stack trace (for a report)")
    boolean debug;

    /** The full command tree as a shell runs it: the benchmarks when present ({@link BenchSlot}), UTF-8 writers, plain errors. */
    static CommandLine commandLine() {
        return PlainErrors.install(Utf8Console.writers(BenchSlot.fill(new CommandLine(new Main()))));
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
