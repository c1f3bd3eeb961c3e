package io.redeemdesk.cli.server;

import io.redeemdesk.server.campaign.CampaignAdmin;

/** Prints the outcome of {@code activate-campaign} or {@code end-campaign} and gives its exit status. */
final class CampaignMove {
    private CampaignMove() {
    }

    static int report(String id, String verb, CampaignAdmin.Move move) {
        if (move.status().isEmpty()) {
            System.err.println("no campaign '" + id + "': see 'server create-campaign'");
            return 1;
        }
        if (!move.moved()) {
            System.err.println("campaign " + id + " is " + move.status().get() + "; it cannot be " + verb
                    + " (DRAFT -> ACTIVE -> ENDED, one way)");
            return 1;
        }
        System.out.println("campaign " + id + " is now " + move.status().get());
        return 0;
    }
}
