package io.redeemdesk.protocol;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code usesTotal} on the wire: written and read back unchanged on a redemption's, a hold's and a capture's
 * answer, left out when null, and an answer without it (an older service) reads with it null.
 */
class UsesTotalRoundTripTest {
    private final ObjectMapper writer = ProtocolJson.lenientMapper();
    private final ObjectMapper reader = ProtocolJson.lenientMapper();

    @Test
    void aRedemptionsAnswerKeepsItsUsesInAll() throws Exception {
        RedemptionResponse sent = new RedemptionResponse(null, null, null, null, Verdict.REDEEMED, "r-1",
                "K7M2P9Q4R8S6T3", "十次卡 Ten visits", 1500L, "EUR", "2026-12-01T10:00:00Z", null, null, null, 4,
                null, 10);

        String wire = writer.writeValueAsString(sent);

        assertThat(wire).contains("\"usesLeft\":4", "\"usesTotal\":10");
        assertThat(reader.readValue(wire, RedemptionResponse.class)).isEqualTo(sent);
    }

    @Test
    void aHoldsAndACapturesAnswerKeepTheirUsesInAll() throws Exception {
        HoldResponse hold = new HoldResponse(null, null, null, null, Verdict.HELD, "s-1", "K7M2P9Q4R8S6T3", "Pass",
                1500L, "EUR", "2026-12-01T10:15:00Z", 1, null, null, null, null, 10);
        CaptureResponse capture = new CaptureResponse("s-1", "A-1001", List.of(new CaptureLine("K7M2P9Q4R8S6T3",
                Verdict.REDEEMED, "Pass", 1500L, "EUR", 0, "2026-12-01T10:01:00Z", null, 10)), List.of());

        String holdWire = writer.writeValueAsString(hold);
        String captureWire = writer.writeValueAsString(capture);

        assertThat(reader.readValue(holdWire, HoldResponse.class)).isEqualTo(hold);
        assertThat(reader.readValue(captureWire, CaptureResponse.class)).isEqualTo(capture);
        assertThat(reader.readValue(holdWire, RedemptionResponse.class).usesTotal())
                .as("the till reads a hold's answer in the redemption's shape").isEqualTo(10);
    }

    @Test
    void anAnswerWithoutItReadsWithItNullAndNullIsLeftOut() throws Exception {
        String older = "{\"verdict\":\"REDEEMED\",\"requestId\":\"r-1\",\"code\":\"K7M2P9Q4R8S6T3\",\"usesLeft\":4}";
        RedemptionResponse read = reader.readValue(older, RedemptionResponse.class);

        assertThat(read.usesLeft()).isEqualTo(4);
        assertThat(read.usesTotal()).isNull();
        assertThat(writer.writeValueAsString(read)).doesNotContain("usesTotal");
    }
}
