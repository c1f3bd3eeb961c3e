package io.redeemdesk.cli.server;

import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code server revoke-channel-token}: a leaked shop or app token stops working (401), for good. */
@Command(name = "revoke-channel-token", mixinStandardHelpOptions = true,
        description = "Revoke a channel's token: its claims are answered 401 (on every node within "
                + ChannelTokens.CACHE_TTL_MILLIS / 1000 + " s). Claimed vouchers stay valid; the name stays taken.")
final class RevokeChannelTokenCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--name", required = true, description = "the channel, as given to create-channel-token")
    String name;

    @Override
    public Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            if (!new ChannelTokens(database, new SecureRandom(), Clock.systemUTC()).revoke(name)) {
                System.err.println("no channel named '" + name + "' has a working token; "
                        + "see the names given to create-channel-token");
                return 1;
            }
            System.out.println("channel token '" + name + "' revoked");
            return 0;
        }
    }
}
