package io.redeemdesk.client.redeem;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.Verdict;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** The engine against a real service on a real port: online, offline and back, caps, conflicts, auth pauses. */
class RedeemRuntimeTest extends TillAndLiveServer {
    @Test
    void redeemsOnlineAndADuplicateScanShowsTheSameActionWithoutANewRequestId() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast());
        String code = server.codes().get(0);

        RedeemOutcome first = till.redeem(code);
        RedeemOutcome again = till.redeem(code.toLowerCase());

        assertThat(first.kind()).isEqualTo(RedeemOutcome.Kind.VERDICT);
        assertThat(first.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(first.action().state()).isEqualTo(ActionState.DONE);
        assertThat(again.verdict()).isEqualTo(Verdict.ALREADY_REDEEMED);
        assertThat(again.action().requestId()).isEqualTo(first.action().requestId());
        assertThat(server.ledger(code)).containsExactly(first.action().requestId());
        assertThat(till.outbox.status().attempts(first.action().requestId())).hasSize(1);
    }

    @Test
    void offlineScansAreSavedUnderAcceptAndDrainOnTheFirstSuccessfulProbe() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fastAccepting(10));
        List<EngineStatus> seen = new CopyOnWriteArrayList<>();
        till.runtime.status().addListener(seen::add);
        server.stop();

        RedeemOutcome a = till.redeem(server.codes().get(0));
        RedeemOutcome b = till.redeem(server.codes().get(1));

        assertThat(a.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);
        assertThat(b.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);
        assertThat(b.action().wireOffline()).as("known offline: minted without an attempt").isTrue();
        await().atMost(WAIT).until(() -> !till.status().online() && till.status().queued() == 2);
        assertThat(seen).anySatisfy(s -> assertThat(s.online()).isFalse());

        server.restart();

        await().atMost(WAIT).until(() -> till.action(a.action().requestId()).state() == ActionState.DONE
                && till.action(b.action().requestId()).state() == ActionState.DONE);
        assertThat(till.action(b.action().requestId()).verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(server.ledger(server.codes().get(0))).containsExactly(a.action().requestId());
        assertThat(server.ledger(server.codes().get(1))).containsExactly(b.action().requestId());
        await().atMost(WAIT).until(() -> till.status().online() && till.status().queued() == 0);
    }

    @Test
    void refusePolicySaysDoNotHonourButStillSendsTheAction() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fast());
        server.stop();

        RedeemOutcome outcome = till.redeem(server.codes().get(0));

        assertThat(outcome.kind()).isEqualTo(RedeemOutcome.Kind.CANNOT_VERIFY);
        assertThat(outcome.honoured()).isFalse();
        assertThat(outcome.detail()).contains("do not honour");
        server.restart();
        await().atMost(WAIT).until(() -> till.action(outcome.action().requestId()).state() == ActionState.DONE);
        RedeemAction done = till.action(outcome.action().requestId());
        assertThat(done.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(done.offlineAccepted()).isFalse();
    }

    @Test
    void acceptTurnsIntoRefuseBeyondTheQueuedCapAndWarnsWhenNear() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fastAccepting(2));
        server.stop();

        RedeemOutcome first = till.redeem(server.codes().get(0));
        await().atMost(WAIT).until(() -> till.status().capsNear() == false && till.status().queued() == 1);
        RedeemOutcome second = till.redeem(server.codes().get(1));
        RedeemOutcome third = till.redeem(server.codes().get(2));

        assertThat(first.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);
        assertThat(second.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);
        assertThat(third.kind()).isEqualTo(RedeemOutcome.Kind.CANNOT_VERIFY);
        assertThat(third.detail()).contains("offline limit reached");
        await().atMost(WAIT).untilAsserted(() -> {
            EngineStatus s = till.status();
            assertThat(s.queued()).isEqualTo(3);
            assertThat(s.offlineAccepted()).isEqualTo(2);
            assertThat(s.capsNear()).isTrue();
            assertThat(s.capsReached()).isTrue();
        });
    }

    @Test
    void aVoucherRedeemedElsewhereThenHonouredOfflineHereBecomesAConflictWithANotice() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), server.token(), TestTill.fastAccepting(5));
        String code = server.codes().get(0);
        String otherToken = server.otherTerminalToken("TILL-2");
        RedemptionApi other = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(1),
                Duration.ofSeconds(5)), server.url(), otherToken);
        ApiResult elsewhere = other.redeem(UUID.randomUUID().toString(), new RedemptionRequest(code,
                "DEMO-STORE", "TILL-2", "bob", Instant.now().toString(), false), Duration.ofSeconds(5));
        assertThat(((ApiResult.Answered) elsewhere).response().verdict()).isEqualTo(Verdict.REDEEMED);
        server.stop();
        RedeemOutcome offline = till.redeem(code);
        assertThat(offline.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);

        server.restart();

        String requestId = offline.action().requestId();
        await().atMost(WAIT).until(() -> till.action(requestId).state() == ActionState.CONFLICT);
        RedeemAction conflict = till.action(requestId);
        assertThat(conflict.verdict()).isEqualTo(Verdict.ALREADY_REDEEMED);
        assertThat(conflict.honoured()).as("the customer did get the goods").isTrue();
        assertThat(conflict.lastError()).contains("TILL-2");
        await().atMost(WAIT).untilAsserted(() -> assertThat(till.status().conflicts())
                .extracting(ConflictNotice::requestId).containsExactly(requestId));
        assertThat(till.redeem(code).kind()).as("no new request_id for a conflicted code")
                .isEqualTo(RedeemOutcome.Kind.PENDING_HERE);

        till.runtime.status().acknowledgeConflict(requestId);
        await().atMost(WAIT).until(() -> till.status().conflicts().isEmpty());
        assertThat(till.action(requestId).state()).isEqualTo(ActionState.CONFLICT);
    }

    @Test
    void aRefusedTokenPausesTheQueueWithAnAlertInsteadOfBurningAttempts() throws Exception {
        till = new TestTill(dir.resolve("till"), server.url(), "not-a-valid-token", TestTill.fastAccepting(5));

        RedeemOutcome outcome = till.redeem(server.codes().get(0));

        assertThat(outcome.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);
        await().atMost(WAIT).until(() -> till.status().authPaused());
        assertThat(till.status().authAlert()).contains("HTTP 401").contains("resumes sending (F9)");
        String requestId = outcome.action().requestId();
        Thread.sleep(600);
        assertThat(till.action(requestId).attempts()).as("paused: no further attempts").isEqualTo(1);
        assertThat(till.action(requestId).state()).isEqualTo(ActionState.PENDING);
    }

    @Test
    void actionsLeftInFlightByACrashResumeAsUnknownWithTheirStoredRequestId() throws Exception {
        Path data = dir.resolve("till");
        String code = server.codes().get(0);
        String requestId = UUID.randomUUID().toString();
        try (Outbox crashed = Outbox.open(data.resolve("outbox.db"))) {
            crashed.actions().insert(RedeemAction.fresh(requestId, code, "DEMO-STORE", "TILL-1", "alice",
                    System.currentTimeMillis()));
            crashed.actions().beginAttempt(requestId, 1, System.currentTimeMillis()).join();
        }
        server.stop();
        till = new TestTill(data, server.url(), server.token(), TestTill.fast());
        await().atMost(WAIT).until(() -> till.status().queued() == 1);
        assertThat(till.action(requestId).state()).as("sent, no answer yet: visible as unknown")
                .isEqualTo(ActionState.UNKNOWN);
        assertThat(till.action(requestId).maybeDelivered()).isTrue();
        assertThat(till.outbox.status().attempts(requestId).get(0).outcome()).isEqualTo("INTERRUPTED");

        server.restart();

        await().atMost(WAIT).until(() -> till.action(requestId).state() == ActionState.DONE);
        assertThat(till.action(requestId).verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(server.ledger(code)).containsExactly(requestId);
    }
}
