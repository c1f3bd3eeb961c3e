package io.redeemdesk.client.manager;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.manager.store.ManagerEvent;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.UUID;

/**
 * The manager view models' till without a window: a {@link LiveServer}, the outbox with the real engine running
 * on it, the manager's own read-only log and {@code manager.db}, and manager "maria"'s actions on them.
 */
final class ManagerTill implements AutoCloseable {
    final LiveServer service;
    final Outbox outbox;
    final RedeemRuntime runtime;
    final OutboxLog log;
    final ManagerStore store;
    final ManagerActions actions;

    ManagerTill(Path dir, int vouchers) throws Exception {
        service = new LiveServer(dir, vouchers);
        outbox = Outbox.open(dir.resolve("till/outbox.db"));
        RedemptionApi api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(2),
                Duration.ofSeconds(3)), service.url(), service.token());
        runtime = RedeemRuntime.start(outbox, api, EngineSettings.defaults(),
                new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID), Clock.systemUTC(), () -> 0.5);
        log = OutboxLog.open(dir.resolve("till/outbox.db"));
        store = ManagerStore.open(dir.resolve("till/manager.db"));
        actions = new ManagerActions("maria", store, log, new RuntimeEngineActions(runtime), Clock.systemUTC());
    }

    /** An action of {@code code} that the drain leaves alone for an hour: only a manager sends it sooner. */
    String waiting(String code) throws SQLException {
        String id = UUID.randomUUID().toString();
        long now = System.currentTimeMillis();
        outbox.actions().insert(new RedeemAction(id, code, DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID, "alice", now,
                ActionState.PENDING, null, null, null, 0, now + 3_600_000, null, false, false, null, null, null, null,
                false, false));
        return id;
    }

    /** An action of {@code code} that the engine parked for a manager, so the drain leaves it alone. */
    String held(String code) throws SQLException {
        String id = waiting(code);
        outbox.actions().hold(id, "held by the test");
        return id;
    }

    /** The last thing a manager did, as the manager actions log has it. */
    ManagerEvent lastEvent() throws SQLException {
        return store.events(1).get(0);
    }

    @Override
    public void close() throws Exception {
        runtime.close();
        log.close();
        store.close();
        outbox.close();
        service.close();
    }
}
