package io.redeemdesk.cli.server;

import io.redeemdesk.server.campaign.CampaignAdmin;
import picocli.CommandLine.Command;

/** {@code server end-campaign}: DRAFT or ACTIVE → ENDED, for good; claimed vouchers stay redeemable. */
@Command(name = "end-campaign", mixinStandardHelpOptions = true,
        description = "End a campaign for good: no more claims; vouchers already claimed stay redeemable.")
final class EndCampaignCommand extends CampaignByIdCommand {
    @Override
    int run(CampaignAdmin admin) throws Exception {
        return CampaignMove.report(id, "ended", admin.end(id, "cli"));
    }
}
