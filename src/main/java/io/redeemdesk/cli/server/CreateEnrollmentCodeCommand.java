package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.auth.EnrollmentCodes;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Callable;

/** {@code server enrollment-code}: a one-time code a till exchanges for its terminal token with {@code enroll}. */
@Command(name = "enrollment-code", mixinStandardHelpOptions = true,
        description = "Create a one-time enrollment code for a terminal (new, or replacing its token) and print it.")
final class CreateEnrollmentCodeCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--terminal", required = true, description = "terminal id, e.g. TILL-3")
    String terminal;

    @Option(names = "--store", required = true, description = "the store the terminal belongs to")
    String store;

    @Option(names = "--ttl", converter = DurationConverter.class,
            description = "how long the code stays valid (default: 24h)")
    Duration ttl = EnrollmentCodes.DEFAULT_TTL;

    @Override
    public Integer call() throws Exception {
        for (String refusal : new String[] {FieldRules.id("--terminal", terminal), FieldRules.id("--store", store)}) {
            if (refusal != null) {
                throw new OperatorError(Exits.DATA, refusal);
            }
        }
        try (ServerDatabase database = db.open()) {
            String code = new EnrollmentCodes(database, new SecureRandom(), Clock.systemUTC())
                    .create(terminal, store, ttl);
            System.out.println("enrollment code for terminal " + terminal + " of store " + store + " (valid "
                    + ttl + ", works once):");
            System.out.println(code);
            System.out.println("on the till: redeemdesk enroll --server https://<this service> --code " + code);
            return 0;
        }
    }
}
