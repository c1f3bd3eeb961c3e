package io.redeemdesk.server.campaign;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.batch.IssueBatches;
import io.redeemdesk.server.db.ServerDatabase;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Takes vouchers from a campaign's stock for hand-out on paper ({@code server campaign-sheet}) in two steps, so
 * nothing leaves the stock that the operator does not get: {@link #prepare} reads the campaign (refusing an
 * unknown or ENDED one, or one with too little stock) and makes the codes, which the caller writes to its files;
 * then {@link #print} takes N from the campaign's stock slots and issues exactly those codes in one transaction,
 * each voucher with a sheet record instead of a claim record (so stock = remaining + issued still holds and
 * reconcile can tell printed from claimed), the whole as one batch.
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

    /** The codes to print and their terms with a new batch id, or why none can be ({@code refusal} not null). */
    public record Printed(String refusal, VoucherTerms terms, String batchId, List<String> codes) {
    }

    /** Reads the campaign and makes {@code count} codes for it; nothing is written. */
    public Printed prepare(String campaignId, int count) throws SQLException {
        return database.read(c -> {
            Optional<String> refusal = refusal(c, campaignId, count);
            if (refusal.isPresent()) {
                return refused(refusal.get());
            }
            VoucherTerms terms = vouchers.template(c, campaigns.find(c, campaignId).orElseThrow().templateId());
            List<String> codes = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                codes.add(VoucherCode.generate(random));
            }
            return new Printed(null, terms, IssueBatches.newId(random, clock.millis()), codes);
        });
    }

    /**
     * Takes the prepared codes from the stock and issues them, all in one transaction; a refusal (the campaign
     * ended or its stock ran short since {@link #prepare}) takes nothing.
     */
    public Printed print(String campaignId, Printed prepared, String actor) throws SQLException {
        List<String> codes = prepared.codes();
        return database.inTransaction(c -> {
            Optional<String> refusal = refusal(c, campaignId, codes.size());
            if (refusal.isPresent()) {
                return refused(refusal.get());
            }
            if (!stock.take(c, campaignId, codes.size())) {
                return refused(shortOf(campaigns.find(c, campaignId).orElseThrow(), codes.size()));
            }
            long now = clock.millis();
            try (PreparedStatement sheet = c.prepareStatement(
                    "INSERT INTO campaign_sheet_vouchers (code, campaign_id, issued_at) VALUES (?, ?, ?)")) {
                for (String code : codes) {
                    vouchers.issue(c, code, prepared.terms(), campaignId, actor, null, now);
                    sheet.setString(1, code);
                    sheet.setString(2, campaignId);
                    sheet.setLong(3, now);
                    sheet.executeUpdate();
                }
            }
            IssueBatches.record(c, prepared.batchId(), IssueBatches.Kind.CAMPAIGN_SHEET,
                    prepared.terms().templateId(), campaignId, codes, actor, now);
            return prepared;
        });
    }

    private Optional<String> refusal(Connection c, String campaignId, int count) throws SQLException {
        Optional<Campaign> found = campaigns.find(c, campaignId);
        if (found.isEmpty()) {
            return Optional.of("no campaign '" + campaignId + "': create it with 'server create-campaign'");
        }
        Campaign campaign = found.get();
        if (campaign.status() == CampaignStatus.ENDED) {
            return Optional.of("campaign " + campaignId + " has ended; its stock is no longer handed out");
        }
        if (campaign.remaining() < count) {
            return Optional.of(shortOf(campaign, count));
        }
        return Optional.empty();
    }

    private static String shortOf(Campaign campaign, int count) {
        return "campaign " + campaign.id() + " has " + campaign.remaining() + " vouchers left, fewer than " + count;
    }

    private static Printed refused(String why) {
        return new Printed(why, null, null, List.of());
    }
}
