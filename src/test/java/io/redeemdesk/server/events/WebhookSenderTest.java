package io.redeemdesk.server.events;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * How a batch is sent, against a real receiver on a real port: the POSTs it starts with, the others joining only
 * when the batch is not done in time, and every outcome in the batch's order.
 */
class WebhookSenderTest {
    private static final String SECRET = "whsec-sender-0000000001";

    private static List<DueDelivery> batch(int size) {
        return IntStream.range(0, size).mapToObj(i -> new DueDelivery("evt_" + i, "voucher.redeemed", "CODE-" + i,
                "req-" + i, "{\"storeId\":\"门店-1\"}", 1_700_000_000_000L + i, 0, null)).toList();
    }

    @Test
    void aBatchStartsWithItsFirstPostsAndTheOthersJoinOnlyWhenItIsNotDoneInTime() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(SECRET, 0);
             WebhookSender sender = new WebhookSender(Duration.ofSeconds(20), 8, Clock.systemUTC())) {
            WebhookEndpoint endpoint = new WebhookEndpoint("slow", URI.create(receiver.url()), List.of(SECRET));
            receiver.hold();
            CompletableFuture<List<DeliveryOutcome>> sent = CompletableFuture.supplyAsync(() -> {
                try {
                    return sender.sendAll(endpoint, batch(8), 2, 8, Duration.ofSeconds(3));
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });

            await().atMost(Duration.ofSeconds(10)).until(() -> receiver.heldNow() == 2);
            Thread.sleep(500);
            assertThat(receiver.heldNow()).as("before the wait is over, only the first two").isEqualTo(2);
            await().atMost(Duration.ofSeconds(10)).until(() -> receiver.heldNow() == 8);
            receiver.release();

            assertThat(sent.get()).hasSize(8).allSatisfy(outcome -> {
                assertThat(outcome.acknowledged()).isFalse();
                assertThat(outcome.reason()).isEqualTo("status_503");
            });
        }
    }

    @Test
    void aBatchDoneInTimeIsSentByItsFirstPostsAloneEveryOutcomeInItsPlace() throws Exception {
        try (WebhookReceiver receiver = WebhookReceiver.start(SECRET, 3);
             WebhookSender sender = new WebhookSender(Duration.ofSeconds(20), 8, Clock.systemUTC())) {
            WebhookEndpoint endpoint = new WebhookEndpoint("near", URI.create(receiver.url()), List.of(SECRET));

            List<DeliveryOutcome> outcomes = sender.sendAll(endpoint, batch(40), 1, 8, Duration.ofSeconds(30));

            assertThat(outcomes).hasSize(40);
            assertThat(outcomes.subList(0, 3)).allSatisfy(o -> assertThat(o.reason()).isEqualTo("status_500"));
            assertThat(outcomes.subList(3, 40)).allSatisfy(o -> assertThat(o.acknowledged()).isTrue());
            await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(receiver.deliveries())
                    .as("the receiver records a delivery after it answers").extracting(WebhookReceiver.Delivery::eventId)
                    .containsExactlyInAnyOrderElementsOf(batch(40).stream().map(DueDelivery::eventId).toList()));
            assertThat(receiver.badSignatures()).isZero();
        }
    }
}
