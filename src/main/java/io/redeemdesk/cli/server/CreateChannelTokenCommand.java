package io.redeemdesk.cli.server;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.cli.common.OperatorError;
import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code server create-channel-token}: a token a web shop or app claims campaign vouchers with, printed once. */
@Command(name = "create-channel-token", mixinStandardHelpOptions = true,
        description = "Create a channel token (web shop, app) for POST /v1/campaigns/{id}/claims and print it once.")
final class CreateChannelTokenCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--name", required = true, description = "the channel, e.g. shop or app (1-64 letters, digits, "
            + "'.', '_', '-')")
    String name;

    @Override
    public Integer call() throws Exception {
        String refusal = FieldRules.id("--name", name);
        if (refusal != null) {
            throw new OperatorError(Exits.DATA, refusal);
        }
        try (ServerDatabase database = db.open()) {
            ChannelTokens channels = new ChannelTokens(database, new SecureRandom(), Clock.systemUTC());
            if (channels.exists(name)) {
                throw new OperatorError(Exits.DATA, "channel '" + name + "' has (or had, revoked) a token already: "
                        + "choose another --name");
            }
            String token = channels.create(name);
            System.out.println("channel token '" + name + "' created (shown once):");
            System.out.println(token);
            return 0;
        }
    }
}
