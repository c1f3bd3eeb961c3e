package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.SameThreadBackground;
import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.redeem.ActionState;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.Outbox;
import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.client.redeem.TillIdentity;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.server.admin.IssuedVoucher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The details view model against a real redemption service and the real engine: an action held for a manager is
 * shown with its facts, its code revealed (and the reveal logged), then retried now through
 * {@code RedeemRuntime.deliverNow} with the same request_id until the service redeems it.
 */
class DetailsViewModelTest {
    @TempDir
    Path dir;
    private RedemptionServer server;
    private Outbox outbox;
    private RedeemRuntime runtime;
    private OutboxLog log;
    private ManagerStore store;
    private List<IssuedVoucher> vouchers;
    private final AtomicInteger changes = new AtomicInteger();
    private DetailsViewModel model;

    @BeforeEach
    void start() throws Exception {
        server = RedemptionServer.start(ServerOptions.loopback("jdbc:sqlite:" + dir.resolve("server.db")));
        DemoSeed.Result seeded = new DemoSeed(server).seed(6, dir.resolve("vouchers.csv"));
        vouchers = seeded.vouchers().stream().filter(v -> !v.name().contains("expired")).toList();
        outbox = Outbox.open(dir.resolve("till/outbox.db"));
        RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(2),
                Duration.ofSeconds(3)), server.url("127.0.0.1"), seeded.token());
        runtime = RedeemRuntime.start(outbox, api, EngineSettings.defaults(),
                new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID), Clock.systemUTC(), () -> 0.5);
        log = OutboxLog.open(dir.resolve("till/outbox.db"));
        store = ManagerStore.open(dir.resolve("till/manager.db"));
        EngineActions engine = new EngineActions() {
            @Override
            public RedeemAction deliverNow(String requestId) throws SQLException {
                return runtime.deliverNow(requestId);
            }

            @Override
            public void acknowledgeConflict(String requestId) throws SQLException {
                outbox.acknowledgeConflict(requestId);
            }
        };
        ManagerActions actions = new ManagerActions("maria", store, log, engine, Clock.systemUTC());
        model = new DetailsViewModel(actions, new SameThreadBackground(), Runnable::run, ZoneOffset.UTC,
                changes::incrementAndGet);
    }

    @AfterEach
    void stop() throws Exception {
        runtime.close();
        log.close();
        store.close();
        outbox.close();
        server.close();
    }

    @Test
    void heldActionShowsItsFactsAndRevealingTheCodeIsLogged() throws Exception {
        String code = vouchers.get(0).code();
        String id = held(code);

        model.show(id).join();

        assertThat(model.headlineProperty().get()).isEqualTo("HELD");
        assertThat(model.codeProperty().get()).isEqualTo(VoucherCode.mask(code));
        assertThat(model.factsProperty().get()).contains("request_id " + id).contains("by alice")
                .contains("Accepted offline: no").contains("Last error: held by the test");
        assertThat(model.responseProperty().get()).isEqualTo("No answer from the service yet");
        assertThat(model.canRetryProperty().get()).isTrue();
        assertThat(model.canCheckProperty().get()).isTrue();
        assertThat(model.canAcknowledgeProperty().get()).isFalse();

        model.revealCode().join();

        assertThat(model.codeProperty().get()).isEqualTo(VoucherCode.display(code));
        assertThat(store.events(1).get(0)).isEqualTo(new ManagerEvent(store.events(1).get(0).at(), "maria",
                "REVEAL_CODE", id, null));
    }

    @Test
    void retryNowSendsTheSameRequestIdAndShowsTheVerdictAndTimeline() throws Exception {
        String id = held(vouchers.get(1).code());
        model.show(id).join();

        model.retryNow().join();

        RedeemAction after = log.find(id).orElseThrow();
        assertThat(after.state()).isEqualTo(ActionState.DONE);
        assertThat(after.verdict()).isEqualTo(Verdict.REDEEMED);
        assertThat(model.headlineProperty().get()).isEqualTo("REDEEMED · DONE");
        assertThat(model.timeline()).hasSize(1).first().asString().contains("VERDICT").contains("HTTP 201");
        assertThat(model.responseProperty().get()).startsWith("HTTP 201").contains(id);
        assertThat(model.canRetryProperty().get()).isFalse();
        assertThat(model.messageProperty().get()).isEqualTo("Retried: now DONE REDEEMED");
        assertThat(store.events(1).get(0).action()).isEqualTo("RETRY_NOW");
        assertThat(store.events(1).get(0).detail()).isEqualTo("now DONE REDEEMED");
        assertThat(changes).hasValue(1);
    }

    @Test
    void checkStatusOfAnActionTheServiceAlreadyRedeemedElsewhereShowsIt() throws Exception {
        String code = vouchers.get(2).code();
        String first = held(code);
        model.show(first).join();
        model.retryNow().join();
        String second = held(code);
        model.show(second).join();

        model.checkStatus().join();

        assertThat(log.find(second).orElseThrow().verdict()).isEqualTo(Verdict.ALREADY_REDEEMED);
        assertThat(model.responseProperty().get()).contains(first);
        assertThat(store.events(1).get(0).action()).isEqualTo("CHECK_STATUS");
    }

    /** An action of {@code code} that the engine parked for a manager, so the drain leaves it alone. */
    private String held(String code) throws SQLException {
        String id = UUID.randomUUID().toString();
        long now = System.currentTimeMillis();
        outbox.insert(new RedeemAction(id, code, DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID, "alice", now,
                ActionState.PENDING, null, null, null, 0, now + 3_600_000, null, false, false, null, null, null, null,
                false, false));
        outbox.hold(id, "held by the test");
        return id;
    }
}
