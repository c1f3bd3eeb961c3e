package io.redeemdesk.cli.server;

import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Clock;
import java.util.concurrent.Callable;

/** What the server commands about one campaign share: the database options, {@code --id}, the open admin. */
abstract class CampaignByIdCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "campaign id")
    String id;

    @Override
    public final Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            return run(new CampaignAdmin(database, Clock.systemUTC()));
        }
    }

    /** Does the command's work on campaign {@link #id}; returns the exit code. */
    abstract int run(CampaignAdmin admin) throws Exception;
}
