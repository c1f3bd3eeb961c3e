package io.redeemdesk.cli.server;

import io.redeemdesk.server.campaign.CampaignAdmin;
import picocli.CommandLine.Command;

/** {@code server activate-campaign}: DRAFT → ACTIVE; claims are taken from then on (within starts/ends). */
@Command(name = "activate-campaign", mixinStandardHelpOptions = true,
        description = "Open a DRAFT campaign for claims (within its --starts/--ends window).")
final class ActivateCampaignCommand extends CampaignByIdCommand {
    @Override
    int run(CampaignAdmin admin) throws Exception {
        return CampaignMove.report(id, "activated", admin.activate(id, "cli"));
    }
}
