package io.redeemdesk.cli;

import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code server create-terminal}: registers a till and prints its token, the only time it is shown. */
@Command(name = "create-terminal", mixinStandardHelpOptions = true,
        description = "Create a terminal and print its API token once (only its hash is stored).")
final class CreateTerminalCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "terminal id, e.g. TILL-3")
    String id;

    @Option(names = "--store", required = true, description = "the store the terminal belongs to")
    String store;

    @Override
    public Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            String token = new TerminalRegistry(database, new SecureRandom(), Clock.systemUTC()).create(id, store);
            System.out.println("terminal " + id + " of store " + store + " created; its token (shown once):");
            System.out.println(token);
            return 0;
        }
    }
}
