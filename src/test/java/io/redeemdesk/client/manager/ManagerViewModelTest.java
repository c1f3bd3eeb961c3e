package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.admin.DemoSeed;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The manager view's model against a real service and the real engine, without JavaFX: after "Release hold" and
 * after "Resume sending" the log page and today's summary show what the drain then did, with nobody calling
 * refresh. A single thread stands in for the FX thread; the properties are read on it.
 */
class ManagerViewModelTest {
    @TempDir
    Path dir;
    private ManagerTill till;
    private ExecutorService fxThread;
    private ManagerViewModel model;

    @BeforeEach
    void start() throws Exception {
        till = new ManagerTill(dir, 6);
        fxThread = Executors.newSingleThreadExecutor();
        model = ManagerContext.wire(till.actions, till.log, till.store, new SameThreadBackground(), fxThread,
                Clock.systemUTC(), new ManagerText(Locale.ENGLISH, ZoneOffset.UTC), "DEMO-STORE / TILL-1");
    }

    @AfterEach
    void stop() throws Exception {
        fxThread.shutdownNow();
        till.close();
    }

    @Test
    void afterReleasingAHoldTheLogAndTheSummaryShowTheRedemptionWithoutARefresh() throws Exception {
        String id = till.held(till.service.codes().get(0));
        onFx(model::refresh).join();
        assertThat(onFx(() -> row(id).state())).isEqualTo(ActionState.HELD);
        assertThat(onFx(() -> model.summary().summaryProperty().get().held())).isEqualTo(1);
        onFx(() -> model.details().show(id)).join();

        onFx(() -> model.details().releaseHeld()).join();

        awaitRedeemedOnScreen(id);
    }

    @Test
    void afterResumingSendingTheLogAndTheSummaryShowTheRedemptionWithoutARefresh() throws Exception {
        String id = pausedByARefusedToken(till.service.codes().get(1));
        assertThat(onFx(() -> row(id).state())).isEqualTo(ActionState.PENDING);
        till.service.server().terminals().setEnabled(DemoSeed.TERMINAL_ID, true);

        onFx(() -> model.sending().resume()).join();

        awaitRedeemedOnScreen(id);
    }

    @Test
    void afterResumingWhileTheTokenIsStillRefusedTheBannerIsPausedAgainWithoutARefresh() throws Exception {
        String id = pausedByARefusedToken(till.service.codes().get(2));

        onFx(() -> model.sending().resume()).join();

        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> {
            assertThat(onFx(() -> model.sending().pausedProperty().get())).isTrue();
            assertThat(onFx(() -> model.sending().reasonProperty().get())).contains("HTTP 403");
        });
        assertThat(till.log.find(id).orElseThrow().attempts()).as("sent once after the resume, refused again")
                .isEqualTo(2);
        assertThat(till.service.ledger(till.service.codes().get(2))).isEmpty();
    }

    private void awaitRedeemedOnScreen(String id) throws Exception {
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> {
            RedeemAction shown = onFx(() -> row(id));
            assertThat(shown.state()).isEqualTo(ActionState.DONE);
            assertThat(shown.verdict()).isEqualTo(Verdict.REDEEMED);
            assertThat(onFx(() -> model.summary().summaryProperty().get().redeemed())).isEqualTo(1);
        });
        assertThat(till.log.find(id).orElseThrow().verdict()).isEqualTo(Verdict.REDEEMED);
    }

    private RedeemAction row(String id) {
        return model.log().rows().stream().map(LogEntry::action).filter(a -> a.requestId().equals(id))
                .findFirst().orElseThrow();
    }

    private <T> T onFx(Callable<T> read) throws Exception {
        return fxThread.submit(read).get();
    }

    /**
     * Disables the till's terminal, queues a redeem action for {@code code} and sends it: the service refuses the
     * token, the engine pauses sending, and the refreshed view model shows the pause. Returns the action's id.
     */
    private String pausedByARefusedToken(String code) throws Exception {
        till.service.server().terminals().setEnabled(DemoSeed.TERMINAL_ID, false);
        String id = till.waiting(code);
        assertThat(till.actions.retryNow(id).state()).isEqualTo(ActionState.PENDING);
        await().atMost(Duration.ofSeconds(5)).until(() -> till.runtime.status().current().authPaused());
        onFx(model::refresh).join();
        assertThat(onFx(() -> model.sending().pausedProperty().get())).isTrue();
        return id;
    }
}
