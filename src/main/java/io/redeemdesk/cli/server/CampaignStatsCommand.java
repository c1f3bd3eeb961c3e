package io.redeemdesk.cli.server;

import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.CampaignStats;
import picocli.CommandLine.Command;

import java.util.Optional;

/** {@code server campaign-stats}: a campaign's counts (never customer ids). */
@Command(name = "campaign-stats", mixinStandardHelpOptions = true,
        description = "Show a campaign's stock, remaining, issued (claimed + printed), redeemed and distinct "
                + "customers.")
final class CampaignStatsCommand extends CampaignByIdCommand {
    @Override
    int run(CampaignAdmin admin) throws Exception {
        Optional<CampaignStats> found = admin.stats(id);
        if (found.isEmpty()) {
            System.err.println("no campaign '" + id + "': see 'server create-campaign'");
            return 1;
        }
        CampaignStats s = found.get();
        System.out.println("campaign " + s.id() + " (" + s.status() + ", template " + s.templateId() + ", "
                + s.perCustomer() + " per customer" + (s.startsAt() == null ? "" : ", starts " + s.startsAt())
                + (s.endsAt() == null ? "" : ", ends " + s.endsAt()) + ")");
        System.out.println("stock:     " + s.stock());
        System.out.println("remaining: " + s.remaining());
        System.out.println("issued:    " + s.issued() + " (claimed " + s.claimed() + ", printed " + s.printed() + ")");
        System.out.println("redeemed:  " + s.redeemed());
        System.out.println("customers: " + s.customers());
        return 0;
    }
}
