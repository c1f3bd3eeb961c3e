package io.redeemdesk.server.events;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.redeemdesk.protocol.ProtocolJson;

/**
 * The fields of one event beyond id, type, time, code and request: always {@code terminalId} and {@code storeId}
 * (null for an admin's or the sweeper's change), then the type's own fields. Stored as JSON in
 * {@code outbound_events.payload}; never holds a secret.
 */
public final class EventPayload {
    private static final ObjectMapper JSON = ProtocolJson.lenientMapper();

    private final ObjectNode fields = JSON.createObjectNode();

    private EventPayload(String terminalId, String storeId) {
        fields.put("terminalId", terminalId);
        fields.put("storeId", storeId);
    }

    public static EventPayload of(String terminalId, String storeId) {
        return new EventPayload(terminalId, storeId);
    }

    public EventPayload with(String name, String value) {
        fields.put(name, value);
        return this;
    }

    public EventPayload with(String name, long value) {
        fields.put(name, value);
        return this;
    }

    public EventPayload with(String name, boolean value) {
        fields.put(name, value);
        return this;
    }

    /** The JSON text stored with the event. */
    public String json() {
        return fields.toString();
    }
}
