package io.redeemdesk.server.redeem;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The name, value and currency of each voucher template, read once per node: templates never change after they
 * are created, so a redemption needs no join to build its receipt.
 */
public final class TemplateTerms {
    /** What a receipt shows of a template. */
    public record Terms(String name, long valueCents, String currency) {
    }

    private final Map<String, Terms> known = new ConcurrentHashMap<>();

    /** The template's terms; a connection is taken from {@code database} only the first time. */
    public Terms of(ServerDatabase database, String templateId) throws SQLException {
        Terms terms = known.get(templateId);
        return terms != null ? terms : database.read(c -> of(c, templateId));
    }

    /** The template's terms, read on {@code c} (the caller's transaction) the first time. */
    public Terms of(Connection c, String templateId) throws SQLException {
        Terms terms = known.get(templateId);
        if (terms != null) {
            return terms;
        }
        try (PreparedStatement select = c.prepareStatement(
                "SELECT name, value_cents, currency FROM voucher_templates WHERE id = ?")) {
            select.setString(1, templateId);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    throw new IllegalStateException("voucher template " + templateId + " does not exist");
                }
                terms = new Terms(rs.getString(1), rs.getLong(2), rs.getString(3));
            }
        }
        known.put(templateId, terms);
        return terms;
    }
}
