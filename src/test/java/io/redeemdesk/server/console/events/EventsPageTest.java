package io.redeemdesk.server.console.events;

import io.redeemdesk.server.console.Role;
import io.redeemdesk.server.events.EventAdmin;
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
import java.sql.Types;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Events page of a real node over real HTTP: pending and dead deliveries in keyset pages, replaying one event
 * and all dead ones (admin only, audited; a support operator and a viewer get 403), and the page in Chinese.
 */
class EventsPageTest {
    @TempDir
    Path dir;
    private LiveServer server;

    @BeforeEach
    void start() throws Exception {
        server = new LiveServer(dir, 1);
        ConsoleClient.createOperator(server.server().parts(), "mona", Role.ADMIN, "correct horse battery");
        ConsoleClient.createOperator(server.server().parts(), "sue", Role.SUPPORT, "support horse battery");
        ConsoleClient.createOperator(server.server().parts(), "vic", Role.VIEWER, "viewer horse battery");
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    /** A delivery as the relay writes it, far in the future so the relay leaves it alone during the test. */
    private void delivery(String eventId, long at, String endpoint, boolean dead) throws SQLException {
        String code = server.codes().get(0);
        server.server().database().inTransaction(c -> {
            try (PreparedStatement e = c.prepareStatement("INSERT INTO outbound_events (id, code, request_id, kind, "
                    + "payload, created_at, published_at) VALUES (?, ?, NULL, 'voucher.revoked', '{}', ?, ?) "
                    + "ON CONFLICT (id) DO NOTHING");
                 PreparedStatement d = c.prepareStatement("INSERT INTO event_deliveries (event_id, endpoint, code, "
                         + "created_at, attempts, next_attempt_at, dead_at, last_error) VALUES (?, ?, ?, ?, 3, ?, ?, "
                         + "'answered 500')")) {
                e.setString(1, eventId);
                e.setString(2, code);
                e.setLong(3, at);
                e.setLong(4, at);
                e.executeUpdate();
                d.setString(1, eventId);
                d.setString(2, endpoint);
                d.setString(3, code);
                d.setLong(4, at);
                d.setLong(5, Long.MAX_VALUE / 2);
                d.setObject(6, dead ? at : null, Types.BIGINT);
                return d.executeUpdate();
            }
        });
    }

    private int dead() throws SQLException {
        return server.server().parts().eventAdmin().deliveries(true, EventAdmin.Cursor.FIRST, 1000).size();
    }

    @Test
    void listsPendingAndDeadInPagesAndReplaysOneAndAllDead() throws Exception {
        for (int i = 0; i < 60; i++) {
            delivery(String.format("ev-%02d", i), 1_000 + i, "hook-a", i % 2 == 0);
        }
        ConsoleClient browser = new ConsoleClient(server.url());
        browser.signIn("mona", "correct horse battery");
        ConsoleClient.Page pending = browser.get("/console/events");
        assertThat(pending.status()).isEqualTo(200);
        assertThat(pending.body()).contains("id=\"replay-ev-01\"", "id=\"replay-ev-59\"", "answered 500",
                "href=\"/console/vouchers/" + server.codes().get(0) + "\"").doesNotContain("id=\"replay-ev-00\"");
        ConsoleClient.Page dead = browser.get("/console/events?show=dead");
        assertThat(dead.body()).contains("id=\"replay-all-dead\"", "id=\"replay-ev-00\"", "id=\"replay-ev-58\"")
                .doesNotContain("id=\"replay-ev-01\"");

        for (int i = 0; i < 60; i++) {
            delivery(String.format("ev-%03d", 100 + i), 2_000 + i, "hook-b", true);
        }
        dead = browser.get("/console/events?show=dead");
        assertThat(dead.body()).contains("id=\"replay-ev-00\"").doesNotContain("id=\"replay-ev-159\"");
        Matcher next = Pattern.compile("href=\"(/console/events\\?[^\"]*after=[^\"]+)\"")
                .matcher(dead.body());
        assertThat(next.find()).isTrue();
        ConsoleClient.Page second = browser.get(next.group(1).replace("&amp;", "&"));
        assertThat(second.body()).contains("id=\"replay-ev-159\"").doesNotContain("id=\"replay-ev-00\"");

        ConsoleClient.Page one = browser.post("/console/events/ev-00/replay", Map.of());
        assertThat(one.status()).isEqualTo(200);
        assertThat(one.body()).contains("Event ev-00 is queued again (1 deliveries).");
        assertThat(dead()).isEqualTo(89);
        browser.get("/console/events?show=dead");
        ConsoleClient.Page all = browser.post("/console/events/replay-dead", Map.of());
        assertThat(all.body()).contains("Every dead delivery is queued again (89 deliveries).");
        assertThat(dead()).isZero();
        assertThat(ConsoleAuditRows.of(server.server().database()))
                .contains("console:mona event.replay ev-00", "console:mona event.replay dead");
    }

    @Test
    void onlyAnAdminReplays() throws Exception {
        delivery("ev-1", 1_000, "hook-a", true);
        for (String[] who : new String[][]{{"sue", "support horse battery"}, {"vic", "viewer horse battery"}}) {
            ConsoleClient browser = new ConsoleClient(server.url());
            browser.signIn(who[0], who[1]);
            ConsoleClient.Page page = browser.get("/console/events?show=dead");
            assertThat(page.status()).isEqualTo(200);
            assertThat(page.body()).contains("ev-1").doesNotContain("id=\"replay-ev-1\"", "id=\"replay-all-dead\"");
            assertThat(browser.post("/console/events/ev-1/replay", Map.of()).status()).isEqualTo(403);
            assertThat(browser.post("/console/events/replay-dead", Map.of()).status()).isEqualTo(403);
        }
        assertThat(dead()).isEqualTo(1);
    }

    @Test
    void speaksChinese() throws Exception {
        delivery("ev-1", 1_000, "hook-a", true);
        ConsoleClient browser = new ConsoleClient(server.url(), "zh-CN");
        browser.signIn("mona", "correct horse battery");
        assertThat(browser.get("/console/events?show=dead").body())
                .contains("事件", "已放弃", "重发全部已放弃的投递", "接收端");
        assertThat(browser.post("/console/events/replay-dead", Map.of()).body()).contains("所有已放弃的投递已重新排队（1 个投递）");
    }
}
