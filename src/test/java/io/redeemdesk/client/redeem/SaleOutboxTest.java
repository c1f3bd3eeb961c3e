package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.outbox.SaleStep;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.admin.DemoSeed;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.awaitility.Awaitility.await;

/**
 * Sale mode's outbox actions against a real service on a real port: a sale's steps go out in order (a capture
 * only after its holds are answered), a step not answered is resent with its one request_id, a till restarted
 * with an open sale shows it again and completes it, a paid sale cannot be voided, and a voucher accepted offline
 * in a completed sale that the service then refuses becomes a conflict for the manager, as does every line the
 * capture of a sale completed offline refuses; a sale whose every line came off is not brought back after a restart.
 */
class SaleOutboxTest extends TillAndLiveServer {
    @Test
    void aSaleCompletedOfflineIsDeliveredInOrderWithItsOwnRequestIdsWhenTheServiceReturns() throws Exception {
        SaleEngine sales = acceptingTill();
        String saleId = sales.newSaleId();
        List<String> codes = server.codes().subList(0, 3);
        server.stop();

        for (String code : codes) {
            assertThat(sales.hold(saleId, code, "alice").result()).isEqualTo(SaleEngine.Result.DONE);
        }
        sales.release(saleId, codes.get(1), "alice");
        Sale completed = sales.complete(saleId, "A-1001 收据", "alice").sale();

        assertThat(completed.state()).isEqualTo(Sale.State.COMPLETED_OFFLINE);
        assertThat(completed.shownLines()).extracting(SaleLine::state)
                .containsExactly(SaleLine.State.ACCEPTED_OFFLINE, SaleLine.State.ACCEPTED_OFFLINE);
        List<RedeemAction> minted = till.outbox.status().saleSteps(saleId);
        assertThat(minted).extracting(RedeemAction::kind).containsExactly(ActionKind.HOLD, ActionKind.HOLD,
                ActionKind.HOLD, ActionKind.RELEASE, ActionKind.CAPTURE);

        server.restart();
        await().atMost(WAIT).until(() -> sales.sale(saleId).state() == Sale.State.COMPLETED);

        List<RedeemAction> delivered = till.outbox.status().saleSteps(saleId);
        assertThat(delivered).extracting(RedeemAction::requestId)
                .containsExactlyElementsOf(minted.stream().map(RedeemAction::requestId).toList());
        assertThat(delivered).allSatisfy(a -> assertThat(a.state()).isEqualTo(ActionState.DONE));
        for (int i = 1; i < delivered.size(); i++) {
            long previousAnswered = lastAttempt(delivered.get(i - 1)).startedAt()
                    + lastAttempt(delivered.get(i - 1)).durationMs();
            assertThat(lastAttempt(delivered.get(i)).startedAt()).as("step %d sent after step %d was answered",
                    i + 1, i).isGreaterThanOrEqualTo(previousAnswered);
        }
        assertThat(till.outbox.status().attempts(minted.get(0).requestId()).size())
                .as("the first hold was tried while the service was down, then resent").isGreaterThan(1);
        assertThat(server.status(codes.get(0))).isEqualTo("USED");
        assertThat(server.status(codes.get(1))).isEqualTo("UNUSED");
        assertThat(server.status(codes.get(2))).isEqualTo("USED");
        assertThat(sales.sale(saleId).shownLines()).extracting(SaleLine::state)
                .containsExactly(SaleLine.State.CAPTURED, SaleLine.State.CAPTURED);
        assertThat(sales.sale(saleId).orderNo()).isEqualTo("A-1001 收据");
    }

    @Test
    void aTillRestartedWithAnOpenSaleShowsItAgainAndCompletesIt() throws Exception {
        SaleEngine sales = startTill();
        String saleId = sales.newSaleId();
        String refused = server.expiredCode();
        sales.hold(saleId, server.codes().get(0), "alice");
        sales.hold(saleId, refused, "alice");
        assertThat(sales.hold(saleId, server.codes().get(0).toLowerCase(), "alice").result())
                .isEqualTo(SaleEngine.Result.ALREADY_IN_SALE);
        Sale before = sales.sale(saleId);
        stopTill();
        assertThat(server.status(server.codes().get(0))).isEqualTo("LOCKED");

        startTill();
        Sale restored = till.runtime.sales().openSale().orElseThrow();

        assertThat(restored.saleId()).isEqualTo(saleId);
        assertThat(restored.shownLines()).extracting(SaleLine::code, SaleLine::state).containsExactly(
                tuple(server.codes().get(0), SaleLine.State.HELD),
                tuple(refused, SaleLine.State.REFUSED));
        assertThat(restored.shownLines()).isEqualTo(before.shownLines());
        Sale done = till.runtime.sales().complete(saleId, null, "alice").sale();
        assertThat(done.state()).isEqualTo(Sale.State.COMPLETED);
        assertThat(server.status(server.codes().get(0))).isEqualTo("USED");
        assertThat(till.runtime.sales().voidSale(saleId, "alice").result())
                .isEqualTo(SaleEngine.Result.VOID_AFTER_CAPTURE);
        assertThat(till.runtime.sales().openSale()).isEmpty();
    }

    @Test
    void aSaleWhoseOnlyHoldWentUnansweredUnderRefuseIsNotBroughtBackAndNothingStaysHeld() throws Exception {
        SaleEngine sales = startTill();
        String saleId = sales.newSaleId();
        String code = server.codes().get(0);
        server.stop();

        assertThat(sales.hold(saleId, code, "alice").result()).isEqualTo(SaleEngine.Result.CANNOT_VERIFY);
        assertThat(till.outbox.status().saleSteps(saleId)).extracting(RedeemAction::kind)
                .as("the hold was committed and sent, then taken off again").containsExactly(ActionKind.HOLD,
                        ActionKind.RELEASE);
        assertThat(sales.sale(saleId).shownLines()).isEmpty();
        assertThat(sales.openSale()).as("an empty sale is not put back on screen").isEmpty();
        stopTill();

        startTill();
        assertThat(till.runtime.sales().openSale()).as("nor after a restart").isEmpty();
        server.restart();
        await().atMost(WAIT).until(() -> till.outbox.status().saleSteps(saleId).stream()
                .noneMatch(s -> s.state().unfinished()));
        assertThat(server.status(code)).as("delivered in order: held, then given back").isEqualTo("UNUSED");

        String next = till.runtime.sales().newSaleId();
        till.runtime.sales().hold(next, code, "alice");
        assertThat(till.runtime.sales().openSale()).map(Sale::saleId).contains(next);
    }

    @Test
    void aVoidedSaleGivesEveryVoucherBack() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast());
        SaleEngine sales = till.runtime.sales();
        String saleId = sales.newSaleId();
        List<String> codes = server.codes().subList(0, 3);
        for (String code : codes) {
            sales.hold(saleId, code, "alice");
        }
        assertThat(codes).allSatisfy(c -> assertThat(server.status(c)).isEqualTo("LOCKED"));

        Sale voided = sales.voidSale(saleId, "alice").sale();

        assertThat(voided.state()).isEqualTo(Sale.State.VOIDED);
        assertThat(codes).allSatisfy(c -> assertThat(server.status(c)).isEqualTo("UNUSED"));
        assertThat(sales.hold(saleId, server.codes().get(5), "alice").result())
                .isEqualTo(SaleEngine.Result.SALE_CLOSED);
    }

    @Test
    void aVoucherAcceptedOfflineInACompletedSaleThatTheServiceRefusesBecomesAConflict() throws Exception {
        SaleEngine sales = acceptingTill();
        String saleId = sales.newSaleId();
        String code = server.codes().get(0);
        server.stop();
        sales.hold(saleId, code, "alice");
        assertThat(sales.complete(saleId, null, "alice").sale().state()).isEqualTo(Sale.State.COMPLETED_OFFLINE);

        server.restart();
        anotherTillRedeems(code);

        await().atMost(WAIT).until(() -> sales.sale(saleId).capture().state() != ActionState.PENDING
                && !sales.sale(saleId).capture().state().unfinished());
        Sale settled = sales.sale(saleId);
        assertThat(settled.lines()).extracting(SaleLine::state).containsExactly(SaleLine.State.CONFLICT);
        assertThat(till.outbox.status().unacknowledgedConflicts()).extracting(RedeemAction::code).contains(code);
        assertThat(server.ledger(code)).hasSize(1);
    }

    @Test
    void aVoucherHonouredOfflineInASaleWaitingToBeSentIsNotTakenAgainByTheNextSale() throws Exception {
        SaleEngine sales = acceptingTill();
        String first = sales.newSaleId();
        String code = server.codes().get(0);
        server.stop();
        sales.hold(first, code, "alice");
        assertThat(sales.complete(first, "A-1", "alice").sale().state()).isEqualTo(Sale.State.COMPLETED_OFFLINE);

        String next = sales.newSaleId();
        SaleEngine.Step again = sales.hold(next, code.toLowerCase(), "alice");

        assertThat(again.result()).isEqualTo(SaleEngine.Result.TAKEN_HERE_BEFORE);
        assertThat(till.outbox.status().saleSteps(next)).isEmpty();
        server.restart();
        await().atMost(WAIT).until(() -> sales.sale(first).state() == Sale.State.COMPLETED);
        assertThat(sales.sale(first).lines()).extracting(SaleLine::state).containsExactly(SaleLine.State.CAPTURED);
        assertThat(sales.hold(next, code, "alice").result()).as("used by the first sale now")
                .isEqualTo(SaleEngine.Result.TAKEN_HERE_BEFORE);
        assertThat(till.outbox.status().unacknowledgedConflicts()).isEmpty();
    }

    @Test
    void aVoucherAnEarlierSaleUsedOrIsCompletingIsNotAcceptedOfflineByTheNextSale() throws Exception {
        SaleEngine sales = acceptingTill();
        String used = server.codes().get(0);
        String completing = server.codes().get(1);
        String paid = sales.newSaleId();
        sales.hold(paid, used, "alice");
        assertThat(sales.complete(paid, null, "alice").sale().state()).isEqualTo(Sale.State.COMPLETED);
        String offline = sales.newSaleId();
        sales.hold(offline, completing, "alice");
        server.stop();
        assertThat(sales.complete(offline, null, "alice").sale().state()).isEqualTo(Sale.State.COMPLETED_OFFLINE);

        String next = sales.newSaleId();
        assertThat(sales.hold(next, used, "alice").result()).isEqualTo(SaleEngine.Result.TAKEN_HERE_BEFORE);
        assertThat(sales.hold(next, completing, "alice").result()).isEqualTo(SaleEngine.Result.TAKEN_HERE_BEFORE);
        assertThat(till.outbox.status().saleSteps(next)).isEmpty();
    }

    @Test
    void aVoucherWhoseReleaseOrVoidIsNotAnsweredYetIsNotAcceptedOfflineByAnotherSale() throws Exception {
        SaleEngine sales = acceptingTill();
        String released = server.codes().get(0);
        String voided = server.codes().get(1);
        String first = sales.newSaleId();
        String second = sales.newSaleId();
        sales.hold(first, released, "alice");
        sales.hold(second, voided, "alice");
        server.stop();
        sales.release(first, released, "alice");
        assertThat(sales.voidSale(second, "alice").sale().state()).isEqualTo(Sale.State.VOIDING);

        String next = sales.newSaleId();
        assertThat(sales.hold(next, released, "alice").result()).isEqualTo(SaleEngine.Result.TAKEN_HERE_BEFORE);
        assertThat(sales.hold(next, voided, "alice").result()).isEqualTo(SaleEngine.Result.TAKEN_HERE_BEFORE);

        server.restart();
        await().atMost(WAIT).until(() -> !till.outbox.status().anyUnfinished());
        assertThat(sales.hold(next, released, "alice").sale().shownLine(released).orElseThrow().state())
                .as("free again once its release is answered").isEqualTo(SaleLine.State.HELD);
        assertThat(sales.hold(next, voided, "alice").sale().shownLine(voided).orElseThrow().state())
                .as("free again once its sale's void is answered").isEqualTo(SaleLine.State.HELD);
    }

    @Test
    void linesTheCaptureOfASaleCompletedOfflineRefusesBecomeConflicts() throws Exception {
        SaleEngine sales = acceptingTill();
        String pass = server.issuePass("十次卡", 10);
        String earlier = sales.newSaleId();
        sales.hold(earlier, pass, "alice");
        assertThat(sales.complete(earlier, "单号-7", "alice").sale().state()).isEqualTo(Sale.State.COMPLETED);
        String saleId = sales.newSaleId();
        String heldOnline = server.codes().get(0);
        String captured = server.codes().get(1);
        assertThat(sales.hold(saleId, heldOnline, "alice").sale().shownLines()).extracting(SaleLine::state)
                .containsExactly(SaleLine.State.HELD);
        server.leaseRanOut(heldOnline);
        anotherTillRedeems(heldOnline);
        server.stop();
        sales.hold(saleId, pass, "alice");
        sales.hold(saleId, captured, "alice");
        assertThat(sales.complete(saleId, "单号-7", "alice").sale().state()).as("the order used the pass already")
                .isEqualTo(Sale.State.COMPLETED_OFFLINE);

        server.restart();
        await().atMost(WAIT).until(() -> !sales.sale(saleId).capture().state().unfinished());
        Sale settled = sales.sale(saleId);
        assertThat(settled.state()).isEqualTo(Sale.State.COMPLETED);
        assertThat(settled.lines()).extracting(SaleLine::code, SaleLine::state).containsExactly(
                tuple(heldOnline, SaleLine.State.CONFLICT), tuple(pass, SaleLine.State.CONFLICT),
                tuple(captured, SaleLine.State.CAPTURED));
        assertThat(till.outbox.status().unacknowledgedConflicts()).as("both refused lines, for the manager")
                .extracting(RedeemAction::code, RedeemAction::lastError).containsExactlyInAnyOrder(
                        tuple(heldOnline, new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT,
                                Verdict.ALREADY_REDEEMED).phrase()),
                        tuple(pass, new EngineReason(EngineReason.Kind.OFFLINE_CONFLICT,
                                Verdict.ALREADY_REDEEMED).phrase()));
        assertThat(server.ledger(heldOnline)).as("used once, by the other till").hasSize(1);
        assertThat(server.status(captured)).isEqualTo("USED");
    }

    @Test
    void aRestoredSaleWhoseOnlyHoldTheServiceRefusesSendsNoCaptureAndSaysNothingWasCaptured() throws Exception {
        startTill();
        String saleId = till.runtime.sales().newSaleId();
        String expired = server.expiredCode();
        committedUnanswered(saleId, 1, expired, Duration.ofSeconds(2));
        stopTill();

        SaleEngine sales = startTill();
        assertThat(sales.openSale().orElseThrow().shownLines()).extracting(SaleLine::state)
                .containsExactly(SaleLine.State.HOLDING);
        assertThat(sales.complete(saleId, "A-7", "alice").result()).as("F4 waits for the hold's answer")
                .isEqualTo(SaleEngine.Result.DONE);

        Sale settled = sales.sale(saleId);
        assertThat(settled.state()).isEqualTo(Sale.State.CAPTURE_FAILED);
        assertThat(settled.shownLines()).extracting(SaleLine::state, SaleLine::verdict)
                .containsExactly(tuple(SaleLine.State.REFUSED, Verdict.EXPIRED));
        assertThat(settled.capture().state()).isEqualTo(ActionState.FAILED);
        assertThat(settled.nothingHeld()).as(settled.capture().lastError()).isTrue();
        assertThat(till.outbox.status().attempts(settled.capture().requestId()))
                .as("the capture was never sent: the service never had the sale").singleElement()
                .satisfies(a -> assertThat(a.outcome()).isEqualTo("NOT_SENT"))
                .satisfies(a -> assertThat(a.durationMs()).isZero());
        assertThat(till.outbox.status().unacknowledgedConflicts()).isEmpty();
    }

    @Test
    void aRestoredSaleCompletedOfflineMakesEveryRefusedLineItsCashierHandedOverAConflict() throws Exception {
        acceptingTill();
        String nothingHeld = till.runtime.sales().newSaleId();
        String partlyHeld = till.runtime.sales().newSaleId();
        String expired = server.expiredCode();
        String held = server.codes().get(0);
        till.runtime.sales().hold(partlyHeld, held, "alice");
        anotherTillRedeems(server.codes().get(1));
        server.stop();
        committedUnanswered(nothingHeld, 1, expired, Duration.ZERO);
        committedUnanswered(partlyHeld, 2, server.codes().get(1), Duration.ZERO);
        stopTill();

        SaleEngine sales = acceptingTill();
        assertThat(sales.complete(partlyHeld, null, "alice").sale().state()).isEqualTo(Sale.State.COMPLETED_OFFLINE);
        assertThat(sales.complete(nothingHeld, null, "alice").sale().state())
                .as("the cashier hands the goods over").isEqualTo(Sale.State.COMPLETED_OFFLINE);
        server.restart();
        await().atMost(WAIT).until(() -> !sales.sale(nothingHeld).capture().state().unfinished()
                && !sales.sale(partlyHeld).capture().state().unfinished());

        assertThat(sales.sale(nothingHeld).lines()).extracting(SaleLine::state)
                .containsExactly(SaleLine.State.CONFLICT);
        assertThat(sales.sale(partlyHeld).lines()).extracting(SaleLine::code, SaleLine::state).containsExactly(
                tuple(held, SaleLine.State.CAPTURED), tuple(server.codes().get(1), SaleLine.State.CONFLICT));
        assertThat(till.outbox.status().unacknowledgedConflicts()).as("each refused line, for the manager")
                .filteredOn(a -> a.kind() == ActionKind.HOLD).extracting(RedeemAction::code)
                .containsExactlyInAnyOrder(expired, server.codes().get(1));
        assertThat(sales.sale(nothingHeld).nothingHeld()).isTrue();
        assertThat(server.status(held)).isEqualTo("USED");
    }

    /** Starts the till (the refuse policy, fast timings) on its data folder, the same one every time. */
    private SaleEngine startTill() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast());
        return till.runtime.sales();
    }

    /** Starts the till under the offline policy {@code accept}, probing the service only every 3 s. */
    private SaleEngine acceptingTill() throws Exception {
        EngineSettings slowProbe = TestTill.fastAccepting(10).withTiming(Duration.ofMillis(50), Duration.ofMillis(400),
                Duration.ofSeconds(3), Duration.ofSeconds(3));
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), slowProbe);
        return till.runtime.sales();
    }

    /** Another till of the store redeems {@code code} at once. */
    private void anotherTillRedeems(String code) throws Exception {
        RedemptionApi otherTill = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1),
                Duration.ofSeconds(5)), server.url(), server.otherTerminalToken("TILL-2"));
        otherTill.redeem(UUID.randomUUID().toString(), new RedemptionRequest(code, DemoSeed.STORE_ID, "TILL-2",
                "bob", "2026-12-01T10:00:00Z", false), Duration.ofSeconds(5));
    }

    /**
     * What a till killed right after committing a hold leaves: the hold of {@code code}, step {@code seq} of
     * {@code saleId}, unanswered and never accepted offline, due to be sent {@code after} from now.
     */
    private void committedUnanswered(String saleId, int seq, String code, Duration after) throws Exception {
        till.outbox.actions().insert(RedeemAction.freshSaleStep(ActionKind.HOLD, new SaleStep(saleId, seq, null),
                UUID.randomUUID().toString(), code, new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID),
                "alice", System.currentTimeMillis() + after.toMillis()));
    }

    private void stopTill() throws Exception {
        till.close();
        till = null;
    }

    private AttemptRecord lastAttempt(RedeemAction action) throws Exception {
        List<AttemptRecord> attempts = till.outbox.status().attempts(action.requestId());
        return attempts.get(attempts.size() - 1);
    }
}
