package io.redeemdesk.client.redeem;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Against a real service on a real port: a redemption of a voucher an open sale holds ({@code voucher-held}) is a
 * final answer, not retried, and a new scan after the sale is voided redeems it; a pass scanned again on the same
 * till within {@code pass.repeat.window} takes no second use and sends nothing, after it the next scan takes its
 * next use; a pass already in a sale is not held twice; and its answers carry its uses in all ({@code usesTotal}) into the outbox, instant and in
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
    void aPassScannedTwiceByAccidentTakesOneUseAndTheNextScanAfterTheWindowTakesTheNext() throws Exception {
        TestClock clock = new TestClock();
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast(), clock);
        String pass = server.issuePass("十次卡 Ten visits", 10);

        RedeemOutcome first = till.redeem(pass);
        RedeemOutcome twice = till.redeem(pass);
        clock.advance(Duration.ofSeconds(20));
        RedeemOutcome stillTooSoon = till.redeem(pass);

        assertThat(first.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(twice.kind()).isEqualTo(RedeemOutcome.Kind.PASS_USED_JUST_NOW);
        assertThat(twice.honoured()).isFalse();
        assertThat(twice.action().requestId()).as("no new request").isEqualTo(first.action().requestId());
        assertThat(twice.action().usesLeft()).isEqualTo(9);
        assertThat(twice.scanAgainIn()).isBetween(Duration.ofSeconds(29), Duration.ofSeconds(30));
        assertThat(stillTooSoon.kind()).isEqualTo(RedeemOutcome.Kind.PASS_USED_JUST_NOW);
        assertThat(stillTooSoon.scanAgainIn()).isBetween(Duration.ofSeconds(9), Duration.ofSeconds(10));
        assertThat(server.ledger(pass)).as("one use taken at the service").hasSize(1);
        assertThat(till.outbox.status().latestForCode(pass).orElseThrow().requestId())
                .isEqualTo(first.action().requestId());

        clock.advance(Duration.ofSeconds(11));
        RedeemOutcome nextVisit = till.redeem(pass);

        assertThat(nextVisit.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(nextVisit.action().requestId()).isNotEqualTo(first.action().requestId());
        assertThat(nextVisit.action().usesLeft()).isEqualTo(8);
        assertThat(server.ledger(pass)).hasSize(2);
    }

    @Test
    void aPassInASaleScannedAgainIsNotHeldTwice() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast());
        String pass = server.issuePass("十次卡 Ten visits", 10);
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();

        SaleEngine.Step held = sales.hold(saleId, pass, "alice");
        SaleEngine.Step again = sales.hold(saleId, pass, "alice");
        SaleLine captured = sales.complete(saleId, "P-2", "alice").sale().shownLines().get(0);

        assertThat(held.result()).isEqualTo(SaleEngine.Result.DONE);
        assertThat(again.result()).isEqualTo(SaleEngine.Result.ALREADY_IN_SALE);
        assertThat(till.outbox.status().saleSteps(saleId)).extracting(RedeemAction::kind)
                .containsExactly(ActionKind.HOLD, ActionKind.CAPTURE);
        assertThat(captured.usesLeft()).as("the sale took one use").isEqualTo(9);
    }

    @Test
    void aPassSaysItsUsesInAllInstantAndInASale() throws Exception {
        TestClock clock = new TestClock();
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast(), clock);
        String pass = server.issuePass("十次卡 Ten visits", 10);

        RedeemOutcome first = till.redeem(pass);
        clock.advance(EngineSettings.DEFAULT_PASS_REPEAT_WINDOW);
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
