package io.redeemdesk.cli;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.events.EventPayload;
import io.redeemdesk.server.events.EventSettings;
import io.redeemdesk.server.events.EventIds;
import io.redeemdesk.server.events.EventStager;
import io.redeemdesk.server.events.WebhookEndpoint;
import io.redeemdesk.server.events.WebhookReceiver;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Per-voucher order, dead marking and the operator's commands against a running node: a later event of a voucher
 * waits until the earlier one is acknowledged; deliveries to a receiver that is down are marked dead after
 * {@code events.dead.after}, listed by {@code server events list --dead}, and delivered after
 * {@code server events replay --dead} once it is up; {@code replay --id} sends a delivered event again.
 */
class EventsCommandTest {
    private static final String SECRET = "whsec-order-and-dead-0001";

    @Test
    void laterEventsWaitDeadOnesAreListedAndReplayed() throws Exception {
        String db = Backend.SQLITE.newDatabase();
        WebhookReceiver erp = WebhookReceiver.down(SECRET);
        try (WebhookReceiver shop = WebhookReceiver.start(SECRET, 3);
             ServerFixture node = new ServerFixture(ServerOptions.loopback(db).withEvents(EventSettings.NONE
                     .withEndpoints(List.of(
                             new WebhookEndpoint(WebhookEndpoint.DEFAULT_NAME, URI.create(shop.url()), List.of(SECRET)),
                             new WebhookEndpoint("erp", URI.create(erp.url()), List.of(SECRET))))
                     .withRetry(Duration.ofMillis(20), Duration.ofMillis(100), Duration.ofMillis(400))
                     .withTimeout(Duration.ofSeconds(1))))) {
            long now = System.currentTimeMillis();
            EventStager stager = new EventStager(new EventIds(new SecureRandom(), Clock.systemUTC()), List.of());
            String first = node.database().inTransaction(c -> stager.stage(c, "voucher.held", "CODE-A", "r1",
                    EventPayload.of("TILL-1", "STORE-1"), now));
            String second = node.database().inTransaction(c -> stager.stage(c, "voucher.released", "CODE-A", "r2",
                    EventPayload.of("TILL-1", "STORE-1"), now + 1));
            String other = node.database().inTransaction(c -> stager.stage(c, "voucher.held", "CODE-B", "r3",
                    EventPayload.of("TILL-1", "STORE-1"), now + 2));

            await().atMost(Duration.ofSeconds(20)).until(() -> shop.acknowledged().size() == 3);
            List<WebhookReceiver.Delivery> seen = shop.deliveries();
            int firstAcknowledged = indexOf(seen, first, 200);
            assertThat(firstAcknowledged).isGreaterThanOrEqualTo(0);
            assertThat(seen.subList(0, firstAcknowledged)).noneMatch(d -> d.eventId().equals(second));
            assertThat(seen).filteredOn(d -> d.answered() == 500).hasSize(3);

            await().atMost(Duration.ofSeconds(20)).until(() -> node.scalar(
                    "SELECT COUNT(*) FROM event_deliveries WHERE endpoint = 'erp' AND dead_at IS NOT NULL").equals("3"));
            CommandRun dead = CommandRun.main("server", "events", "list", "--dead", "--db", db);
            assertThat(dead.exit()).isZero();
            assertThat(dead.out()).contains(first, second, other, "erp  dead", "last connection", "3 lines");
            assertThat(dead.out()).doesNotContain(SECRET, "default");
            assertThat(node.api.get("/metrics", null).body()).contains("redeemdesk_events_dead 3\n",
                    "redeemdesk_events_failed_total{endpoint=\"erp\",reason=\"connection\"}");

            erp.listen();
            CommandRun replay = CommandRun.main("server", "events", "replay", "--dead", "--db", db);
            assertThat(replay.out()).contains("3 deliveries queued");
            await().atMost(Duration.ofSeconds(20)).until(() -> erp.acknowledged().size() == 3);
            assertThat(indexOf(erp.deliveries(), first, 200)).isLessThan(indexOf(erp.deliveries(), second, 200));
            await("the last answers are recorded with the relay's next round").atMost(Duration.ofSeconds(5))
                    .until(() -> CommandRun.main("server", "events", "list", "--db", db).out().contains("0 lines"));

            assertThat(CommandRun.main("server", "events", "replay", "--id", other, "--db", db).out())
                    .contains("2 deliveries queued");
            await().atMost(Duration.ofSeconds(20)).until(() -> shop.acknowledged().get(other) == 2);
            await().atMost(Duration.ofSeconds(5)).until(() -> !CommandRun.main("server", "events", "list", "--db", db)
                    .out().contains(other));
            assertThat(CommandRun.main("server", "events", "list", "--since", "1h", "--db", db).out())
                    .contains(other + "  voucher.held", "default  delivered", "6 lines");
            CommandRun unknown = CommandRun.main("server", "events", "replay", "--id", "no-such-event", "--db", db);
            assertThat(unknown.exit()).isEqualTo(1);
            assertThat(unknown.err()).contains("event no-such-event has no delivery to repeat");
            assertThat(CommandRun.main("server", "events", "replay", "--db", db).exit()).isEqualTo(64);
        } finally {
            erp.close();
        }
    }

    private static int indexOf(List<WebhookReceiver.Delivery> deliveries, String eventId, int status) {
        for (int i = 0; i < deliveries.size(); i++) {
            if (deliveries.get(i).eventId().equals(eventId) && deliveries.get(i).answered() == status) {
                return i;
            }
        }
        return -1;
    }
}
