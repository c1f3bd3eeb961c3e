package io.redeemdesk.server.console.reconcile;

import io.redeemdesk.server.console.Role;
import io.redeemdesk.testing.ConsoleAuditRows;
import io.redeemdesk.testing.ConsoleClient;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Reconcile page of a real node over real HTTP: clean on a fresh database, a voucher marked USED without a
 * redemption found in plain words and linked to its look-up page, run by support (audited), refused to a viewer,
 * and in Chinese.
 */
class ReconcilePageTest {
    @TempDir
    Path dir;
    private LiveServer server;

    @BeforeEach
    void start() throws Exception {
        server = new LiveServer(dir, 2);
        ConsoleClient.createOperator(server.server().parts(), "sue", Role.SUPPORT, "support horse battery");
        ConsoleClient.createOperator(server.server().parts(), "vic", Role.VIEWER, "viewer horse battery");
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    private void usedWithoutLedger(String code) throws SQLException {
        server.server().database().inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement(
                    "UPDATE vouchers SET status = 'USED', uses_left = 0 WHERE code = ?")) {
                update.setString(1, code);
                return update.executeUpdate();
            }
        });
    }

    @Test
    void cleanThenFindsAVoucherUsedWithoutLedgerAndLinksIt() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("sue", "support horse battery");
        ConsoleClient.Page page = browser.get("/console/reconcile");
        assertThat(page.body()).contains("id=\"run-reconcile\"").doesNotContain("id=\"reconcile-clean\"");
        ConsoleClient.Page clean = browser.post("/console/reconcile/run", Map.of());
        assertThat(clean.status()).isEqualTo(200);
        assertThat(clean.body()).contains("id=\"reconcile-clean\"", "Clean: nothing disagrees.");

        String code = server.codes().get(1);
        usedWithoutLedger(code);
        ConsoleClient.Page found = browser.post("/console/reconcile/run", Map.of());
        assertThat(found.body()).doesNotContain("id=\"reconcile-clean\"")
                .contains("Used, but no redemption is in the ledger", "Its uses do not add up with the ledger",
                        "<a href=\"/console/vouchers/" + code + "\">" + code + "</a>");
        assertThat(browser.get("/console/vouchers/" + code).status()).isEqualTo(200);
        assertThat(ConsoleAuditRows.of(server.server().database()))
                .contains("console:sue reconcile.run clean", "console:sue reconcile.run 2 findings");
    }

    @Test
    void aViewerSeesThePageButMayNotRunIt() throws Exception {
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("vic", "viewer horse battery");
        ConsoleClient.Page page = browser.get("/console/reconcile");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).doesNotContain("id=\"run-reconcile\"");
        assertThat(browser.post("/console/reconcile/run", Map.of()).status()).isEqualTo(403);
        assertThat(ConsoleAuditRows.of(server.server().database())).noneMatch(r -> r.contains("reconcile.run"));
    }

    @Test
    void speaksChinese() throws Exception {
        usedWithoutLedger(server.codes().get(0));
        ConsoleClient browser = new ConsoleClient(server.url(), "zh-CN");
        browser.signIn("sue", "support horse battery");
        assertThat(browser.get("/console/reconcile").body()).contains("对账", "开始对账");
        assertThat(browser.post("/console/reconcile/run", Map.of()).body())
                .contains("已核销，但台账中没有核销记录", "发现 2 项异常");
    }
}
