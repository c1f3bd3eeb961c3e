package io.redeemdesk.server.db;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.admin.Reconciler;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Migration V5_1 on a database written by the faulty issuer (expires_at 0 for templates without valid_until):
 * those vouchers get "no expiry" back, the ones the sweeper had expired are UNUSED again with the repair in their
 * history, and reconcile reports a voucher whose expiry disagrees with its template.
 */
class NoExpiryRepairTest {

    @ParameterizedTest
    @EnumSource(Backend.class)
    void vouchersOfATemplateWithoutExpiryNeverExpireAgain(Backend backend) throws Exception {
        String url = backend.newDatabase();
        try (Connection c = ServerDatabase.connect(url)) {
            Flyway.configure().dataSource(url, null, null).locations(ServerDatabase.MIGRATIONS).target("4")
                    .placeholders(Map.of("migrated_at", "0")).load().migrate();
            try (Statement s = c.createStatement()) {
                s.executeUpdate("INSERT INTO voucher_templates (id, name, value_cents, currency, valid_until) "
                        + "VALUES ('forever', 'Forever', 1000, 'EUR', NULL), ('dated', 'Dated', 500, 'EUR', 0)");
                s.executeUpdate("INSERT INTO vouchers (code, template_id, status, expires_at, created_at) VALUES "
                        + "('A0000000000001', 'forever', 'UNUSED', 0, 1), "
                        + "('A0000000000002', 'forever', 'EXPIRED', 0, 1), "
                        + "('A0000000000003', 'dated', 'EXPIRED', 0, 1)");
            }
        }
        try (ServerDatabase database = ServerDatabase.open(url, 2)) {
            assertThat(text(database, "SELECT status || ' ' || COALESCE(CAST(expires_at AS TEXT), 'never') "
                    + "FROM vouchers ORDER BY code")).isEqualTo("UNUSED never,UNUSED never,EXPIRED 0");
            assertThat(text(database, "SELECT code || ' ' || from_status || '->' || to_status || ' ' || actor "
                    + "FROM voucher_transitions")).isEqualTo("A0000000000002 EXPIRED->UNUSED migration:V5_1");
            Reconciler reconciler = new Reconciler(database, Clock.systemUTC(), Duration.ofMinutes(2));
            assertThat(reconciler.run().clean()).isTrue();

            database.inTransaction(c -> c.createStatement().executeUpdate(
                    "UPDATE vouchers SET expires_at = 5 WHERE code = 'A0000000000001'"));
            Reconciler.Report dirty = reconciler.run();
            assertThat(dirty.expiryNotAsTemplate()).containsExactly("A0000000000001");
            assertThat(dirty.clean()).isFalse();
        }
    }

    private static String text(ServerDatabase database, String sql) throws SQLException {
        return database.read(c -> {
            StringBuilder rows = new StringBuilder();
            try (PreparedStatement s = c.prepareStatement(sql); ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rows.append(rows.length() == 0 ? "" : ",").append(rs.getString(1));
                }
            }
            return rows.toString();
        });
    }
}
