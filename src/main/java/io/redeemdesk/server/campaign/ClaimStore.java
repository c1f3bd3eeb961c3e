package io.redeemdesk.server.campaign;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * SQL for {@code campaign_claims}. A customer's claims of one campaign are numbered 1..per-customer, and the
 * primary key (campaign, customer hash, number) lets each number in once: the limit holds across every node and
 * channel because the database refuses the claim that finds no free number.
 */
public final class ClaimStore {

    /** One claim to record. */
    public record Claim(String campaignId, String customerHash, String code, String channel, String requestId,
                        long at) {
    }

    /**
     * Inserts the claim under the lowest free number up to {@code limit}; returns that number, or 0 when the
     * customer already holds {@code limit} claims. On PostgreSQL an insert that meets a concurrent, uncommitted
     * claim of the same number waits for it and then counts it, so two claims at once cannot share a number.
     */
    public int insertWithinLimit(Connection c, Claim claim, int limit) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO campaign_claims (campaign_id, "
                + "customer_hash, n, code, channel, request_id, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
                + "ON CONFLICT (campaign_id, customer_hash, n) DO NOTHING")) {
            insert.setString(1, claim.campaignId());
            insert.setString(2, claim.customerHash());
            insert.setString(4, claim.code());
            insert.setString(5, claim.channel());
            insert.setString(6, claim.requestId());
            insert.setLong(7, claim.at());
            for (int n = 1; n <= limit; n++) {
                insert.setInt(3, n);
                if (insert.executeUpdate() == 1) {
                    return n;
                }
            }
            return 0;
        }
    }

    /** Takes back a claim inserted earlier in the same transaction (the stock ran out after all). */
    public void delete(Connection c, String campaignId, String customerHash, int n) throws SQLException {
        try (PreparedStatement delete = c.prepareStatement(
                "DELETE FROM campaign_claims WHERE campaign_id = ? AND customer_hash = ? AND n = ?")) {
            delete.setString(1, campaignId);
            delete.setString(2, customerHash);
            delete.setInt(3, n);
            delete.executeUpdate();
        }
    }
}
