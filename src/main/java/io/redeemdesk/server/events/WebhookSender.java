package io.redeemdesk.server.events;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * POSTs one event to one endpoint with the JDK's HTTP client, which never retries a POST by itself: the relay
 * owns every retry. The body is signed with the endpoint's secrets at the moment of sending.
 */
final class WebhookSender {
    private final HttpClient http;
    private final Duration timeout;
    private final Clock clock;

    WebhookSender(Duration timeout, Clock clock) {
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NEVER).build();
        this.timeout = timeout;
        this.clock = clock;
    }

    CompletableFuture<DeliveryOutcome> send(WebhookEndpoint endpoint, DueDelivery delivery) {
        byte[] body = delivery.body();
        long now = clock.millis();
        HttpRequest request = HttpRequest.newBuilder(endpoint.url()).timeout(timeout)
                .header("Content-Type", "application/json; charset=utf-8")
                .header("User-Agent", "RedeemDesk-Webhooks")
                .header(EventSignature.EVENT_ID_HEADER, delivery.eventId())
                .header(EventSignature.HEADER, EventSignature.header(endpoint.secrets(), now / 1000, body))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding())
                .thenApply(response -> outcome(response, now))
                .exceptionally(WebhookSender::failure);
    }

    private static DeliveryOutcome outcome(HttpResponse<?> response, long now) {
        if (response.statusCode() / 100 == 2) {
            return DeliveryOutcome.ACKNOWLEDGED;
        }
        return DeliveryOutcome.failed("status_" + response.statusCode(),
                retryAfter(response.headers().firstValue("Retry-After").orElse(null), now));
    }

    private static DeliveryOutcome failure(Throwable error) {
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        if (cause instanceof HttpConnectTimeoutException) {
            return DeliveryOutcome.failed("connection", null);
        }
        if (cause instanceof HttpTimeoutException) {
            return DeliveryOutcome.failed("timeout", null);
        }
        if (cause instanceof IOException) {
            return DeliveryOutcome.failed("connection", null);
        }
        return DeliveryOutcome.failed("error", null);
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
}
