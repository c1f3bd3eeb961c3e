package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.ServerParts;
import io.redeemdesk.server.console.Role;
import io.redeemdesk.server.db.DuplicateKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.sql.SQLException;
import java.util.Arrays;
import java.util.concurrent.Callable;

/**
 * {@code server create-operator}: an operator of the console with a role and a password (typed twice without echo,
 * or one line on standard input with {@code --password-stdin}), stored only as its Argon2id hash.
 */
@Command(name = "create-operator", mixinStandardHelpOptions = true,
        description = "Create an operator who signs in to the console at /console.")
final class CreateOperatorCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--name", required = true, description = "the name the operator signs in with")
    String name;

    @Option(names = "--role", required = true, description = "admin, marketing, support or viewer")
    String role;

    @Option(names = "--password-stdin", description = "read the password from the first line of standard input")
    boolean passwordStdin;

    @Override
    public Integer call() throws Exception {
        String refusal = FieldRules.name("--name", name);
        if (refusal != null) {
            throw new OperatorError(Exits.DATA, refusal);
        }
        Role chosen = Role.parse(role).orElseThrow(() -> new OperatorError(Exits.USAGE, "--role '" + role
                + "' is not a role: give admin, marketing, support or viewer"));
        char[] password = passwordStdin ? OperatorPassword.fromStdin() : OperatorPassword.fromConsole();
        try {
            OperatorPassword.check(password);
            try (ServerParts server = db.open()) {
                server.operators().create(name, chosen.key(), server.passwordHasher().hash(password));
            } catch (SQLException e) {
                if (DuplicateKey.is(e)) {
                    throw new OperatorError(Exits.DATA, "an operator named '" + name + "' exists already: choose "
                            + "another --name", e);
                }
                throw e;
            }
        } finally {
            Arrays.fill(password, '\0');
        }
        System.out.println("operator '" + name + "' created with role " + chosen.key()
                + "; they sign in at /console");
        return 0;
    }
}
