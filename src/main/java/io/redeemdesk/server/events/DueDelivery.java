package io.redeemdesk.server.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * One event claimed for one endpoint, with what its earlier attempts left behind.
 *
 * @param failingSince when its first failed attempt was, or null
 */
record DueDelivery(String eventId, String type, String code, String requestId, String payload, long occurredAt,
                   int attempts, Long failingSince) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The body receivers get: {@code id, type, occurredAt, code, requestId}, then the staged payload's fields
     * ({@code terminalId, storeId} and the type's own), as UTF-8 JSON.
     */
    byte[] body() {
        ObjectNode body = JSON.createObjectNode();
        body.put("id", eventId);
        body.put("type", type);
        body.put("occurredAt", Instant.ofEpochMilli(occurredAt).toString());
        body.put("code", code);
        body.put("requestId", requestId);
        try {
            body.setAll((ObjectNode) JSON.readTree(payload));
            return JSON.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException | ClassCastException e) {
            throw new IllegalStateException("event " + eventId + " has a payload that is not a JSON object", e);
        }
    }
}
