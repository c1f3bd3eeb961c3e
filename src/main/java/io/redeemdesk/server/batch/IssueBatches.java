package io.redeemdesk.server.batch;

import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.sheet.SheetVoucher;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The batches of issued vouchers ({@code issue_batches}, {@code batch_vouchers}): recorded in the transaction that
 * inserts the vouchers, read back by {@code server export --batch ID}. A batch id reads like
 * {@code 20261201-k7q2mx}: the UTC day it was issued and six random characters an operator can read out.
 */
public final class IssueBatches {
    /** What made the batch. */
    public enum Kind { ISSUE, IMPORT, CAMPAIGN_SHEET }

    /** One batch: its vouchers in the order its files list them, and how many of them are no longer UNUSED. */
    public record Batch(String id, Kind kind, String templateId, String campaignId, List<SheetVoucher> vouchers,
                        int noLongerUnused) {
    }

    /**
     * A batch as a line of a list: what made it, of which template (and campaign, or null), how many, who, when.
     */
    public record Summary(String id, Kind kind, String templateId, String campaignId, long size, String actor,
                          long createdAt) {
    }

    /** The columns {@link #summary} reads, in its order. */
    static final String SUMMARY_COLUMNS = "id, kind, template_id, campaign_id, size, actor, created_at";

    private static final String ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyyMMdd").withZone(ZoneOffset.UTC);

    private IssueBatches() {
    }

    /** A new batch id for a batch issued at {@code nowMillis}. */
    public static String newId(SecureRandom random, long nowMillis) {
        StringBuilder id = new StringBuilder(DAY.format(Instant.ofEpochMilli(nowMillis))).append('-');
        for (int i = 0; i < 6; i++) {
            id.append(ID_ALPHABET.charAt(random.nextInt(ID_ALPHABET.length())));
        }
        return id.toString();
    }

    /** Records the batch and its codes, in this order, on {@code c} (the transaction inserting the vouchers). */
    public static void record(Connection c, String id, Kind kind, String templateId, String campaignId,
                              List<String> codes, String actor, long now) throws SQLException {
        try (PreparedStatement batch = c.prepareStatement("INSERT INTO issue_batches (id, kind, template_id, "
                + "campaign_id, size, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            batch.setString(1, id);
            batch.setString(2, kind.name());
            batch.setString(3, templateId);
            batch.setString(4, campaignId);
            batch.setLong(5, codes.size());
            batch.setString(6, actor);
            batch.setLong(7, now);
            batch.executeUpdate();
        }
        try (PreparedStatement member = c.prepareStatement(
                "INSERT INTO batch_vouchers (batch_id, n, code) VALUES (?, ?, ?)")) {
            for (int i = 0; i < codes.size(); i++) {
                member.setString(1, id);
                member.setInt(2, i + 1);
                member.setString(3, codes.get(i));
                member.addBatch();
            }
            member.executeBatch();
        }
    }

    /** The batch with this id, its vouchers as they are now (name, value and expiry from the database). */
    public static Optional<Batch> find(ServerDatabase database, String id) throws SQLException {
        return database.read(c -> {
            Kind kind;
            String templateId;
            String campaignId;
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT kind, template_id, campaign_id FROM issue_batches WHERE id = ?")) {
                select.setString(1, id);
                try (ResultSet rs = select.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.<Batch>empty();
                    }
                    kind = Kind.valueOf(rs.getString(1));
                    templateId = rs.getString(2);
                    campaignId = rs.getString(3);
                }
            }
            List<SheetVoucher> vouchers = new ArrayList<>();
            int noLongerUnused = 0;
            try (PreparedStatement select = c.prepareStatement("SELECT v.code, t.name, t.value_cents, t.currency, "
                    + "v.expires_at, v.status FROM batch_vouchers b JOIN vouchers v ON v.code = b.code "
                    + "JOIN voucher_templates t ON t.id = v.template_id WHERE b.batch_id = ? ORDER BY b.n")) {
                select.setString(1, id);
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        long expires = rs.getLong(5);
                        Long expiresAt = rs.wasNull() ? null : expires;
                        vouchers.add(new SheetVoucher(rs.getString(1), rs.getString(2), rs.getLong(3),
                                rs.getString(4), expiresAt));
                        noLongerUnused += "UNUSED".equals(rs.getString(6)) ? 0 : 1;
                    }
                }
            }
            return Optional.of(new Batch(id, kind, templateId, campaignId, vouchers, noLongerUnused));
        });
    }

    /** The {@code limit} latest batches, newest first. */
    public static List<Summary> latest(ServerDatabase database, int limit) throws SQLException {
        return database.read(c -> {
            List<Summary> latest = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement("SELECT " + SUMMARY_COLUMNS
                    + " FROM issue_batches ORDER BY created_at DESC, id LIMIT ?")) {
                select.setInt(1, limit);
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        latest.add(summary(rs));
                    }
                }
            }
            return latest;
        });
    }

    /** The summary on the current row of a select of {@link #SUMMARY_COLUMNS}. */
    static Summary summary(ResultSet rs) throws SQLException {
        return new Summary(rs.getString(1), Kind.valueOf(rs.getString(2)), rs.getString(3), rs.getString(4),
                rs.getLong(5), rs.getString(6), rs.getLong(7));
    }
}
