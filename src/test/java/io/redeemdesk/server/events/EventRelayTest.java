package io.redeemdesk.server.events;

import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.http.AdminRoutes;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * One node on SQLite relays to a real receiver that answers 500 to its first 40 deliveries (the "first three
 * minutes" of the issue, compressed by a 20 ms backoff base and a 200 ms cap), then 200: every redemption,
 * revocation and expiry arrives, signed with both secrets of a rotation, each id acknowledged once, and the
 * metrics and /health tell the story.
 */
class EventRelayTest {
    private static final String SECRET = "whsec-current-0123456789";
    private static final String PREVIOUS = "whsec-previous-9876543210";
    private static final int FAILURES = 40;

    static EventSettings fastRetries(WebhookEndpoint... endpoints) {
        return EventSettings.NONE.withEndpoints(List.of(endpoints))
                .withRetry(Duration.ofMillis(20), Duration.ofMillis(200), Duration.ofHours(1))
                .withTimeout(Duration.ofSeconds(2));
    }

    @Test
    void everyEventArrivesSignedOnceAfterTheReceiverRecovers() throws Exception {
        try (WebhookReceiver current = WebhookReceiver.start(SECRET, FAILURES);
             WebhookReceiver rotating = WebhookReceiver.start(PREVIOUS, 0);
             ServerFixture node = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase())
                     .withEvents(fastRetries(
                             new WebhookEndpoint(WebhookEndpoint.DEFAULT_NAME, URI.create(current.url()),
                                     List.of(SECRET)),
                             new WebhookEndpoint("erp", URI.create(rotating.url()), List.of(SECRET, PREVIOUS)))))) {
            String token = node.terminal("TILL-1");
            List<String> codes = node.vouchers(21);
            List<String> expired = node.expiredVouchers("old", 2);
            for (String code : codes.subList(0, 20)) {
                assertThat(node.api.redeem(token, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE).status())
                        .isEqualTo(201);
            }
            assertThat(node.api.post(AdminRoutes.REVOKE_PATH.replace("{code}", codes.get(20)), node.adminToken,
                    null, "application/json", "{\"reason\":\"顾客投诉：重复发放\"}").status()).isEqualTo(200);
            node.server.sweeper().sweep();
            assertThat(node.api.get(ApiHeaders.HEALTH_PATH, null).status()).isEqualTo(200);

            await().atMost(Duration.ofSeconds(30)).until(() -> current.acknowledged().size() == 23
                    && rotating.acknowledged().size() == 23);

            Set<String> staged = new HashSet<>(ids(node));
            assertThat(staged).hasSize(23);
            assertThat(current.acknowledged()).containsOnlyKeys(staged).allSatisfy((id, times) ->
                    assertThat(times).isEqualTo(1));
            assertThat(rotating.acknowledged()).containsOnlyKeys(staged);
            assertThat(current.deliveries()).filteredOn(d -> d.answered() == 500).hasSize(FAILURES);
            assertThat(current.badSignatures()).isZero();
            assertThat(rotating.badSignatures()).isZero();
            assertThat(rotating.deliveries()).allSatisfy(d -> assertThat(d.signature()).matches(
                    "t=\\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}"));
            Map<String, JsonNode> bodies = current.deliveries().stream().filter(d -> d.answered() == 200)
                    .collect(Collectors.toMap(WebhookReceiver.Delivery::eventId, WebhookReceiver.Delivery::body));
            assertThat(bodies.values().stream().map(b -> b.get("type").asText()).sorted().toList())
                    .containsExactlyElementsOf(types());
            JsonNode revoked = bodies.values().stream().filter(b -> b.get("type").asText().equals("voucher.revoked"))
                    .findFirst().orElseThrow();
            assertThat(revoked.get("reason").asText()).isEqualTo("顾客投诉：重复发放");
            assertThat(revoked.get("code").asText()).isEqualTo(codes.get(20));
            JsonNode redeemed = bodies.values().stream().filter(b -> b.get("type").asText().equals(
                    "voucher.redeemed")).findFirst().orElseThrow();
            assertThat(redeemed.fieldNames()).toIterable().startsWith("id", "type", "occurredAt", "code",
                    "requestId", "terminalId", "storeId");
            assertThat(redeemed.get("storeId").asText()).isEqualTo(ServerFixture.STORE);
            assertThat(redeemed.get("valueCents").asLong()).isEqualTo(2000);
            assertThat(current.deliveries()).allSatisfy(d -> assertThat(d.rawBody()).doesNotContain(SECRET));
            assertThat(expired).allSatisfy(code -> assertThat(bodies.values()).anyMatch(b ->
                    b.get("code").asText().equals(code) && b.get("type").asText().equals("voucher.expired")));

            await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(metrics(node))
                    .contains("redeemdesk_events_pending 0\n", "redeemdesk_events_dead 0\n",
                            "redeemdesk_events_delivered_total{endpoint=\"default\"} 23\n",
                            "redeemdesk_events_delivered_total{endpoint=\"erp\"} 23\n",
                            "redeemdesk_events_failed_total{endpoint=\"default\",reason=\"status_500\"} " + FAILURES
                                    + "\n", "redeemdesk_events_oldest_pending_seconds 0.0\n"));
            assertThat(metrics(node)).doesNotContain(SECRET, PREVIOUS);
        }
    }

    /**
     * A receiver that was down (connections refused) and comes back: the deliveries that failed meanwhile, each
     * waiting a backoff of up to a minute, go out as soon as it acknowledges one event, not a minute later.
     */
    @Test
    void whatFailedWhileTheReceiverWasDownGoesOutAsSoonAsItAnswers() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.down(SECRET);
             ServerFixture node = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase())
                     .withEvents(EventSettings.NONE.withEndpoints(List.of(new WebhookEndpoint(
                             WebhookEndpoint.DEFAULT_NAME, URI.create(receiver.url()), List.of(SECRET))))
                             .withRetry(Duration.ofMinutes(1), Duration.ofHours(1), Duration.ofHours(1))
                             .withTimeout(Duration.ofSeconds(2))))) {
            String token = node.terminal("TILL-1");
            List<String> codes = node.vouchers(11);
            for (String code : codes.subList(0, 10)) {
                assertThat(node.api.redeem(token, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE).status())
                        .isEqualTo(201);
            }
            await().atMost(Duration.ofSeconds(10)).until(() -> refusedDeliveries(node) >= 10);

            receiver.listen();
            assertThat(node.api.redeem(token, ApiCaller.newKey(), codes.get(10), "TILL-1", ServerFixture.STORE)
                    .status()).isEqualTo(201);

            await().atMost(Duration.ofSeconds(10)).until(() -> receiver.acknowledged().size() == 11);
            assertThat(receiver.acknowledged()).containsOnlyKeys(ids(node));
        }
    }

    private static long refusedDeliveries(ServerFixture node) {
        Matcher m = Pattern.compile(
                "redeemdesk_events_failed_total\\{endpoint=\"default\",reason=\"connection\"} (\\d+)")
                .matcher(metrics(node));
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    private static List<String> types() {
        List<String> types = new ArrayList<>();
        types.add("voucher.expired");
        types.add("voucher.expired");
        for (int i = 0; i < 20; i++) {
            types.add("voucher.redeemed");
        }
        types.add("voucher.revoked");
        return types;
    }

    private static String metrics(ServerFixture node) {
        return node.api.get("/metrics", null).body();
    }

    static List<String> ids(ServerFixture node) throws Exception {
        return node.database().read(c -> {
            List<String> ids = new ArrayList<>();
            try (var select = c.prepareStatement("SELECT id FROM outbound_events"); var rs = select.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
            return ids;
        });
    }
}
