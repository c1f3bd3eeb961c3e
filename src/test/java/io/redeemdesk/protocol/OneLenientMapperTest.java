package io.redeemdesk.protocol;

import com.fasterxml.jackson.databind.DeserializationFeature;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OneLenientMapperTest {
    @Test
    void everyCallerGetsTheOneMapperAndItIgnoresUnknownFields() throws Exception {
        assertThat(ProtocolJson.lenientMapper()).isSameAs(ProtocolJson.lenientMapper());
        assertThat(ProtocolJson.lenientMapper().isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)).isFalse();
        assertThat(ProtocolJson.lenientMapper().readTree("{\"名\":\"咖啡\"}").get("名").asText()).isEqualTo("咖啡");
    }
}
