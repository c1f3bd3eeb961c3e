package io.redeemdesk.protocol;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one JSON configuration of the wire format. Unknown fields are ignored in responses (a newer server may
 * add some); the server reads requests strictly with its own reader of request bodies.
 */
public final class ProtocolJson {
    private ProtocolJson() {
    }

    public static ObjectMapper lenientMapper() {
        return JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build();
    }
}
