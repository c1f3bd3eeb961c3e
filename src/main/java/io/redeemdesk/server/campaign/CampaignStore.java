package io.redeemdesk.server.campaign;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * SQL for {@code campaigns} and {@code campaign_transitions}; a campaign's remaining stock is read as the sum of
 * its {@link CampaignStock} slots.
 */
public final class CampaignStore {

    /** Inserts the campaign row; its stock rows are {@link CampaignStock#create written} beside it. */
    public void insert(Connection c, Campaign campaign, long now) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO campaigns (id, template_id, stock, "
                + "per_customer, starts_at, ends_at, status, ended_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setString(1, campaign.id());
            insert.setString(2, campaign.templateId());
            insert.setLong(3, campaign.stock());
            insert.setInt(4, campaign.perCustomer());
            insert.setObject(5, campaign.startsAt());
            insert.setObject(6, campaign.endsAt());
            insert.setString(7, campaign.status().name());
            insert.setObject(8, campaign.endedAt());
            insert.setLong(9, now);
            insert.executeUpdate();
        }
    }

    public Optional<Campaign> find(Connection c, String id) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT k.id, k.template_id, k.stock, "
                + CampaignStock.REMAINING_OF_K + ", k.per_customer, k.starts_at, k.ends_at, k.status, k.ended_at "
                + "FROM campaigns k WHERE k.id = ?")) {
            select.setString(1, id);
            try (ResultSet rs = select.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                long starts = rs.getLong(6);
                Long startsAt = rs.wasNull() ? null : starts;
                long ends = rs.getLong(7);
                Long endsAt = rs.wasNull() ? null : ends;
                long ended = rs.getLong(9);
                Long endedAt = rs.wasNull() ? null : ended;
                return Optional.of(new Campaign(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4),
                        rs.getInt(5), startsAt, endsAt, CampaignStatus.valueOf(rs.getString(8)), endedAt));
            }
        }
    }

    /** Moves the campaign from {@code from} to {@code to} and logs it; false when it was not in {@code from}. */
    public boolean move(Connection c, String id, CampaignStatus from, CampaignStatus to, String actor, long now)
            throws SQLException {
        if (!from.canMoveTo(to)) {
            throw new IllegalStateException("illegal campaign transition " + from + " -> " + to);
        }
        try (PreparedStatement update = c.prepareStatement(
                "UPDATE campaigns SET status = ?, ended_at = ? WHERE id = ? AND status = ?")) {
            update.setString(1, to.name());
            update.setObject(2, to == CampaignStatus.ENDED ? now : null);
            update.setString(3, id);
            update.setString(4, from.name());
            if (update.executeUpdate() != 1) {
                return false;
            }
        }
        try (PreparedStatement log = c.prepareStatement("INSERT INTO campaign_transitions "
                + "(campaign_id, from_status, to_status, actor, at) VALUES (?, ?, ?, ?, ?)")) {
            log.setString(1, id);
            log.setString(2, from.name());
            log.setString(3, to.name());
            log.setString(4, actor);
            log.setLong(5, now);
            log.executeUpdate();
        }
        return true;
    }
}
