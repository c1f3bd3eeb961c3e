package io.redeemdesk.server.events;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The receiver is down while a node redeems, fails to deliver, and is killed with SIGKILL; after the restart,
 * with the receiver up, every staged event arrives, correctly signed.
 */
class RelayAfterKillTest {
    private static final String SECRET = "whsec-kill-nine-000000001";
    private static final int REDEMPTIONS = 12;

    @Test
    void eventsStagedBeforeAKillAreDeliveredAfterTheRestart() throws Exception {
        String db = Backend.SQLITE.newDatabase();
        String token;
        List<String> codes = new ArrayList<>();
        try (ServerDatabase database = ServerDatabase.open(db, 2)) {
            token = new TerminalRegistry(database, new SecureRandom(), Clock.systemUTC()).create("TILL-1", "STORE-1");
            VoucherIssuer issuer = new VoucherIssuer(database, new SecureRandom(), Clock.systemUTC());
            VoucherIssuer.Template template = new VoucherIssuer.Template("t", "咖啡券", 350, "CNY", null);
            issuer.createTemplate(template);
            for (IssuedVoucher v : issuer.issue(template, REDEMPTIONS)) {
                codes.add(v.code());
            }
        }
        try (WebhookReceiver receiver = WebhookReceiver.down(SECRET)) {
            String[] sets = {"events.webhook.url=" + receiver.url(), "events.webhook.secret=" + SECRET,
                    "events.retry.base=50ms", "events.retry.max=1s", "events.webhook.timeout=1s"};
            ServerProcess doomed = ServerProcess.start(db, sets);
            ApiCaller api = new ApiCaller(doomed.url());
            for (String code : codes) {
                assertThat(api.redeem(token, ApiCaller.newKey(), code, "TILL-1", "STORE-1").status()).isEqualTo(201);
            }
            await().atMost(Duration.ofSeconds(20)).until(() -> failedDeliveries(db) >= REDEMPTIONS);
            doomed.kill();

            receiver.listen();
            try (ServerProcess restarted = ServerProcess.start(db, sets)) {
                await().atMost(Duration.ofSeconds(30)).until(() -> receiver.acknowledged().size() == REDEMPTIONS);
                assertThat(new ApiCaller(restarted.url()).get("/health", null).status()).isEqualTo(200);
            }
            assertThat(receiver.acknowledged().keySet()).containsExactlyInAnyOrderElementsOf(eventIds(db));
            assertThat(receiver.badSignatures()).isZero();
            assertThat(receiver.deliveries()).extracting(d -> d.body().get("templateName").asText())
                    .containsOnly("咖啡券");
        }
    }

    private static long failedDeliveries(String db) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(db, 1)) {
            return database.read(c -> {
                try (PreparedStatement select = c.prepareStatement(
                        "SELECT COUNT(*) FROM event_deliveries WHERE attempts > 0 AND delivered_at IS NULL");
                     ResultSet rs = select.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            });
        }
    }

    private static List<String> eventIds(String db) throws Exception {
        try (ServerDatabase database = ServerDatabase.open(db, 1)) {
            return database.read(c -> {
                List<String> ids = new ArrayList<>();
                try (PreparedStatement select = c.prepareStatement("SELECT id FROM outbound_events");
                     ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getString(1));
                    }
                }
                return ids;
            });
        }
    }
}
