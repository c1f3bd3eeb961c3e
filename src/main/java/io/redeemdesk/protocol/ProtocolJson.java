package io.redeemdesk.protocol;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one JSON configuration of the wire format. Unknown fields are ignored in responses (a newer server may
 * add some); the server reads requests strictly with its own reader of request bodies.
 */
public final class ProtocolJson {
    private static final ObjectMapper LENIENT = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private ProtocolJson() {
    }

    /**
     * The one lenient mapper, shared by every caller (Jackson mappers are thread-safe once configured): use it,
     * never reconfigure it.
     */
    public static ObjectMapper lenientMapper() {
        return LENIENT;
    }
}
