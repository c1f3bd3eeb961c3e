package io.redeemdesk.cli;

import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.db.ServerDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.time.Clock;
import java.util.concurrent.Callable;

/** {@code server end-campaign}: DRAFT or ACTIVE → ENDED, for good; claimed vouchers stay redeemable. */
@Command(name = "end-campaign", mixinStandardHelpOptions = true,
        description = "End a campaign for good: no more claims; vouchers already claimed stay redeemable.")
final class EndCampaignCommand implements Callable<Integer> {
    @Mixin
    ServerDb db;

    @Option(names = "--id", required = true, description = "campaign id")
    String id;

    @Override
    public Integer call() throws Exception {
        try (ServerDatabase database = db.open()) {
            return CampaignMove.report(id, "ended", new CampaignAdmin(database, Clock.systemUTC()).end(id, "cli"));
        }
    }
}
