package io.redeemdesk.client.redeem;

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

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The drain sends several actions at once but never more than its concurrency, never two attempts for one
 * request_id, and a cashier re-scanning a code the drain is sending gets that action's state, not a new one.
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
        await().atMost(Duration.ofSeconds(20)).until(() -> till.outbox.queueSummary().queued() == 0);

        assertThat(rescan.kind()).isEqualTo(RedeemOutcome.Kind.PENDING_HERE);
        assertThat(service.maxInFlight.get()).isEqualTo(3);
        assertThat(service.sameKeyOverlaps.get()).isZero();
        assertThat(new HashSet<>(service.keys())).hasSize(15);
        assertThat(service.posts).hasSize(16);
    }
}
