package io.redeemdesk.cli.server;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/** {@code server enable-terminal}: lets a disabled terminal redeem again. */
@Command(name = "enable-terminal", mixinStandardHelpOptions = true, description = "Enable a disabled terminal.")
final class EnableTerminalCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "terminal id")
    String id;

    @Override
    public Integer call() throws Exception {
        return TerminalSwitch.set(db, id, true);
    }
}
