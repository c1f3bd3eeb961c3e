package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The one writer of new rows in {@code vouchers}: issued or imported vouchers of a template (added to the
 * template's {@code total_issued}) and vouchers taken from a campaign's stock. Every new voucher is UNUSED with its
 * template's expiry and uses; each method runs on the caller's transaction.
 */
public final class NewVouchers {
    private static final String INSERT = "INSERT INTO vouchers (code, template_id, status, expires_at, created_at, "
            + "campaign_id, uses_total, uses_left) VALUES (?, ?, 'UNUSED', ?, ?, ?, ?, ?)";

    /**
     * What every new voucher of a template carries.
     *
     * @param validUntil epoch millis the vouchers expire at, or null for none
     * @param uses       how many times each voucher can be used
     */
    public record Terms(String templateId, Long validUntil, int uses) {
    }

    /** Inserts {@code codes} (new codes, none in the table) as one batch and counts them as issued. */
    public void issue(Connection c, Terms terms, Collection<String> codes, long now) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement(INSERT)) {
            for (String code : codes) {
                bind(insert, code, terms, null, now);
                insert.addBatch();
            }
            insert.executeBatch();
        }
        countIssued(c, terms, codes.size());
    }

    /**
     * Inserts the codes the table does not have yet, skipping the others, and counts the new ones as issued.
     * Returns the codes inserted, in the order given.
     */
    public List<String> importNew(Connection c, Terms terms, Collection<String> codes, long now)
            throws SQLException {
        List<String> inserted = new ArrayList<>();
        try (PreparedStatement insert = c.prepareStatement(INSERT + " ON CONFLICT DO NOTHING")) {
            for (String code : codes) {
                bind(insert, code, terms, null, now);
                if (insert.executeUpdate() == 1) {
                    inserted.add(code);
                }
            }
        }
        countIssued(c, terms, inserted.size());
        return inserted;
    }

    /** Inserts one voucher taken from campaign {@code campaignId}'s stock (the stock keeps that count). */
    public void fromCampaign(Connection c, Terms terms, String code, String campaignId, long now)
            throws SQLException {
        try (PreparedStatement insert = c.prepareStatement(INSERT)) {
            bind(insert, code, terms, campaignId, now);
            insert.executeUpdate();
        }
    }

    private static void bind(PreparedStatement insert, String code, Terms terms, String campaignId, long now)
            throws SQLException {
        insert.setString(1, code);
        insert.setString(2, terms.templateId());
        insert.setObject(3, terms.validUntil());
        insert.setLong(4, now);
        insert.setString(5, campaignId);
        insert.setInt(6, terms.uses());
        insert.setInt(7, terms.uses());
    }

    private static void countIssued(Connection c, Terms terms, int count) throws SQLException {
        try (PreparedStatement total = c.prepareStatement(
                "UPDATE voucher_templates SET total_issued = total_issued + ? WHERE id = ?")) {
            total.setLong(1, count);
            total.setString(2, terms.templateId());
            total.executeUpdate();
        }
    }
}
