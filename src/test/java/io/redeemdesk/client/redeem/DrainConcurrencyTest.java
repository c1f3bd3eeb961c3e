package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.Outbox;
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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The drain sends several actions at once but never more than its concurrency, never two attempts for one
 * request_id, and a cashier re-scanning a code the drain is sending gets that action's state, not a new one. An
 * action the drain read ahead but that was sent and finished elsewhere meanwhile is skipped, not sent again.
 */
class DrainConcurrencyTest {
    @TempDir
    Path dir;
    private final ScriptedService service = new ScriptedService();
    private final MockWebServer web = new MockWebServer();
    private TestTill till;

    @BeforeEach
    void start() throws Exception {
        web.setDispatcher(service);
        web.start(0);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
        web.close();
    }

    @Test
    void aQueueDrainsAtTheConfiguredConcurrencyWithOneAttemptPerActionAtATime() throws Exception {
        till = new TestTill(dir, web.url("/").toString(), "token", TestTill.fastAccepting(100).withConcurrency(3));
        service.healthy = false;
        service.script.add(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());
        SecureRandom random = new SecureRandom();
        List<String> codes = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            codes.add(VoucherCode.generate(random));
        }
        RedeemOutcome first = till.redeem(codes.get(0));
        assertThat(first.kind()).isEqualTo(RedeemOutcome.Kind.SAVED_OFFLINE);
        for (String code : codes.subList(1, codes.size())) {
            till.redeem(code);
        }
        service.answerDelayMillis = 150;

        service.healthy = true;
        await().atMost(Duration.ofSeconds(5)).until(() -> service.inFlight.get() > 0);
        RedeemOutcome rescan = till.redeem(codes.get(14));
        await().atMost(Duration.ofSeconds(20)).until(() -> till.outbox.status().queueSummary().queued() == 0);

        assertThat(rescan.kind()).isEqualTo(RedeemOutcome.Kind.PENDING_HERE);
        assertThat(service.maxInFlight.get()).isEqualTo(3);
        assertThat(service.sameKeyOverlaps.get()).isZero();
        assertThat(new HashSet<>(service.keys())).hasSize(15);
        assertThat(service.posts).hasSize(16);
    }

    /**
     * One drain worker (concurrency 1) and gates at the service put the actions in a known order: the worker sends
     * A; when A is answered it reads ahead X and B (both due by then, X first) and sends X, so B waits in the
     * read-ahead while a manager's "retry now" sends and finishes it; when X is answered the worker takes B from
     * the read-ahead and must see that it is done. (The cashier's own attempt reaches the same re-check when the
     * drain read its fresh action before the in-flight mark was committed.)
     */
    @Test
    void anActionReadAheadButSentAndFinishedElsewhereMeanwhileIsSkippedNotSentAgain() throws Exception {
        SecureRandom random = new SecureRandom();
        String a = VoucherCode.generate(random);
        String x = VoucherCode.generate(random);
        String b = VoucherCode.generate(random);
        TestClock clock = new TestClock();
        long start = clock.millis();
        String bId;
        try (Outbox outbox = Outbox.open(dir.resolve("outbox.db"))) {
            outbox.actions().insert(queued(a, start - 1_000, start - 1_000));
            outbox.actions().insert(queued(x, start - 1_000, start + 10_000));
            RedeemAction queuedB = queued(b, start - 1_000, start + 15_000);
            outbox.actions().insert(queuedB);
            bId = queuedB.requestId();
        }
        CountDownLatch gateA = gate(a);
        CountDownLatch gateX = gate(x);
        till = new TestTill(dir, web.url("/").toString(), "token", EngineSettings.defaults().withConcurrency(1),
                clock);
        await().atMost(Duration.ofSeconds(10)).until(() -> service.keysFor(a).size() == 1);
        clock.advance(Duration.ofSeconds(20));
        gateA.countDown();
        await().atMost(Duration.ofSeconds(10)).until(() -> service.keysFor(x).size() == 1);

        RedeemAction sentByHand = till.runtime.deliverNow(bId);
        assertThat(sentByHand.verdict()).isEqualTo(Verdict.REDEEMED);
        gateX.countDown();
        await().atMost(Duration.ofSeconds(10)).until(() -> till.outbox.status().queueSummary().queued() == 0);
        Thread.sleep(500);

        assertThat(service.keysFor(b)).containsExactly(bId);
        assertThat(till.action(bId).attempts()).isEqualTo(1);
        assertThat(service.posts).hasSize(3);
    }

    private CountDownLatch gate(String code) {
        CountDownLatch gate = new CountDownLatch(1);
        service.gates.put(code, gate);
        return gate;
    }

    private static RedeemAction queued(String code, long createdAt, long nextAttemptAt) {
        return new RedeemAction(UUID.randomUUID().toString(), code, "DEMO-STORE", "TILL-1", "alice", createdAt,
                ActionState.PENDING, null, null, null, 0, nextAttemptAt, null, false, false, null, null, null, null,
                false, false);
    }
}
