package io.redeemdesk.server.campaign;

import io.redeemdesk.server.redeem.NewVouchers;
import io.redeemdesk.server.redeem.TransitionLog;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes a voucher issued from a campaign's stock: the UNUSED voucher row carrying its campaign, and its first
 * row in {@code voucher_transitions} (UNUSED → UNUSED, "issued", with who issued it and the request), so the
 * transition log of a campaign voucher starts at its birth. Template terms are read once per node: templates
 * never change after they are created.
 */
public final class CampaignVouchers {
    private final Map<String, VoucherTerms> templates = new ConcurrentHashMap<>();
    private final NewVouchers newVouchers = new NewVouchers();
    private final TransitionLog transitions = new TransitionLog();

    /** The template's terms, read on {@code c} the first time. */
    public VoucherTerms template(Connection c, String templateId) throws SQLException {
        VoucherTerms known = templates.get(templateId);
        if (known != null) {
            return known;
        }
        try (PreparedStatement select = c.prepareStatement(
                "SELECT name, value_cents, currency, valid_until, uses FROM voucher_templates WHERE id = ?")) {
            select.setString(1, templateId);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    throw new IllegalStateException("voucher template " + templateId + " does not exist");
                }
                long until = rs.getLong(4);
                Long validUntil = rs.wasNull() ? null : until;
                known = new VoucherTerms(templateId, rs.getString(1), rs.getLong(2), rs.getString(3), validUntil,
                        rs.getInt(5));
            }
        }
        templates.put(templateId, known);
        return known;
    }

    /** Inserts the voucher and its "issued" transition row. */
    public void issue(Connection c, String code, VoucherTerms template, String campaignId, String actor,
                      String requestId, long now) throws SQLException {
        newVouchers.fromCampaign(c, new NewVouchers.Terms(template.templateId(), template.validUntil(),
                template.uses()), code, campaignId, now);
        transitions.issued(c, code, requestId, actor, now, "issued from campaign " + campaignId);
    }

    /** Takes back a voucher {@link #issue issued} earlier in the same transaction (the stock ran out after all). */
    public void withdraw(Connection c, String code) throws SQLException {
        for (String sql : new String[] {"DELETE FROM voucher_transitions WHERE code = ?",
                "DELETE FROM vouchers WHERE code = ?"}) {
            try (PreparedStatement delete = c.prepareStatement(sql)) {
                delete.setString(1, code);
                delete.executeUpdate();
            }
        }
    }
}
