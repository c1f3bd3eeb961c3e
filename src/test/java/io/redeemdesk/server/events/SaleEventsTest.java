package io.redeemdesk.server.events;

import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.SaleCluster;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A sale's moves reach a real receiver as events: hold → release → hold → capture of one voucher arrive in that
 * order (with the capture's {@code voucher.redeemed} before its {@code sale.captured}), a void and the sweeper's
 * release of a lapsed hold too, all signed, while the receiver first answers 500 a few times.
 */
class SaleEventsTest {
    private static final String SECRET = "whsec-sales-0123456789";
    private static final long PAST = System.currentTimeMillis() - Duration.ofMinutes(10).toMillis();

    @Test
    void everyMoveOfASaleArrivesInOrderPerVoucher() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(SECRET, 3);
             ServerFixture node = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase())
                     .withEvents(EventRelayTest.fastRetries(new WebhookEndpoint(WebhookEndpoint.DEFAULT_NAME,
                             URI.create(receiver.url()), List.of(SECRET)))))) {
            String till = node.terminal("TILL-1");
            List<String> codes = node.vouchers(4);
            String paid = SaleCluster.newSale();
            String walkedAway = SaleCluster.newSale();
            String abandoned = SaleCluster.newSale();
            String a = codes.get(0);
            String b = codes.get(1);
            ok(SaleCluster.hold(node, till, "TILL-1", ApiCaller.newKey(), paid, a), 201);
            ok(SaleCluster.release(node, till, ApiCaller.newKey(), paid, a), 200);
            ok(SaleCluster.hold(node, till, "TILL-1", ApiCaller.newKey(), paid, a), 201);
            ok(SaleCluster.hold(node, till, "TILL-1", ApiCaller.newKey(), paid, b), 201);
            ok(SaleCluster.capture(node, till, "TILL-1", ApiCaller.newKey(), paid, "订单-42"), 200);
            ok(SaleCluster.hold(node, till, "TILL-1", ApiCaller.newKey(), walkedAway, codes.get(2)), 201);
            ok(SaleCluster.voidSale(node, till, "TILL-1", ApiCaller.newKey(), walkedAway), 200);
            ok(SaleCluster.hold(node, till, "TILL-1", ApiCaller.newKey(), abandoned, codes.get(3)), 201);
            node.update("UPDATE vouchers SET held_until = ? WHERE code = ?", PAST, codes.get(3));
            assertThat(node.server.sweeper().sweep().holdsReleased()).isEqualTo(1);

            int expected = 5 + 3 + 2 + 2;
            await().atMost(Duration.ofSeconds(20)).until(() -> receiver.acknowledged().size() == expected);

            assertThat(receiver.badSignatures()).isZero();
            assertThat(receiver.acknowledged()).hasSize(expected).allSatisfy((id, times) ->
                    assertThat(times).isEqualTo(1));
            assertThat(receiver.deliveries()).filteredOn(d -> d.answered() == 500).hasSize(3);
            assertThat(types(receiver, a)).containsExactly("voucher.held", "voucher.released", "voucher.held",
                    "voucher.redeemed", "sale.captured");
            assertThat(types(receiver, b)).containsExactly("voucher.held", "voucher.redeemed", "sale.captured");
            assertThat(types(receiver, codes.get(2))).containsExactly("voucher.held", "sale.voided");
            assertThat(types(receiver, codes.get(3))).containsExactly("voucher.held", "voucher.released");

            JsonNode captured = body(receiver, a, "sale.captured");
            assertThat(captured.fieldNames()).toIterable().startsWith("id", "type", "occurredAt", "code",
                    "requestId", "terminalId", "storeId");
            assertThat(captured.get("saleId").asText()).isEqualTo(paid);
            assertThat(captured.get("orderNo").asText()).isEqualTo("订单-42");
            assertThat(captured.get("usesLeft").asInt()).isZero();
            assertThat(captured.get("terminalId").asText()).isEqualTo("TILL-1");
            assertThat(body(receiver, a, "voucher.held").get("heldUntil").asText()).endsWith("Z");
            assertThat(body(receiver, b, "voucher.held").get("usesLeft").asInt()).isEqualTo(1);
            assertThat(body(receiver, codes.get(2), "sale.voided").get("saleId").asText()).isEqualTo(walkedAway);
            JsonNode lapsed = body(receiver, codes.get(3), "voucher.released");
            assertThat(lapsed.get("actor").asText()).isEqualTo("sweeper");
            assertThat(lapsed.get("reason").asText()).isEqualTo("lapsed");
            assertThat(lapsed.get("saleId").asText()).isEqualTo(abandoned);
            assertThat(lapsed.get("requestId").isNull()).isTrue();
            JsonNode released = body(receiver, a, "voucher.released");
            assertThat(released.get("actor").asText()).isEqualTo("TILL-1");
            assertThat(released.get("requestId").isNull()).isFalse();
        }
    }

    private static void ok(ApiCaller.Answer answer, int status) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(status);
    }

    /** The types of {@code code}'s events in the order the receiver acknowledged them. */
    private static List<String> types(WebhookReceiver receiver, String code) {
        return acknowledged(receiver, code).stream().map(b -> b.get("type").asText()).toList();
    }

    private static JsonNode body(WebhookReceiver receiver, String code, String type) {
        return acknowledged(receiver, code).stream().filter(b -> b.get("type").asText().equals(type)).findFirst()
                .orElseThrow();
    }

    private static List<JsonNode> acknowledged(WebhookReceiver receiver, String code) {
        return receiver.deliveries().stream().filter(d -> d.answered() == 200)
                .map(WebhookReceiver.Delivery::body).filter(b -> b.get("code").asText().equals(code)).toList();
    }
}
