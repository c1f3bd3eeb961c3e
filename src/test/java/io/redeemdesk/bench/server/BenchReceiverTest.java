package io.redeemdesk.bench.server;

import io.redeemdesk.server.events.EventSignature;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench events}' receiver, driven by OkHttp as the relay drives it: acknowledgements on kept-alive
 * connections, the lag of each event by its id, bodies counted in bytes (Chinese text), and a pause that refuses
 * connections until it listens again on the same port.
 */
class BenchReceiverTest {
    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");

    private final OkHttpClient http = new OkHttpClient.Builder().retryOnConnectionFailure(false).build();

    @Test
    void acknowledgesEachDeliveryOnOneKeptAliveConnectionAndKeepsItsLag() throws Exception {
        try (BenchReceiver receiver = new BenchReceiver()) {
            Instant occurred = Instant.now().minusMillis(250);

            for (String id : List.of("ev-1", "ev-2", "ev-3")) {
                assertThat(post(receiver.url(), id, occurred)).isEqualTo(204);
            }

            assertThat(receiver.arrivedAll(List.of("ev-1", "ev-2", "ev-3"))).isTrue();
            assertThat(receiver.arrivedAll(List.of("ev-1", "ev-4"))).isFalse();
            assertThat(receiver.lags().values()).allSatisfy(lag -> assertThat(lag).isBetween(250L, 60_000L));
            assertThat(receiver.deliveries()).isEqualTo(3);
            assertThat(http.connectionPool().connectionCount()).isEqualTo(1);
        }
    }

    @Test
    void answersAnyOtherPathWith404AndCountsNothing() throws Exception {
        try (BenchReceiver receiver = new BenchReceiver()) {
            int status = post(receiver.url().replace(BenchReceiver.PATH, "/elsewhere"), "ev-1", Instant.now());

            assertThat(status).isEqualTo(404);
            assertThat(receiver.deliveries()).isZero();
        }
    }

    @Test
    void aPausedReceiverRefusesConnectionsAndListensAgainOnTheSamePort() throws Exception {
        try (BenchReceiver receiver = new BenchReceiver()) {
            assertThat(post(receiver.url(), "before", Instant.now())).isEqualTo(204);

            receiver.pause();
            http.connectionPool().evictAll();
            try {
                post(receiver.url(), "during", Instant.now());
            } catch (IOException refused) {
                // nobody listens on the port, or the paused receiver drops what slipped in: the usual answers. A CI
                // run once had this POST answered: another test's server, binding any free port, may be given the one
                // the pause freed
            }
            assertThat(receiver.deliveries()).as("the paused receiver takes nothing").isEqualTo(1);

            receiver.resume();
            assertThat(post(receiver.url(), "after", Instant.now())).isEqualTo(204);
            assertThat(receiver.arrivedAll(List.of("before", "after"))).isTrue();
            assertThat(receiver.arrivedAll(List.of("during"))).isFalse();
        }
    }

    private int post(String url, String id, Instant occurred) throws IOException {
        String body = "{\"id\":\"" + id + "\",\"type\":\"voucher.redeemed\",\"occurredAt\":\"" + occurred
                + "\",\"templateName\":\"礼品券 20 元\"}";
        Request request = new Request.Builder().url(url).header(EventSignature.EVENT_ID_HEADER, id)
                .post(RequestBody.create(body, JSON)).build();
        try (Response response = http.newCall(request).execute()) {
            return response.code();
        }
    }
}
