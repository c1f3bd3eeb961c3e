package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.auth.AdminTokens;
import io.redeemdesk.server.db.DuplicateKey;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code server create-admin-token}: a token for the {@code /v1/admin} endpoints, printed once. */
@Command(name = "create-admin-token", mixinStandardHelpOptions = true,
        description = "Create an admin token for the /v1/admin endpoints and print it once.")
final class CreateAdminTokenCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--name", required = true, description = "who or what holds the token (shown in the audit log)")
    String name;

    @Override
    public Integer call() throws Exception {
        String refusal = FieldRules.name("--name", name);
        if (refusal != null) {
            throw new OperatorError(Exits.DATA, refusal);
        }
        String token;
        try (ServerDatabase database = db.open()) {
            token = new AdminTokens(database, new SecureRandom(), Clock.systemUTC()).create(name);
        } catch (SQLException e) {
            if (DuplicateKey.is(e)) {
                throw new OperatorError(Exits.DATA, "an admin token named '" + name + "' exists already: choose "
                        + "another --name", e);
            }
            throw e;
        }
        System.out.println("admin token '" + name + "' created (shown once):");
        System.out.println(token);
        return 0;
    }
}
