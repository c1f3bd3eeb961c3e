package io.redeemdesk.bench.claims;

import io.redeemdesk.bench.raw.RawWorkers;
import io.redeemdesk.server.campaign.CampaignStock;
import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;
import io.redeemdesk.server.events.EventIds;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import static io.redeemdesk.bench.raw.RawWorkers.execute;

/**
 * The ceiling: a claim's statements in one plain JDBC transaction each (idempotency insert, campaign read, claim
 * insert, voucher insert, transition insert, stock decrement of one stock slot (the service's
 * {@link CampaignStock#takeOne}), event insert, record completion: the service's order), from
 * {@code threads} threads each with its own connection (the service's settings), on a campaign of its own in the
 * same database, with no HTTP, no JSON, no HMAC. A SQLite transaction that finds the database busy past its
 * timeout is retried on a new connection, as any plain JDBC program would.
 */
final class RawClaimBaseline {
    private final String jdbcUrl;
    private final String campaignId;
    private final String templateId;
    private final CampaignStock stock;
    private final EventIds eventIds;

    RawClaimBaseline(String jdbcUrl, String campaignId, String templateId, Dialect dialect, EventIds eventIds) {
        this.jdbcUrl = jdbcUrl;
        this.campaignId = campaignId;
        this.templateId = templateId;
        this.stock = new CampaignStock(dialect);
        this.eventIds = eventIds;
    }

    /** Runs one claim transaction per task (each customer's hash is its index); transactions per second. */
    double run(int threads, List<ClaimTask> tasks) throws Exception {
        AtomicInteger next = new AtomicInteger();
        double seconds = RawWorkers.seconds(threads, "raw-claims", "the raw JDBC claim baseline", t -> {
            Connection c = ServerDatabase.connect(jdbcUrl);
            for (int i = next.getAndIncrement(); i < tasks.size(); i = next.getAndIncrement()) {
                while (!claim(c, tasks.get(i))) {
                    c.close();
                    c = ServerDatabase.connect(jdbcUrl);
                }
            }
            c.close();
        });
        return tasks.size() / seconds;
    }

    private boolean claim(Connection c, ClaimTask task) throws SQLException {
        long now = System.currentTimeMillis();
        String hash = "raw-" + task.customer();
        String code = "RAW" + UUID.randomUUID().toString().replace("-", "").substring(0, 20).toUpperCase();
        try {
            c.setAutoCommit(false);
            execute(c, "INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, state, created_at, "
                    + "expires_at) VALUES ('channel:raw', ?, 'raw', 'PROCESSING', ?, ?) ON CONFLICT DO NOTHING",
                    task.key(), now, now + 86_400_000L);
            boolean claimed = false;
            if (remaining(c) > 0 && execute(c, "INSERT INTO campaign_claims (campaign_id, customer_hash, n, code, "
                    + "channel, request_id, claimed_at) VALUES (?, ?, 1, ?, 'raw', ?, ?) "
                    + "ON CONFLICT (campaign_id, customer_hash, n) DO NOTHING", campaignId, hash, code, task.key(),
                    now) == 1) {
                execute(c, "INSERT INTO vouchers (code, template_id, status, created_at, campaign_id) "
                        + "VALUES (?, ?, 'UNUSED', ?, ?)", code, templateId, now, campaignId);
                execute(c, "INSERT INTO voucher_transitions (code, from_status, to_status, request_id, actor, at, "
                        + "detail) VALUES (?, 'UNUSED', 'UNUSED', ?, 'channel:raw', ?, 'raw')", code, task.key(), now);
                if (stock.takeOne(c, campaignId)) {
                    execute(c, "INSERT INTO outbound_events (id, code, request_id, kind, payload, created_at) "
                            + "VALUES (?, ?, ?, 'voucher.claimed', ?, ?)", eventIds.next(), code, task.key(),
                            "{\"campaignId\":\"" + campaignId + "\",\"channel\":\"raw\"}", now);
                    claimed = true;
                } else {
                    execute(c, "DELETE FROM voucher_transitions WHERE code = ?", code);
                    execute(c, "DELETE FROM vouchers WHERE code = ?", code);
                    execute(c, "DELETE FROM campaign_claims WHERE campaign_id = ? AND customer_hash = ? AND n = 1",
                            campaignId, hash);
                }
            }
            execute(c, "UPDATE idempotency_records SET state = ?, response_status = ?, response_body = ? "
                    + "WHERE terminal_id = 'channel:raw' AND request_id = ? AND state = 'PROCESSING'",
                    claimed ? "SUCCEEDED" : "FAILED", claimed ? 201 : 409, "{}", task.key());
            c.commit();
            c.setAutoCommit(true);
            return true;
        } catch (SQLException e) {
            if (!RawWorkers.busy(e)) {
                throw e;
            }
            return false;
        }
    }

    private long remaining(Connection c) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT COALESCE(SUM(remaining), 0) FROM campaign_stock "
                + "WHERE campaign_id = ?")) {
            select.setString(1, campaignId);
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
