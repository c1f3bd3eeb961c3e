package io.redeemdesk.cli;

import io.redeemdesk.server.auth.AdminTokens;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
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
        try (ServerDatabase database = db.open()) {
            String token = new AdminTokens(database, new SecureRandom(), Clock.systemUTC()).create(name);
            System.out.println("admin token '" + name + "' created (shown once):");
            System.out.println(token);
            return 0;
        }
    }
}
