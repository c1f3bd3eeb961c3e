package io.redeemdesk.cli;

import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code server activate-campaign}: DRAFT → ACTIVE; claims are taken from then on (within starts/ends). */
@Command(name = "activate-campaign", mixinStandardHelpOptions = true,
        description = "Open a DRAFT campaign for claims (within its --starts/--ends window).")
final class ActivateCampaignCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "campaign id")
    String id;

    @Override
    public Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            return CampaignMove.report(id, "activated",
                    new CampaignAdmin(database, Clock.systemUTC()).activate(id, "cli"));
        }
    }
}
