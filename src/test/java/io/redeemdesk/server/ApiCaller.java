package io.redeemdesk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/** A plain HTTP client of the redemption API for tests: real requests to a real port, nothing mocked. */
public final class ApiCaller {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String baseUrl;

    public ApiCaller(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** One answer. */
    public record Answer(int status, String body, java.net.http.HttpHeaders headers) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + body, e);
            }
        }

        public String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        public String type() {
            JsonNode type = json().get("type");
            return type == null ? null : type.asText().replace("https://redeemdesk.io/problems/", "");
        }
    }

    public static String body(String code, String terminalId, String storeId) {
        return "{\"code\":\"" + code + "\",\"storeId\":\"" + storeId + "\",\"terminalId\":\"" + terminalId
                + "\",\"cashierId\":\"alice\",\"scannedAt\":\"" + Instant.parse("2026-11-29T10:15:30Z")
                + "\",\"offline\":false}";
    }

    public Answer redeem(String token, String key, String code, String terminalId, String storeId) {
        return post("/v1/redemptions", token, key, "application/json", body(code, terminalId, storeId));
    }

    public static String newKey() {
        return UUID.randomUUID().toString();
    }

    public Answer post(String path, String token, String key, String contentType, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(Duration.ofSeconds(20)).POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        return send(request.build());
    }

    public Answer get(String path, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(20));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return send(request.GET().build());
    }

    public Answer send(HttpRequest request) {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body(), response.headers());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
