package io.redeemdesk.client.redeem;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Against a real service on a real port: a redemption of a voucher an open sale holds ({@code voucher-held}) is a
 * final answer, not retried, and a new scan after the sale is voided redeems it; a pass scanned again on the same
 * till takes its next use, and its answers carry its uses in all ({@code usesTotal}) into the outbox, instant and in
 * a sale.
 */
class HeldVoucherAndPassTest extends TillAndLiveServer {
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    @Test
    void aVoucherHeldByAnOpenSaleIsAFinalAnswerAndIsNotRetried() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast());
        String code = server.codes().get(0);
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        assertThat(sales.hold(saleId, code, "alice").sale().shownLines().get(0).state())
                .isEqualTo(SaleLine.State.HELD);

        RedeemOutcome held = till.redeem(code);

        assertThat(held.kind()).isEqualTo(RedeemOutcome.Kind.HELD_BY_SALE);
        assertThat(held.honoured()).isFalse();
        String requestId = held.action().requestId();
        await().pollDelay(1, TimeUnit.SECONDS).atMost(WAIT).until(() -> true);
        assertThat(till.action(requestId).state()).isEqualTo(ActionState.FAILED);
        assertThat(till.outbox.status().attempts(requestId)).as("sent once, not retried").hasSize(1);
        assertThat(server.status(code)).isEqualTo("LOCKED");

        sales.voidSale(saleId, "alice");
        await().atMost(WAIT).until(() -> "UNUSED".equals(server.status(code)));
        RedeemOutcome again = till.redeem(code);

        assertThat(again.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(again.action().requestId()).isNotEqualTo(requestId);
    }

    @Test
    void aPassSaysItsUsesInAllInstantAndInASale() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast());
        String pass = server.issuePass("十次卡 Ten visits", 10);

        RedeemOutcome first = till.redeem(pass);
        RedeemOutcome redeemed = till.redeem(pass);
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        SaleLine held = sales.hold(saleId, pass, "alice").sale().shownLines().get(0);
        SaleLine captured = sales.complete(saleId, "P-1", "alice").sale().shownLines().get(0);

        assertThat(first.action().usesLeft()).isEqualTo(9);
        assertThat(redeemed.verdict()).as("the next visit on the same till takes the next use").isEqualTo(
                Verdict.REDEEMED);
        assertThat(redeemed.action().requestId()).isNotEqualTo(first.action().requestId());
        assertThat(redeemed.action().usesLeft()).isEqualTo(8);
        assertThat(json.readValue(redeemed.action().responseBody(), RedemptionResponse.class).usesTotal())
                .isEqualTo(10);
        assertThat(held.usesLeft()).isEqualTo(8);
        assertThat(held.usesTotal()).isEqualTo(10);
        assertThat(captured.state()).isEqualTo(SaleLine.State.CAPTURED);
        assertThat(captured.usesLeft()).isEqualTo(7);
        assertThat(captured.usesTotal()).isEqualTo(10);
    }
}
