package io.redeemdesk.server.campaign;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Takes vouchers from a campaign's stock for hand-out on paper ({@code server campaign-sheet}): one transaction
 * takes N from the campaign's stock slots and issues N vouchers of the campaign, each with a sheet record instead of a
 * claim record, so stock = remaining + issued still holds and reconcile can tell printed from claimed.
 */
public final class CampaignSheets {
    private final ServerDatabase database;
    private final CampaignStore campaigns = new CampaignStore();
    private final CampaignVouchers vouchers = new CampaignVouchers();
    private final CampaignStock stock;
    private final SecureRandom random;
    private final Clock clock;

    public CampaignSheets(ServerDatabase database, SecureRandom random, Clock clock) {
        this.database = database;
        this.stock = new CampaignStock(database.dialect());
        this.random = random;
        this.clock = clock;
    }

    /** The codes printed and their terms, or why none were. */
    public record Printed(String refusal, VoucherTerms terms, List<String> codes) {
    }

    public Printed print(String campaignId, int count, String actor) throws SQLException {
        return database.inTransaction(c -> {
            Optional<Campaign> found = campaigns.find(c, campaignId);
            if (found.isEmpty()) {
                return refused("no campaign '" + campaignId + "': create it with 'server create-campaign'");
            }
            Campaign campaign = found.get();
            if (campaign.status() == CampaignStatus.ENDED) {
                return refused("campaign " + campaignId + " has ended; its stock is no longer handed out");
            }
            if (!stock.take(c, campaignId, count)) {
                return refused("campaign " + campaignId + " has " + campaign.remaining() + " vouchers left, fewer "
                        + "than " + count);
            }
            VoucherTerms template = vouchers.template(c, campaign.templateId());
            long now = clock.millis();
            List<String> printed = new ArrayList<>(count);
            try (PreparedStatement sheet = c.prepareStatement(
                    "INSERT INTO campaign_sheet_vouchers (code, campaign_id, issued_at) VALUES (?, ?, ?)")) {
                for (int i = 0; i < count; i++) {
                    String code = VoucherCode.generate(random);
                    vouchers.issue(c, code, template, campaignId, actor, null, now);
                    sheet.setString(1, code);
                    sheet.setString(2, campaignId);
                    sheet.setLong(3, now);
                    sheet.executeUpdate();
                    printed.add(code);
                }
            }
            return new Printed(null, template, printed);
        });
    }

    private static Printed refused(String why) {
        return new Printed(why, null, List.of());
    }
}
