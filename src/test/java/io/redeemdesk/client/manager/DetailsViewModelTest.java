package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.manager.store.ActionDetails;
import io.redeemdesk.client.manager.store.ManagerEvent;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.redeem.SaleEngine;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.admin.DemoSeed;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

/**
 * The details view model against a real redemption service and the real engine: an action held for a manager is
 * shown with its facts, its code revealed (and the reveal logged), then retried now through
 * {@code RedeemRuntime.deliverNow} with the same request_id (once the manager confirms: it was held for a reason)
 * until the service redeems it, or released to the queue, which the drain then sends with that request_id.
 */
class DetailsViewModelTest {
    @TempDir
    Path dir;
    private ManagerTill till;
    private final AtomicInteger changes = new AtomicInteger();
    private final AtomicInteger releases = new AtomicInteger();
    private DetailsViewModel model;

    @BeforeEach
    void start() throws Exception {
        till = new ManagerTill(dir, 6);
        model = new DetailsViewModel(till.actions, new SameThreadBackground(), Runnable::run, new ManagerText(Locale.ENGLISH, ZoneOffset.UTC),
                changes::incrementAndGet, releases::incrementAndGet);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void aSaleStepShowsItsSaleItsOrderAndEveryVoucherWithWhatBecameOfIt() throws Exception {
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        String used = till.service.codes().get(0);
        String expired = till.service.expiredCode();
        String takenOff = till.service.codes().get(1);
        sales.hold(saleId, used, "alice");
        sales.hold(saleId, expired, "alice");
        sales.hold(saleId, takenOff, "alice");
        sales.release(saleId, takenOff, "alice");
        Sale done = sales.complete(saleId, "单号-1001", "alice").sale();
        String firstHold = done.lines().get(0).hold().requestId();
        DetailsViewModel chinese = new DetailsViewModel(till.actions, new SameThreadBackground(), Runnable::run,
                new ManagerText(Locale.SIMPLIFIED_CHINESE, ZoneOffset.UTC), changes::incrementAndGet,
                releases::incrementAndGet);

        model.show(done.capture().requestId()).join();
        chinese.show(firstHold).join();

        assertThat(model.factsProperty().get()).endsWith("\nCapture of sale " + saleId + ", order 单号-1001\n"
                + "Sale: complete\n"
                + "  • " + VoucherCode.mask(used) + " " + voucher(done, 0) + ": used\n"
                + "  • " + VoucherCode.mask(expired) + " " + voucher(done, 1) + ": refused · Expired\n"
                + "  • " + VoucherCode.mask(takenOff) + " " + voucher(done, 2) + ": taken off");
        assertThat(chinese.factsProperty().get()).endsWith("\n销售 " + saleId + " 的锁定，订单 单号-1001\n"
                + "销售：已完成\n"
                + "  • " + VoucherCode.mask(used) + " " + voucher(done, 0) + "：已使用\n"
                + "  • " + VoucherCode.mask(expired) + " " + voucher(done, 1) + "：被拒绝 · 已过期\n"
                + "  • " + VoucherCode.mask(takenOff) + " " + voucher(done, 2) + "：已移除");
    }

    /** A line's voucher name and value as the service named them, in the form every language shows. */
    private static String voucher(Sale sale, int line) {
        SaleLine l = sale.lines().get(line);
        return l.voucherName() + " " + new ManagerText(Locale.ENGLISH, ZoneOffset.UTC).money(l.valueCents(),
                l.currency());
    }

    @Test
    void heldActionShowsItsFactsAndRevealingTheCodeIsLogged() throws Exception {
        String code = till.service.codes().get(0);
        String id = till.held(code);

        model.show(id).join();

        assertThat(model.headlineProperty().get()).isEqualTo("Waiting for a manager");
        assertThat(model.codeProperty().get()).isEqualTo(VoucherCode.mask(code));
        assertThat(model.factsProperty().get()).contains("request_id " + id).contains("by alice")
                .contains("Accepted offline: no").contains("Last error: Till reports: \"held by the test\"");
        assertThat(model.responseProperty().get()).isEqualTo("No answer from the service yet");
        assertThat(model.canRetryProperty().get()).isTrue();
        assertThat(model.canCheckProperty().get()).isTrue();
        assertThat(model.canAcknowledgeProperty().get()).isFalse();

        model.revealCode().join();

        assertThat(model.codeProperty().get()).isEqualTo(VoucherCode.display(code));
        assertThat(till.lastEvent()).isEqualTo(new ManagerEvent(till.lastEvent().at(), "maria",
                "REVEAL_CODE", id, null));
    }

    @Test
    void retryingAHeldActionAsksFirstAndNoLeavesItHeldAndUnsent() throws Exception {
        String code = till.service.codes().get(1);
        String id = till.held(code);
        model.show(id).join();

        CompletableFuture<ActionDetails> retried = model.retryNow();

        assertThat(model.retryConfirmation().questionProperty().get())
                .startsWith("This action is waiting for a manager: Till reports: \"held by the test\".")
                .endsWith("Retry it now anyway?");
        assertThat(retried).isNotDone();
        assertThat(till.log.find(id).orElseThrow().attempts()).isZero();

        model.retryConfirmation().answer(false);

        assertThat(retried.join()).isNull();
        assertThat(model.retryConfirmation().questionProperty().get()).isEmpty();
        assertThat(till.log.find(id).orElseThrow().state()).isEqualTo(ActionState.HELD);
        assertThat(till.log.find(id).orElseThrow().attempts()).isZero();
        assertThat(till.service.ledger(code)).isEmpty();
        assertThat(till.store.events(10)).extracting(ManagerEvent::action).doesNotContain("RETRY_NOW");
        assertThat(changes).hasValue(0);
    }

    @Test
    void aWaitingActionIsRetriedWithoutAQuestion() throws Exception {
        String id = till.waiting(till.service.codes().get(3));
        model.show(id).join();

        ActionDetails after = model.retryNow().join();

        assertThat(model.retryConfirmation().questionProperty().get()).isEmpty();
        assertThat(after.action().verdict()).isEqualTo(Verdict.REDEEMED);
    }

    @Test
    void anActionTheServiceRefusedShowsTheEnginesReasonsInChineseAndTheServicesWordsAsData() throws Exception {
        till.service.server().terminals().setEnabled(DemoSeed.TERMINAL_ID, false);
        String id = till.waiting(till.service.codes().get(3));
        assertThat(till.actions.retryNow(id).state()).isEqualTo(ActionState.PENDING);
        DetailsViewModel chinese = new DetailsViewModel(till.actions, new SameThreadBackground(), Runnable::run,
                new ManagerText(Locale.SIMPLIFIED_CHINESE, ZoneOffset.UTC), changes::incrementAndGet,
                releases::incrementAndGet);

        chinese.show(id).join();

        String refused = "服务端拒绝（HTTP 403；服务端原文：“";
        assertThat(chinese.timeline()).first().asString().contains("  收银台未获认可  ").contains(refused)
                .doesNotContainPattern("HTTP 403 [A-Za-z]");
        assertThat(chinese.factsProperty().get()).contains("最近错误：" + refused)
                .doesNotContainPattern("HTTP 403 [A-Za-z]");
    }

    @Test
    void retryNowOfAHeldActionOnceConfirmedSendsTheSameRequestIdAndShowsTheVerdictAndTimeline() throws Exception {
        String id = till.held(till.service.codes().get(1));
        model.show(id).join();

        CompletableFuture<ActionDetails> retried = model.retryNow();
        model.retryConfirmation().answer(true);
        retried.join();

        assertThat(model.retryConfirmation().questionProperty().get()).isEmpty();

        RedeemAction after = till.log.find(id).orElseThrow();
        assertThat(after.state()).isEqualTo(ActionState.DONE);
        assertThat(after.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(model.headlineProperty().get()).isEqualTo("Redeemed · Done");
        assertThat(model.timeline()).hasSize(1).first().asString().contains("  verdict  ").contains("HTTP 201");
        assertThat(model.responseProperty().get()).startsWith("HTTP 201").contains(id);
        assertThat(model.canRetryProperty().get()).isFalse();
        assertThat(model.messageProperty().get()).isEqualTo("Retried: now Redeemed · Done");
        assertThat(till.lastEvent().action()).isEqualTo("RETRY_NOW");
        assertThat(till.lastEvent().detail()).isEqualTo("now DONE REDEEMED");
        assertThat(changes).hasValue(1);
        assertThat(releases).hasValue(0);
    }

    @Test
    void checkStatusOfAnActionTheServiceAlreadyRedeemedElsewhereShowsIt() throws Exception {
        String code = till.service.codes().get(2);
        String first = till.waiting(code);
        model.show(first).join();
        model.retryNow().join();
        String second = till.held(code);
        model.show(second).join();

        model.checkStatus().join();

        assertThat(till.log.find(second).orElseThrow().verdict()).isEqualTo(Verdict.ALREADY_REDEEMED);
        assertThat(model.responseProperty().get()).contains(first);
        assertThat(till.lastEvent().action()).isEqualTo("CHECK_STATUS");
    }

    @Test
    void releasingAHeldActionPutsItBackInTheQueueAndTheDrainRedeemsItWithTheSameRequestId() throws Exception {
        String code = till.service.codes().get(0);
        String id = till.held(code);
        model.show(id).join();
        assertThat(model.canReleaseProperty().get()).isTrue();

        model.releaseHeld().join();

        assertThat(model.messageProperty().get()).startsWith("Released to the queue: now ");
        assertThat(model.canReleaseProperty().get()).isFalse();
        assertThat(till.lastEvent().action()).isEqualTo("RELEASE_HOLD");
        assertThat(till.lastEvent().detail()).isEqualTo("back in the queue");
        assertThat(releases).as("the reload that follows the drain").hasValue(1);
        assertThat(changes).hasValue(0);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(till.log.find(id).orElseThrow().verdict()).isEqualTo(Verdict.REDEEMED));
        assertThat(till.service.ledger(code)).containsExactly(id);
    }

    @Test
    void anActionThatIsNotHeldCannotBeReleasedAndTheAttemptSaysSo() throws Exception {
        String id = till.waiting(till.service.codes().get(0));
        model.show(id).join();
        assertThat(model.canReleaseProperty().get()).isFalse();

        assertThatThrownBy(() -> model.releaseHeld().join()).hasRootCauseMessage("it is no longer waiting for a manager");

        assertThat(model.messageProperty().get()).isEqualTo("Could not do it: it is no longer waiting for a manager");
        assertThat(till.lastEvent().detail()).isEqualTo("was not held any more");
        assertThat(till.log.find(id).orElseThrow().state()).isEqualTo(ActionState.PENDING);
    }

    @Test
    void theServicesAnswerIsAReadableSummaryAndItsJsonBothWithTheCodeMaskedUntilRevealed() throws Exception {
        String code = till.service.codes().get(3);
        String id = till.waiting(code);
        model.show(id).join();
        model.retryNow().join();

        String summary = model.responseProperty().get();
        String json = model.responseJsonProperty().get();
        RedeemAction redeemed = till.log.find(id).orElseThrow();
        assertThat(redeemed.responseBody()).as("the service's answer names the code").contains(code);
        assertThat(summary).startsWith("HTTP 201 · Redeemed\n").contains("\nCode: " + VoucherCode.mask(code))
                .contains("\nVoucher: " + redeemed.voucherName()).contains("\nrequest_id: " + id)
                .doesNotContain("{", "\"");
        assertThat(json).contains("\"code\" : \"" + VoucherCode.mask(code) + "\"").contains(id);
        model.revealCode().join();
        assertThat(model.codeProperty().get()).isEqualTo(VoucherCode.display(code));
        for (String shown : new String[]{summary, json, model.responseProperty().get(),
                model.responseJsonProperty().get(), model.factsProperty().get()}) {
            assertThat(shown).doesNotContain(code, VoucherCode.display(code), code.toLowerCase());
        }
    }
}
