package io.redeemdesk.client.manager;

import io.redeemdesk.client.manager.store.ManagerText;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service's answer in the manager's details: the refusal, the capture's lines and an answer that is not JSON
 * read as a summary in the manager's words, and every form of the voucher code masked in it and in the JSON.
 */
class ServiceAnswerTest {
    private static final String CODE = "K7M2P9Q4R8S6T3";
    private static final String REFUSED = "{\"type\":\"https://redeemdesk.io/problems/already-redeemed\","
            + "\"title\":\"Already redeemed\",\"status\":409,\"detail\":\"Voucher K7M2-P9Q4-R8S6-T3 was redeemed "
            + "before\",\"verdict\":\"ALREADY_REDEEMED\",\"requestId\":\"r-2\",\"code\":\"" + CODE + "\","
            + "\"voucherName\":\"Free coffee\",\"valueCents\":350,\"currency\":\"EUR\","
            + "\"redeemedAt\":\"2026-12-01T18:54:30Z\",\"redeemedByTerminal\":\"TILL-2\"}";
    private static final String CAPTURE = "{\"saleId\":\"s-1\",\"orderNo\":\"A-1001\",\"captured\":[{\"code\":\""
            + CODE + "\",\"verdict\":\"REDEEMED\",\"voucherName\":\"Free coffee\"}],\"refused\":[]}";

    private final ManagerText english = new ManagerText(Locale.ENGLISH, ZoneOffset.UTC);

    @Test
    void aRefusalReadsAsLinesInTheManagersWordsWithTheCodeMaskedEverywhere() {
        ServiceAnswer answer = new ServiceAnswer(english, CODE);

        String summary = answer.summary(409, REFUSED);

        assertThat(summary).isEqualTo("""
                HTTP 409 · Already used
                Problem: Already redeemed
                The service says: Voucher …R8S6T3 was redeemed before
                request_id: r-2
                Code: …R8S6T3
                Voucher: Free coffee
                Value: €3.50
                Redeemed at: 2026-12-01 18:54:30
                Redeemed by till: TILL-2""");
        assertThat(answer.raw(REFUSED)).contains("\"code\" : \"…R8S6T3\"").contains("Voucher …R8S6T3 was")
                .doesNotContain(CODE, "K7M2-P9Q4-R8S6-T3");
    }

    @Test
    void aCapturesLinesAreOneLineEachAndChineseUsesTheGlossarysWords() {
        String summary = new ServiceAnswer(new ManagerText(Locale.SIMPLIFIED_CHINESE, ZoneOffset.UTC), CODE)
                .summary(200, CAPTURE);

        assertThat(summary).isEqualTo("""
                HTTP 200
                销售：s-1
                订单号：A-1001
                已使用：
                  • …R8S6T3, 已核销, Free coffee
                被拒绝：""");
    }

    @Test
    void anAnswerThatIsNotJsonIsShownAsTextWithTheCodeMasked() {
        ServiceAnswer answer = new ServiceAnswer(english, CODE);

        assertThat(answer.summary(502, "Bad gateway for " + CODE.toLowerCase())).isEqualTo(
                "HTTP 502\nBad gateway for …R8S6T3");
        assertThat(answer.raw("<html>" + CODE + "</html>")).isEqualTo("<html>…R8S6T3</html>");
    }
}
