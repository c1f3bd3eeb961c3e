package io.redeemdesk.server.events;

import com.fasterxml.jackson.core.io.JsonStringEncoder;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * One event claimed for one endpoint, with what its earlier attempts left behind.
 *
 * @param failingSince when its first failed attempt was, or null
 */
record DueDelivery(String eventId, String type, String code, String requestId, String payload, long occurredAt,
                   int attempts, Long failingSince) {
    /**
     * The body receivers get: {@code id, type, occurredAt, code, requestId}, then the staged payload's fields
     * ({@code terminalId, storeId} and the type's own), as UTF-8 JSON. The payload is a JSON object written by
     * {@link EventPayload}; it is spliced in as it is, without parsing it again for every delivery.
     */
    byte[] body() {
        String fields = payload.strip();
        if (!fields.startsWith("{") || !fields.endsWith("}")) {
            throw new IllegalStateException("event " + eventId + " has a payload that is not a JSON object");
        }
        StringBuilder body = new StringBuilder(fields.length() + 200).append('{');
        field(body, "id", eventId).append(',');
        field(body, "type", type).append(',');
        field(body, "occurredAt", Instant.ofEpochMilli(occurredAt).toString()).append(',');
        field(body, "code", code).append(',');
        field(body, "requestId", requestId);
        String rest = fields.substring(1).strip();
        body.append(rest.equals("}") ? "" : ",").append(rest);
        return body.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static StringBuilder field(StringBuilder body, String name, String value) {
        body.append('"').append(name).append("\":");
        if (value == null) {
            return body.append("null");
        }
        return body.append('"').append(JsonStringEncoder.getInstance().quoteAsString(value)).append('"');
    }
}
