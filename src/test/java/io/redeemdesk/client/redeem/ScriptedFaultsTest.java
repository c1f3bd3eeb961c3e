package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Scripted faults on a mockwebserver3 service: for each, every POST carries the same Idempotency-Key and the same
 * body, and the action ends in the state the fault calls for.
 */
class ScriptedFaultsTest {
    private static final Duration WAIT = Duration.ofSeconds(15);

    @TempDir
    Path dir;
    private final ScriptedService service = new ScriptedService();
    private final MockWebServer web = new MockWebServer();
    private final TestClock clock = new TestClock();
    private TestTill till;
    private final String code = VoucherCode.generate(new SecureRandom());

    @BeforeEach
    void start() throws Exception {
        web.setDispatcher(service);
        web.start(0);
        EngineSettings settings = TestTill.fast().withTiming(Duration.ofMillis(50), Duration.ofMillis(400),
                Duration.ofMillis(800), Duration.ofMillis(100));
        till = new TestTill(dir, web.url("/").toString(), "token", settings, clock);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
        web.close();
    }

    private RedeemAction finalState(RedeemOutcome outcome, ActionState expected) {
        String id = outcome.action().requestId();
        await().atMost(WAIT).until(() -> till.action(id).state() == expected);
        return assertSameKeyEveryTime(id);
    }

    private RedeemAction assertSameKeyEveryTime(String requestId) {
        assertThat(service.keys()).isNotEmpty().allMatch(requestId::equals);
        assertThat(service.bodies()).containsOnly(service.bodies().get(0));
        try {
            return till.action(requestId);
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }

    private List<String> outcomes(String requestId) throws Exception {
        return till.outbox.status().attempts(requestId).stream().map(AttemptRecord::outcome).toList();
    }

    @Test
    void disconnectAfterTheRequestWasReadIsUnknownThenResolvedWithTheSameKey() throws Exception {
        service.script.add(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());

        RedeemOutcome outcome = till.redeem(code);

        assertThat(outcome.kind()).isEqualTo(RedeemOutcome.Kind.CANNOT_VERIFY);
        assertThat(outcome.action().state()).isEqualTo(ActionState.UNKNOWN);
        RedeemAction done = finalState(outcome, ActionState.DONE);
        assertThat(done.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(service.posts).hasSize(2);
        assertThat(outcomes(done.requestId())).containsExactly("UNREACHABLE", "VERDICT");
    }

    @Test
    void aVoucherHeldByASaleIsRetriedOnlyForARedemptionAlreadyHonouredOffline() throws Exception {
        till.close();
        till = new TestTill(dir.resolve("accepting"), web.url("/").toString(), "token", TestTill.fast()
                .withTiming(Duration.ofMillis(50), Duration.ofMillis(400), Duration.ofMillis(800),
                        Duration.ofMillis(100)).withOfflinePolicy(OfflinePolicy.ACCEPT, 10, Duration.ofHours(24), null),
                clock);
        service.script.add(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());
        service.script.add(ScriptedService.problem(409, "voucher-held", null, null));

        RedeemOutcome outcome = till.redeem(code);

        assertThat(outcome.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);
        RedeemAction done = finalState(outcome, ActionState.DONE);
        assertThat(done.verdict()).as("the sale ended; the use honoured offline is recorded").isEqualTo(
                Verdict.REDEEMED);
        assertThat(outcomes(done.requestId())).containsExactly("UNREACHABLE", "RETRY", "VERDICT");
    }

    @Test
    void aStalledAnswerPastTheDeadlineIsRetriedWithTheSameKey() throws Exception {
        service.script.add(new MockResponse.Builder(ScriptedService.redeemed("x"))
                .headersDelay(3, TimeUnit.SECONDS).build());

        RedeemOutcome outcome = till.redeem(code);

        assertThat(outcome.action().state()).isEqualTo(ActionState.UNKNOWN);
        assertThat(outcome.action().lastError()).contains("no answer in time");
        RedeemAction done = finalState(outcome, ActionState.DONE);
        assertThat(done.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(service.posts.size()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void serviceUnavailableWithRetryAfterIsHonouredBeforeTheNextAttempt() throws Exception {
        service.script.add(ScriptedService.problem(503, "internal", "Retry-After", "2"));

        RedeemOutcome outcome = till.redeem(code);

        RedeemAction done = finalState(outcome, ActionState.DONE);
        assertThat(service.posts).hasSize(2);
        long gap = service.arrivals.get(1) - service.arrivals.get(0);
        assertThat(gap).as("Retry-After: 2 honoured although the backoff cap is 400 ms").isGreaterThanOrEqualTo(1900);
        assertThat(outcomes(done.requestId())).containsExactly("RETRY", "VERDICT");
    }

    @Test
    void tooManyRequestsIsRetriedAfterItsRetryAfter() throws Exception {
        service.script.add(ScriptedService.problem(429, "rate-limited", "Retry-After", "1"));
        service.script.add(ScriptedService.problem(429, "rate-limited", "Retry-After", "1"));

        RedeemOutcome outcome = till.redeem(code);

        RedeemAction done = finalState(outcome, ActionState.DONE);
        assertThat(service.posts).hasSize(3);
        assertThat(service.arrivals.get(2) - service.arrivals.get(1)).isGreaterThanOrEqualTo(900);
        assertThat(done.attempts()).isEqualTo(3);
    }

    @Test
    void aStoredFiveHundredReplayedIsFinalAndNotRetriedForever() throws Exception {
        service.script.add(ScriptedService.problem(500, "internal", null, null));
        service.script.add(ScriptedService.problem(500, "internal", "Idempotent-Replayed", "true"));

        RedeemOutcome outcome = till.redeem(code);

        RedeemAction failed = finalState(outcome, ActionState.FAILED);
        assertThat(failed.lastError()).contains("stored a failure");
        assertThat(failed.responseBody()).contains("scripted internal");
        assertThat(failed.honoured()).isFalse();
        Thread.sleep(800);
        assertThat(service.posts).hasSize(2);
        assertThat(outcomes(failed.requestId())).containsExactly("RETRY", "STORED_FAILURE");
    }

    @Test
    void requestInProgressIsUnknownAndRetried() throws Exception {
        service.script.add(ScriptedService.problem(409, "request-in-progress", "Retry-After", "1"));

        RedeemOutcome outcome = till.redeem(code);

        assertThat(outcome.action().state()).isEqualTo(ActionState.UNKNOWN);
        assertThat(finalState(outcome, ActionState.DONE).verdict()).isEqualTo(Verdict.REDEEMED);
    }

    @Test
    void garbageBodiesAreRecordedRawShownAsServerWrongAndRetriedWhereThatCanHelp() throws Exception {
        service.script.add(ScriptedService.raw(200, "text/html", "<html>proxy error page</html>"));
        service.script.add(ScriptedService.json(201, "{\"verdict\":\"REDEEMED\"}"));
        service.script.add(ScriptedService.json(201, "{\"verdict\":\"TELEPORTED\",\"requestId\":\"x\"}"));
        service.script.add(ScriptedService.json(201, "not json at all {"));

        RedeemOutcome outcome = till.redeem(code);

        assertThat(outcome.kind()).isEqualTo(RedeemOutcome.Kind.SERVER_WRONG);
        assertThat(outcome.detail()).contains("text/html");
        assertThat(outcome.action().responseBody()).isEqualTo("<html>proxy error page</html>");
        RedeemAction done = finalState(outcome, ActionState.DONE);
        assertThat(done.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(outcomes(done.requestId())).containsExactly("BAD_ANSWER", "BAD_ANSWER", "BAD_ANSWER",
                "BAD_ANSWER", "VERDICT");
        assertThat(till.outbox.status().attempts(done.requestId()).get(2).detail()).contains("TELEPORTED");
    }

    @Test
    void aGarbledClientErrorFailsForGoodWithTheRawBodyKept() throws Exception {
        service.script.add(ScriptedService.raw(400, "text/plain", "bad bad bad"));

        RedeemOutcome outcome = till.redeem(code);

        assertThat(outcome.kind()).isEqualTo(RedeemOutcome.Kind.SERVER_WRONG);
        RedeemAction failed = finalState(outcome, ActionState.FAILED);
        assertThat(failed.responseBody()).isEqualTo("bad bad bad");
        Thread.sleep(500);
        assertThat(service.posts).hasSize(1);
    }

    @Test
    void aKeyReusedProblemIsNeverRetried() throws Exception {
        service.script.add(ScriptedService.problem(422, "idempotency-key-reused", null, null));

        RedeemOutcome outcome = till.redeem(code);

        assertThat(outcome.action().state()).isEqualTo(ActionState.FAILED);
        Thread.sleep(500);
        assertThat(service.posts).hasSize(1);
    }

    @Test
    void aPossiblyDeliveredActionOlderThanTheKeyRetentionIsHeldNotResent() throws Exception {
        service.keyRetentionHours = 24;
        service.script.add(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());
        service.script.add(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());
        RedeemOutcome outcome = till.redeem(code);
        assertThat(outcome.action().maybeDelivered()).isTrue();
        clock.advance(Duration.ofHours(25));

        RedeemAction held = finalState(outcome, ActionState.HELD);

        assertThat(held.lastError()).contains("key retention (24 h)").contains("check its status first");
        int sent = service.posts.size();
        Thread.sleep(500);
        assertThat(service.posts).hasSize(sent);
        await().atMost(WAIT).until(() -> till.status().held() == 1 && till.status().queued() == 0);

        assertThat(till.runtime.status().releaseHeld(held.requestId())).isTrue();
        RedeemAction released = finalState(new RedeemOutcome(RedeemOutcome.Kind.PENDING_HERE, null, held, null),
                ActionState.DONE);
        assertThat(released.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(service.posts.size()).isGreaterThan(sent);
    }
}
