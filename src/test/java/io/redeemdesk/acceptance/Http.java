package io.redeemdesk.acceptance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;

/**
 * Plain HTTP to a node with the JDK's {@code java.net.http.HttpClient}. A call names the documented path template
 * ({@code /v1/admin/vouchers/{code}/revoke}) and its values; the template is what gets recorded in {@link Executed}.
 */
final class Http {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final Executed executed;

    Http(Executed executed) {
        this.executed = executed;
    }

    /** One answer: status, headers and the body's bytes decoded as UTF-8. */
    record Answer(int status, HttpHeaders headers, byte[] bytes) {
        String body() {
            return new String(bytes, StandardCharsets.UTF_8);
        }

        JsonNode json() {
            try {
                return JSON.readTree(bytes);
            } catch (IOException e) {
                throw new AssertionError("not JSON (" + status + "): " + body(), e);
            }
        }

        String text(String field) {
            JsonNode node = json().get(field);
            return node == null || node.isNull() ? null : node.asText();
        }

        String type() {
            String type = text("type");
            return type == null ? null : type.substring(type.lastIndexOf('/') + 1);
        }

        /** The Content-Type without spaces, in lower case: {@code application/json;charset=utf-8}. */
        String contentType() {
            String type = header("Content-Type");
            return type == null ? null : type.replace(" ", "").toLowerCase(java.util.Locale.ROOT);
        }

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }
    }

    static String newKey() {
        return UUID.randomUUID().toString();
    }

    Answer get(String node, String template, Map<String, String> values, String bearer) {
        return send("GET", node, template, values, bearer, null, null);
    }

    Answer post(String node, String template, Map<String, String> values, String bearer, String key, String json) {
        return send("POST", node, template, values, bearer, key, json);
    }

    Answer delete(String node, String template, Map<String, String> values, String bearer, String key) {
        return send("DELETE", node, template, values, bearer, key, null);
    }

    /** {@code method} (HEAD, or one a path does not take) without a body. */
    Answer bare(String method, String node, String template, Map<String, String> values, String bearer) {
        return send(method, node, template, values, bearer, null, null);
    }

    /** {@code POST /v1/redemptions} with the documented body. */
    Answer redeem(String node, String token, String key, String code, String terminal) {
        return post(node, "/v1/redemptions", Map.of(), token, key, "{\"code\":\"" + code
                + "\",\"storeId\":\"S1\",\"terminalId\":\"" + terminal + "\",\"cashierId\":\"alice\","
                + "\"scannedAt\":\"2026-11-29T10:15:30Z\",\"offline\":false}");
    }

    private Answer send(String method, String node, String template, Map<String, String> values, String bearer,
                        String key, String json) {
        executed.endpoint(method, template);
        String path = template;
        for (Map.Entry<String, String> value : values.entrySet()) {
            path = path.replace("{" + value.getKey() + "}", value.getValue());
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(node + path)).timeout(Duration.ofSeconds(20))
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        try {
            HttpResponse<byte[]> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            return new Answer(response.statusCode(), response.headers(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
