package io.redeemdesk.cli.server;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code server disable-terminal}: a lost or stolen till's token stops working (403). */
@Command(name = "disable-terminal", mixinStandardHelpOptions = true,
        description = "Disable a terminal: its requests are answered 403 until it is enabled again.")
final class DisableTerminalCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "terminal id")
    String id;

    @Override
    public Integer call() throws Exception {
        return TerminalSwitch.set(db, id, false);
    }
}
