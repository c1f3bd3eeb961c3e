package io.redeemdesk.cli;

import io.redeemdesk.cli.till.CashierOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code redeemdesk} with only the cashier app's options. Building the full tree of some 40 commands by
 * reflection costs a cold start a few hundred milliseconds before the window can open, so when no argument
 * names a command or asks for help or the version, the launcher parses with this one; any argument it does not
 * accept is handed to the full tree, which gives the usual message and usage.
 */
@Command(name = "redeemdesk")
final class CashierCommand extends CashierOptions {

    /** The command line for these arguments: this lean one when it can only mean the cashier app. */
    static CommandLine forArguments(String[] args) {
        if (!opensTheWindow(args)) {
            return Main.commandLine();
        }
        CommandLine lean = new CommandLine(new CashierCommand());
        lean.setParameterExceptionHandler((problem, arguments) ->
                Main.commandLine().execute(arguments));
        return lean;
    }

    static boolean opensTheWindow(String[] args) {
        Set<String> commandWords = Stream.concat(Stream.of("-h", "--help", "-V", "--version"),
                Arrays.stream(Main.class.getAnnotation(Command.class).subcommands())
                        .map(c -> c.getAnnotation(Command.class))
                        .flatMap(c -> Stream.concat(Stream.of(c.name()), Arrays.stream(c.aliases()))))
                .collect(Collectors.toSet());
        return Arrays.stream(args).noneMatch(commandWords::contains);
    }
}
