package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.admin.DemoSeed;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The paused-sending banner's model against a real service and the real engine: the service refuses the till's
 * token (its terminal disabled), the engine stops sending and the model says why; once the terminal is enabled
 * again, "Resume sending" (logged) lets the drain send the waiting action with its own request_id.
 */
class SendingPauseViewModelTest {
    @TempDir
    Path dir;
    private ManagerTill till;
    private SendingPauseViewModel model;
    private final AtomicInteger resumes = new AtomicInteger();

    @BeforeEach
    void start() throws Exception {
        till = new ManagerTill(dir, 6);
        model = new SendingPauseViewModel(till.actions, new SameThreadBackground(), Runnable::run,
                new ManagerText(Locale.ENGLISH, ZoneOffset.UTC), () -> {
            resumes.incrementAndGet();
            return till.actions.whenQueueSent(Duration.ofSeconds(10));
        });
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void aRefusedTokenPausesSendingAndResumingSendsTheWaitingActionAgain() throws Exception {
        model.refresh().join();
        assertThat(model.pausedProperty().get()).isFalse();

        till.service.server().terminals().setEnabled(DemoSeed.TERMINAL_ID, false);
        String code = till.service.codes().get(0);
        String id = till.waiting(code);
        assertThat(till.actions.retryNow(id).state()).isEqualTo(ActionState.PENDING);
        await().atMost(Duration.ofSeconds(5)).until(() -> till.runtime.status().current().authPaused());

        model.refresh().join();
        assertThat(model.pausedProperty().get()).isTrue();
        assertThat(model.reasonProperty().get()).contains("refused this till's token").contains("HTTP 403");
        SendingPauseViewModel chinese = new SendingPauseViewModel(till.actions, new SameThreadBackground(),
                Runnable::run, new ManagerText(Locale.SIMPLIFIED_CHINESE, ZoneOffset.UTC), () -> null);
        chinese.refresh().join();
        assertThat(chinese.reasonProperty().get()).as("the engine's reason in the manager's language")
                .startsWith("服务端拒绝了本收银台的令牌（HTTP 403；服务端原文：“").contains("已暂停发送")
                .doesNotContain("refused this till's token");
        Thread.sleep(1_500);
        assertThat(till.log.find(id).orElseThrow().attempts()).as("nothing is sent while paused").isEqualTo(1);

        till.service.server().terminals().setEnabled(DemoSeed.TERMINAL_ID, true);
        model.resume().join();

        assertThat(model.pausedProperty().get()).isFalse();
        assertThat(model.messageProperty().get()).isEqualTo("Sending resumed by maria");
        assertThat(resumes).as("the log and the summary are told to reload").hasValue(1);
        assertThat(till.lastEvent().action()).isEqualTo("RESUME_SENDING");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(till.log.find(id).orElseThrow().verdict()).isEqualTo(Verdict.REDEEMED));
        assertThat(till.service.ledger(code)).containsExactly(id);
        await().atMost(Duration.ofSeconds(5)).until(() -> !till.runtime.status().current().authPaused());
        model.refresh().join();
        assertThat(model.pausedProperty().get()).isFalse();
        assertThat(model.messageProperty().get()).isEmpty();
    }
}
