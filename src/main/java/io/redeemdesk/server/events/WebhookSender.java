package io.redeemdesk.server.events;

import okhttp3.ConnectionPool;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * POSTs a batch of events to one endpoint with OkHttp, one event per request, in blocking calls on this sender's
 * own threads (named {@code event-relay-send-…}): a given number of them each take the batch's next delivery until
 * none is left, so a delivery costs no hand-off between threads. OkHttp's retry on connection failure is off
 * and redirects are not followed: the relay owns every retry. The body is signed with the endpoint's secrets at
 * the moment of sending.
 */
final class WebhookSender implements AutoCloseable {
    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");

    private final OkHttpClient http;
    private final ExecutorService threads;
    private final Clock clock;

    WebhookSender(Duration timeout, int concurrency, Clock clock) {
        this.http = new OkHttpClient.Builder().retryOnConnectionFailure(false).followRedirects(false)
                .followSslRedirects(false).connectTimeout(timeout).callTimeout(timeout)
                .connectionPool(new ConnectionPool(concurrency, 5, TimeUnit.MINUTES)).build();
        AtomicInteger count = new AtomicInteger();
        this.threads = Executors.newFixedThreadPool(concurrency, r -> {
            Thread thread = new Thread(r, "event-relay-send-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        this.clock = clock;
    }

    /**
     * Sends each of {@code due}, {@code first} POSTs at a time, joined by more up to {@code most} at a time when
     * they have not all been answered after {@code widenAfter}; returns once all are answered, their outcomes in
     * {@code due}'s order.
     */
    List<DeliveryOutcome> sendAll(WebhookEndpoint endpoint, List<DueDelivery> due, int first, int most,
                                  Duration widenAfter) throws InterruptedException {
        HttpUrl url = HttpUrl.get(endpoint.url().toString());
        DeliveryOutcome[] outcomes = new DeliveryOutcome[due.size()];
        AtomicInteger next = new AtomicInteger();
        CountDownLatch answered = new CountDownLatch(due.size());
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < outcomes.length; i = next.getAndIncrement()) {
                try {
                    outcomes[i] = post(endpoint, url, due.get(i));
                } finally {
                    answered.countDown();
                }
            }
        };
        int started = Math.min(first, due.size());
        for (int w = 0; w < started; w++) {
            threads.execute(worker);
        }
        if (!answered.await(widenAfter.toNanos(), TimeUnit.NANOSECONDS)) {
            for (int w = started; w < Math.min(most, due.size()); w++) {
                threads.execute(worker);
            }
        }
        answered.await();
        return Arrays.asList(outcomes);
    }

    private DeliveryOutcome post(WebhookEndpoint endpoint, HttpUrl url, DueDelivery delivery) {
        byte[] body = delivery.body();
        long now = clock.millis();
        Request request = new Request.Builder().url(url)
                .header("User-Agent", "RedeemDesk-Webhooks")
                .header(EventSignature.EVENT_ID_HEADER, delivery.eventId())
                .header(EventSignature.HEADER, EventSignature.header(endpoint.secrets(), now / 1000, body))
                .post(RequestBody.create(body, JSON)).build();
        try (Response response = http.newCall(request).execute()) {
            if (response.isSuccessful()) {
                return DeliveryOutcome.ACKNOWLEDGED;
            }
            return DeliveryOutcome.failed("status_" + response.code(), retryAfter(response.header("Retry-After"),
                    now));
        } catch (InterruptedIOException e) {
            return DeliveryOutcome.failed("timeout", null);
        } catch (IOException e) {
            return DeliveryOutcome.failed(DeliveryOutcome.CONNECTION, null);
        } catch (RuntimeException e) {
            return DeliveryOutcome.failed("error", null);
        }
    }

    /** {@code Retry-After} as seconds or an HTTP date, in millis from {@code now}; null when absent or unreadable. */
    static Long retryAfter(String value, long now) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String text = value.strip();
        try {
            return Math.max(0, Long.parseLong(text)) * 1000;
        } catch (NumberFormatException e) {
            try {
                return Math.max(0, ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant()
                        .toEpochMilli() - now);
            } catch (DateTimeParseException notADate) {
                return null;
            }
        }
    }

    @Override
    public void close() {
        threads.shutdownNow();
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }
}
