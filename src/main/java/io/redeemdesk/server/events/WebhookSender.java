package io.redeemdesk.server.events;

import javax.net.ssl.SSLSocketFactory;
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
 * POSTs a batch of events to one endpoint, one event per HTTP/1.1 request on kept-alive connections
 * ({@link WebhookConnections}), in blocking calls on this sender's own threads (named {@code event-relay-send-…}):
 * a given number of them each take the batch's next delivery until none is left, so a delivery costs no hand-off
 * between threads and no other thread wakes for it. Nothing is sent twice and redirects are not followed: the relay
 * owns every retry. Each POST, from connecting to the end of its answer, has the endpoint timeout. The body is
 * signed with the endpoint's secrets at the moment of sending.
 */
final class WebhookSender implements AutoCloseable {
    private static final long KEEP_ALIVE_NANOS = TimeUnit.MINUTES.toNanos(5);

    private final Duration timeout;
    private final WebhookConnections connections;
    private final ExecutorService threads;
    private final Clock clock;

    WebhookSender(Duration timeout, int concurrency, Clock clock) {
        this(timeout, concurrency, clock, (SSLSocketFactory) SSLSocketFactory.getDefault());
    }

    /** @param tls how {@code https://} endpoints are reached: the runtime's trusted certificates, or a test's */
    WebhookSender(Duration timeout, int concurrency, Clock clock, SSLSocketFactory tls) {
        this.timeout = timeout;
        this.connections = new WebhookConnections(tls, concurrency, KEEP_ALIVE_NANOS);
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
        WebhookTarget target = WebhookTarget.of(endpoint.url());
        DeliveryOutcome[] outcomes = new DeliveryOutcome[due.size()];
        AtomicInteger next = new AtomicInteger();
        CountDownLatch answered = new CountDownLatch(due.size());
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < outcomes.length; i = next.getAndIncrement()) {
                try {
                    outcomes[i] = post(endpoint, target, due.get(i));
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

    private DeliveryOutcome post(WebhookEndpoint endpoint, WebhookTarget target, DueDelivery delivery) {
        byte[] body = delivery.body();
        long now = clock.millis();
        long deadline = System.nanoTime() + timeout.toNanos();
        byte[] head = target.head("User-Agent: RedeemDesk-Webhooks\r\n"
                + "Content-Type: application/json; charset=utf-8\r\n"
                + "Content-Length: " + body.length + "\r\n"
                + EventSignature.EVENT_ID_HEADER + ": " + delivery.eventId() + "\r\n"
                + EventSignature.HEADER + ": " + EventSignature.header(endpoint.secrets(), now / 1000, body) + "\r\n");
        WebhookConnection connection = null;
        try {
            connection = connections.take(target, deadline);
            WebhookAnswer answer = connection.post(head, body, deadline);
            connections.giveBack(target, connection, answer.keepAlive());
            connection = null;
            if (answer.status() >= 200 && answer.status() < 300) {
                return DeliveryOutcome.ACKNOWLEDGED;
            }
            return DeliveryOutcome.failed("status_" + answer.status(), retryAfter(answer.retryAfter(), now));
        } catch (InterruptedIOException e) {
            return DeliveryOutcome.failed("timeout", null);
        } catch (IOException e) {
            return DeliveryOutcome.failed(DeliveryOutcome.CONNECTION, null);
        } catch (RuntimeException e) {
            return DeliveryOutcome.failed("error", null);
        } finally {
            if (connection != null) {
                connections.discard(connection);
            }
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
        connections.close();
    }
}
