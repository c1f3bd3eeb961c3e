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
 * The reconciliation job: finds vouchers whose state and ledger disagree, passes whose uses do not add up,
 * records stuck in processing, vouchers LOCKED past the lock timeout or by no one (no OPEN sale, no request in
 * flight), captured sales still holding a voucher, and campaigns whose stock, claims and vouchers disagree
 * ({@link CampaignAudit}), vouchers whose expiry is not their template's {@code valid_until}, and replacements
 * whose vouchers are missing. A clean database yields an empty report.
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

    /**
     * Each list holds the voucher codes (or terminal/request_id of records) in that state.
     *
     * @param usesStatusMismatch no uses left but not USED, or USED with uses left
     * @param usesMismatch       {@code uses_total} is not {@code uses_left} plus the uses in the ledger
     * @param lockedWithoutOwner LOCKED with neither an OPEN sale holding it nor a request processing it
     * @param capturedStillHeld  held by a sale that is already CAPTURED
     * @param expiryNotAsTemplate the voucher's {@code expires_at} is not its template's {@code valid_until}
     * @param replacementWithoutVoucher a replacement whose used or new voucher is missing: {@code OLD -> NEW}
     */
    public record Report(List<String> usedWithoutLedger, List<String> usesStatusMismatch,
                         List<String> ledgerRequestMismatch, List<String> stuckProcessing,
                         List<String> lockedPastTimeout, List<String> usesMismatch, List<String> lockedWithoutOwner,
                         List<String> capturedStillHeld, CampaignAudit.Findings campaigns,
                         List<String> expiryNotAsTemplate, List<String> replacementWithoutVoucher) {
        public boolean clean() {
            return usedWithoutLedger.isEmpty() && usesStatusMismatch.isEmpty() && ledgerRequestMismatch.isEmpty()
                    && stuckProcessing.isEmpty() && lockedPastTimeout.isEmpty() && usesMismatch.isEmpty()
                    && lockedWithoutOwner.isEmpty() && capturedStillHeld.isEmpty() && campaigns.clean()
                    && expiryNotAsTemplate.isEmpty() && replacementWithoutVoucher.isEmpty();
        }
    }

    public Report run() throws SQLException {
        long cutoff = clock.millis() - lockTimeout.toMillis();
        return database.read(c -> new Report(
                codes(c, "SELECT v.code FROM vouchers v WHERE v.status = 'USED' "
                        + "AND NOT EXISTS (SELECT 1 FROM redemptions r WHERE r.code = v.code) ORDER BY v.code"),
                codes(c, "SELECT code FROM vouchers WHERE (uses_left = 0 AND status <> 'USED') "
                        + "OR (status = 'USED' AND uses_left > 0) ORDER BY code"),
                codes(c, "SELECT r.code FROM redemptions r JOIN vouchers v ON v.code = r.code "
                        + "WHERE v.status = 'USED' AND r.use_no = v.uses_total AND v.used_by_request <> r.request_id "
                        + "ORDER BY r.code"),
                codes(c, "SELECT terminal_id || '/' || request_id FROM idempotency_records "
                        + "WHERE state = 'PROCESSING' AND created_at < " + cutoff + " ORDER BY created_at"),
                codes(c, "SELECT code FROM vouchers WHERE status = 'LOCKED' AND held_by_sale IS NULL AND locked_at < "
                        + cutoff + " ORDER BY locked_at"),
                codes(c, "SELECT v.code FROM vouchers v WHERE v.uses_left < 0 OR v.uses_total <> v.uses_left "
                        + "+ (SELECT COUNT(*) FROM redemptions r WHERE r.code = v.code) ORDER BY v.code"),
                codes(c, "SELECT v.code FROM vouchers v LEFT JOIN sales s ON s.sale_id = v.held_by_sale "
                        + "WHERE v.status = 'LOCKED' AND ((v.held_by_sale IS NOT NULL AND (s.state IS NULL "
                        + "OR s.state <> 'OPEN')) OR (v.held_by_sale IS NULL AND NOT EXISTS (SELECT 1 FROM "
                        + "idempotency_records i WHERE i.request_id = v.locked_by AND i.state = 'PROCESSING'))) "
                        + "ORDER BY v.code"),
                codes(c, "SELECT v.code FROM vouchers v JOIN sales s ON s.sale_id = v.held_by_sale "
                        + "WHERE s.state = 'CAPTURED' ORDER BY v.code"),
                new CampaignAudit().run(c),
                codes(c, "SELECT v.code FROM vouchers v JOIN voucher_templates t ON t.id = v.template_id "
                        + "WHERE (v.expires_at IS NULL AND t.valid_until IS NOT NULL) "
                        + "OR (v.expires_at IS NOT NULL AND t.valid_until IS NULL) "
                        + "OR v.expires_at <> t.valid_until ORDER BY v.code"),
                codes(c, "SELECT r.replacing_code || ' -> ' || r.new_code FROM voucher_replacements r "
                        + "WHERE NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.code = r.new_code) "
                        + "OR NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.code = r.replacing_code) "
                        + "ORDER BY r.replacing_code, r.use_no")));
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
