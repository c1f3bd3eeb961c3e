package io.redeemdesk.server.admin;

import io.redeemdesk.server.campaign.CampaignAudit;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The reconciliation job: finds vouchers whose state and ledger disagree, records stuck in processing and
 * vouchers LOCKED past the lock timeout, and campaigns whose stock, claims and vouchers disagree
 * ({@link CampaignAudit}). A clean database yields an empty report.
 */
public final class Reconciler {
    private final ServerDatabase database;
    private final Clock clock;
    private final Duration lockTimeout;

    public Reconciler(ServerDatabase database, Clock clock, Duration lockTimeout) {
        this.database = database;
        this.clock = clock;
        this.lockTimeout = lockTimeout;
    }

    /** Each list holds the voucher codes (or terminal/request_id of records) in that state. */
    public record Report(List<String> usedWithoutLedger, List<String> ledgerWithoutUsed,
                         List<String> ledgerRequestMismatch, List<String> stuckProcessing,
                         List<String> lockedPastTimeout, CampaignAudit.Findings campaigns) {
        public boolean clean() {
            return usedWithoutLedger.isEmpty() && ledgerWithoutUsed.isEmpty() && ledgerRequestMismatch.isEmpty()
                    && stuckProcessing.isEmpty() && lockedPastTimeout.isEmpty() && campaigns.clean();
        }
    }

    public Report run() throws SQLException {
        long cutoff = clock.millis() - lockTimeout.toMillis();
        return database.read(c -> new Report(
                codes(c, "SELECT v.code FROM vouchers v LEFT JOIN redemptions r ON r.code = v.code "
                        + "WHERE v.status = 'USED' AND r.code IS NULL ORDER BY v.code"),
                codes(c, "SELECT r.code FROM redemptions r JOIN vouchers v ON v.code = r.code "
                        + "WHERE v.status <> 'USED' ORDER BY r.code"),
                codes(c, "SELECT r.code FROM redemptions r JOIN vouchers v ON v.code = r.code "
                        + "WHERE v.status = 'USED' AND v.used_by_request <> r.request_id ORDER BY r.code"),
                codes(c, "SELECT terminal_id || '/' || request_id FROM idempotency_records "
                        + "WHERE state = 'PROCESSING' AND created_at < " + cutoff + " ORDER BY created_at"),
                codes(c, "SELECT code FROM vouchers WHERE status = 'LOCKED' AND locked_at < " + cutoff
                        + " ORDER BY locked_at"),
                new CampaignAudit().run(c)));
    }

    private static List<String> codes(Connection c, String sql) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
            List<String> found = new ArrayList<>();
            while (rs.next()) {
                found.add(rs.getString(1));
            }
            return found;
        }
    }
}
