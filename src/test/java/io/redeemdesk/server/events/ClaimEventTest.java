package io.redeemdesk.server.events;

import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ClaimCaller;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.campaign.ClaimSettings;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A claim over real HTTP on SQLite reaches a real receiver on 127.0.0.1 as one signed {@code voucher.claimed}
 * event naming the campaign, code and channel; neither the customerId nor its stored hash is in the body. A
 * refused claim (the customer's second) stages nothing.
 */
class ClaimEventTest {
    private static final String SECRET = "whsec-claims-0123456789";
    private static final String CUSTOMER = "李娜-13900139000";

    @Test
    void aClaimIsDeliveredSignedWithoutTheCustomer() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(SECRET, 0);
             ServerFixture node = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase())
                     .withEvents(EventRelayTest.fastRetries(new WebhookEndpoint(WebhookEndpoint.DEFAULT_NAME,
                             URI.create(receiver.url()), List.of(SECRET)))), true,
                     ClaimSettings.withSecret(ClaimCaller.SECRET))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("网店");
            calls.openCampaign(node.adminToken, "spring", 5, 1);
            String key = ApiCaller.newKey();
            ApiCaller.Answer claimed = calls.claim(shop, key, "spring", CUSTOMER);
            assertThat(claimed.status()).isEqualTo(201);
            assertThat(calls.claim(shop, ApiCaller.newKey(), "spring", CUSTOMER).status()).isEqualTo(409);
            String code = claimed.json().get("code").asText();
            String customerHash = node.scalar("SELECT customer_hash FROM campaign_claims WHERE code = ?", code);

            await().atMost(Duration.ofSeconds(20)).until(() -> receiver.acknowledged().size() == 1);

            assertThat(receiver.badSignatures()).isZero();
            WebhookReceiver.Delivery delivery = receiver.deliveries().get(0);
            assertThat(delivery.answered()).isEqualTo(200);
            JsonNode body = delivery.body();
            assertThat(body.get("type").asText()).isEqualTo("voucher.claimed");
            assertThat(body.get("code").asText()).isEqualTo(code);
            assertThat(body.get("campaignId").asText()).isEqualTo("spring");
            assertThat(body.get("channel").asText()).isEqualTo("网店");
            assertThat(body.get("requestId").asText()).isEqualTo(key);
            assertThat(body.get("valueCents").asLong()).isEqualTo(2000);
            assertThat(body.fieldNames()).toIterable().startsWith("id", "type", "occurredAt", "code",
                    "requestId", "terminalId", "storeId");
            assertThat(delivery.rawBody()).doesNotContain(CUSTOMER, "13900139000", customerHash,
                    customerHash.substring(0, 8), ClaimCaller.SECRET);
            assertThat(node.scalar("SELECT COUNT(*) FROM outbound_events")).as("the refused claim staged nothing")
                    .isEqualTo("1");
        }
    }
}
