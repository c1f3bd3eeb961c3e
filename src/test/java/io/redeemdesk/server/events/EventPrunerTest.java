package io.redeemdesk.server.events;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * With no webhook nothing is sent and events older than the retention are deleted; delivered events go after the
 * retention too, while pending and dead ones stay however old they are.
 */
class EventPrunerTest {
    private static final long DAY = Duration.ofDays(1).toMillis();

    @Test
    void withNoWebhookOldEventsArePrunedAtStart() throws Exception {
        String db = Backend.SQLITE.newDatabase();
        try (ServerFixture setUp = new ServerFixture(ServerOptions.loopback(db))) {
            stage(setUp, "old", System.currentTimeMillis() - 4 * DAY);
            stage(setUp, "new", System.currentTimeMillis() - DAY);
        }
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(db), false)) {
            await().atMost(Duration.ofSeconds(10)).until(() -> node.scalar(
                    "SELECT COUNT(*) FROM outbound_events").equals("1"));
            assertThat(node.scalar("SELECT id FROM outbound_events")).isEqualTo("new");
            assertThat(node.scalar("SELECT COUNT(*) FROM event_deliveries")).isEqualTo("0");
        }
    }

    @Test
    void deliveredEventsGoAfterTheRetentionPendingAndDeadOnesStay() throws Exception {
        try (ServerDatabase database = ServerDatabase.open(Backend.SQLITE.newDatabase(), 2)) {
            long old = System.currentTimeMillis() - 4 * DAY;
            for (String id : new String[] {"delivered", "pending", "dead", "recent"}) {
                long at = id.equals("recent") ? System.currentTimeMillis() : old;
                update(database, "INSERT INTO outbound_events (id, code, kind, payload, created_at, published_at) "
                        + "VALUES (?, ?, 'voucher.redeemed', '{}', ?, ?)", id, "CODE-" + id, at, at);
                update(database, "INSERT INTO event_deliveries (event_id, endpoint, code, created_at, "
                        + "next_attempt_at) VALUES (?, 'default', ?, ?, ?)", id, "CODE-" + id, at, at);
            }
            update(database, "UPDATE event_deliveries SET delivered_at = created_at "
                    + "WHERE event_id IN ('delivered', 'recent')");
            update(database, "UPDATE event_deliveries SET dead_at = created_at WHERE event_id = 'dead'");

            int pruned = new EventPruner(database).prune(System.currentTimeMillis() - 3 * DAY, true);

            assertThat(pruned).isEqualTo(1);
            assertThat(ids(database, "outbound_events", "id")).containsExactlyInAnyOrder("pending", "dead", "recent");
            assertThat(ids(database, "event_deliveries", "event_id"))
                    .containsExactlyInAnyOrder("pending", "dead", "recent");
        }
    }

    private static void update(ServerDatabase database, String sql, Object... args) throws Exception {
        database.inTransaction(c -> {
            try (PreparedStatement update = c.prepareStatement(sql)) {
                for (int i = 0; i < args.length; i++) {
                    update.setObject(i + 1, args[i]);
                }
                return update.executeUpdate();
            }
        });
    }

    private static List<String> ids(ServerDatabase database, String table, String column) throws Exception {
        return database.read(c -> {
            List<String> ids = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement("SELECT " + column + " FROM " + table);
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
            return ids;
        });
    }

    private static void stage(ServerFixture node, String id, long at) throws Exception {
        node.update("INSERT INTO outbound_events (id, code, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
                id, "CODE-" + id, EventTypes.VOUCHER_REDEEMED, EventPayload.of("TILL-1", "STORE-1").json(), at);
    }
}
