package io.redeemdesk.bench.console;

import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bench's fill is a database the service itself could have written: as many redemptions as vouchers, every
 * use in the ledger and the transitions, batches and campaigns adding up, and reconcile finding nothing but the
 * vouchers the plan leaves stuck LOCKED on purpose (what the overview's "locked past the timeout" shows).
 */
class ConsoleFillTest {
    @TempDir
    Path dir;

    @Test
    void theFillIsConsistentWithTheModel() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("console.db");
        FillPlan plan = new FillPlan(200_000, System.currentTimeMillis());
        List<String> lines = new ArrayList<>();
        ConsoleFill.Filled filled = new ConsoleFill(lines::add).fill(url, plan);

        assertThat(filled.vouchers()).isEqualTo(200_000);
        assertThat(filled.redemptions()).isBetween(199_900L, 200_100L);
        lines.forEach(System.out::println);
        try (ServerDatabase database = ServerDatabase.open(url, 2)) {
            assertThat(count(database, "SELECT COUNT(*) FROM redemptions")).isEqualTo(filled.redemptions());
            assertThat(count(database, "SELECT COUNT(*) FROM vouchers WHERE status = 'USED'")
                    + 2 * count(database, "SELECT COUNT(*) FROM vouchers WHERE uses_total = 3"))
                    .isEqualTo(filled.redemptions());
            assertThat(count(database, "SELECT COUNT(DISTINCT store_id) FROM redemptions"))
                    .isEqualTo(FillPlan.STORES.size());
            assertThat(count(database, "SELECT SUM(redeemed) FROM redemption_days")).as("the day roll-up")
                    .isEqualTo(filled.redemptions());
            assertThat(count(database, "SELECT SUM(redeemed) FROM redemption_hours")).as("the hour roll-up")
                    .isEqualTo(filled.redemptions());
            assertThat(count(database, "SELECT COUNT(*) FROM redemptions WHERE redeemed_at < "
                    + (plan.now() - 7 * FillPlan.DAY))).isZero();
            assertThat(count(database, "SELECT SUM(size) FROM issue_batches")
                    + count(database, "SELECT COUNT(*) FROM campaign_claims")).isEqualTo(200_000);
            assertThat(count(database, "SELECT COUNT(*) FROM sales WHERE state = 'OPEN'")).isPositive();
            Reconciler.Report report = new Reconciler(database, Clock.systemUTC(),
                    ServerOptions.DEFAULT_LOCK_TIMEOUT).run();
            List<String> stuck = codes(database, "SELECT code FROM vouchers WHERE status = 'LOCKED' "
                    + "AND held_by_sale IS NULL ORDER BY locked_at");
            assertThat(stuck).isNotEmpty();
            assertThat(report.lockedPastTimeout()).containsExactlyInAnyOrderElementsOf(stuck);
            assertThat(report.lockedWithoutOwner()).containsExactlyInAnyOrderElementsOf(stuck);
            assertThat(report.usedWithoutLedger()).isEmpty();
            assertThat(report.usesMismatch()).isEmpty();
            assertThat(report.usesStatusMismatch()).isEmpty();
            assertThat(report.ledgerRequestMismatch()).isEmpty();
            assertThat(report.campaigns().clean()).as(report.campaigns().toString()).isTrue();
        }
        assertThat(lines).anyMatch(l -> l.contains("200,000 vouchers and " + String.format("%,d", filled.redemptions())));
    }

    private static long count(ServerDatabase database, String sql) throws SQLException {
        return database.read(c -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    private static List<String> codes(ServerDatabase database, String sql) throws SQLException {
        return database.read((Connection c) -> {
            List<String> codes = new ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                while (rs.next()) {
                    codes.add(rs.getString(1));
                }
            }
            return codes;
        });
    }
}
