package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.db.DuplicateKey;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code server create-terminal}: registers a till and prints its token, the only time it is shown. */
@Command(name = "create-terminal", mixinStandardHelpOptions = true,
        description = "Create a terminal and print its API token once (only its hash is stored).")
final class CreateTerminalCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "terminal id, e.g. TILL-3: as the till's terminal.id")
    String id;

    @Option(names = "--store", required = true, description = "the store the terminal belongs to")
    String store;

    @Override
    public Integer call() throws Exception {
        for (String refusal : new String[] {FieldRules.id("--id", id), FieldRules.id("--store", store)}) {
            if (refusal != null) {
                throw new OperatorError(Exits.DATA, refusal);
            }
        }
        String token;
        try (ServerDatabase database = db.open()) {
            token = new TerminalRegistry(database, new SecureRandom(), Clock.systemUTC()).create(id, store);
        } catch (SQLException e) {
            if (DuplicateKey.is(e)) {
                throw new OperatorError(Exits.DATA, "a terminal with the id '" + id + "' exists already: choose "
                        + "another --id, or give that till a new token with 'server enrollment-code'", e);
            }
            throw e;
        }
        System.out.println("terminal " + id + " of store " + store + " created; its token (shown once):");
        System.out.println(token);
        return 0;
    }
}
