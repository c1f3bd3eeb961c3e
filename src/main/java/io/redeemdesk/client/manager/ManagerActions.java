package io.redeemdesk.client.manager;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.client.manager.store.Acknowledgement;
import io.redeemdesk.client.manager.store.ActionDetails;
import io.redeemdesk.client.manager.store.LogColumn;
import io.redeemdesk.client.manager.store.LogFilter;
import io.redeemdesk.client.manager.store.LogSort;
import io.redeemdesk.client.manager.store.ManagerEvent;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.OutboxLog;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleReading;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;

import java.io.IOException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * What a signed-in manager can do, each step written to the manager actions log with their name: read an
 * action's details, reveal its full code, retry it or check its status through the engine, release a held action
 * to the queue, resume sending after the service refused the till's token, acknowledge a conflict, export,
 * print. Nothing here edits or deletes outbox history.
 */
public final class ManagerActions {
    private static final ObjectMapper JSON = ProtocolJson.lenientMapper();
    private final SaleReading sales = new SaleReading();

    private final String manager;
    private final ManagerStore store;
    private final OutboxLog log;
    private final EngineActions engine;
    private final Clock clock;

    public ManagerActions(String manager, ManagerStore store, OutboxLog log, EngineActions engine, Clock clock) {
        this.manager = manager;
        this.store = store;
        this.log = log;
        this.engine = engine;
        this.clock = clock;
    }

    public String manager() {
        return manager;
    }

    public ActionDetails details(String requestId) throws SQLException {
        RedeemAction action = log.find(requestId)
                .orElseThrow(() -> new SQLException("no action " + requestId + " in the outbox"));
        Sale sale = null;
        if (action.sale() != null) {
            List<RedeemAction> saleSteps = new ArrayList<>();
            log.forEach(new LogFilter(null, null, null, null, null, null, action.sale().saleId(), null),
                    new LogSort(LogColumn.TIME, true), saleSteps::add);
            sale = sales.read(action.sale().saleId(), saleSteps);
        }
        return new ActionDetails(action, log.attempts(requestId), parse(action.responseBody()),
                store.acknowledgement(requestId).orElse(null), sale);
    }

    /** The full code, for the manager's eyes only; the reveal itself is logged. */
    public String revealCode(String requestId) throws SQLException {
        RedeemAction action = log.find(requestId)
                .orElseThrow(() -> new SQLException("no action " + requestId + " in the outbox"));
        record("REVEAL_CODE", requestId, null);
        return action.code();
    }

    public static boolean canRetry(RedeemAction a) {
        return a.state() == ActionState.PENDING || a.state() == ActionState.UNKNOWN || a.state() == ActionState.HELD;
    }

    public static boolean canCheckStatus(RedeemAction a) {
        return a.state() == ActionState.UNKNOWN || a.state() == ActionState.HELD;
    }

    public static boolean canRelease(RedeemAction a) {
        return a.state() == ActionState.HELD;
    }

    /** Sends the action again now with its own request_id. */
    public RedeemAction retryNow(String requestId) throws SQLException {
        return deliver("RETRY_NOW", requestId);
    }

    /**
     * Asks the service what became of an action whose outcome is unknown: the same request is sent with the same
     * request_id, and the service answers with its stored result if it had processed it.
     */
    public RedeemAction checkStatus(String requestId) throws SQLException {
        return deliver("CHECK_STATUS", requestId);
    }

    /**
     * The manager checked a held action and wants it sent: it goes back to the queue with its own request_id and
     * is not held again.
     *
     * @return false when it was not held any more
     */
    public boolean releaseHeld(String requestId) throws SQLException {
        boolean released = engine.releaseHeld(requestId);
        record("RELEASE_HOLD", requestId, released ? "back in the queue" : "was not held any more");
        return released;
    }

    /** Why the till stopped sending (the service refused its token), or null while it sends. */
    public String sendingPausedBecause() {
        return engine.sendingPausedBecause();
    }

    /** The till's token was fixed: send the queue again. */
    public void resumeSending() throws SQLException {
        engine.resumeSending();
        record("RESUME_SENDING", null, null);
    }

    /** See {@link EngineActions#whenQueueSent}: after a release or a resume, when the engine has sent it. */
    public CompletableFuture<Void> whenQueueSent(Duration limit) {
        return engine.whenQueueSent(limit);
    }

    /** Records that this manager has seen the conflict; the cashier's notice goes away too. */
    public Acknowledgement acknowledge(String requestId) throws SQLException {
        Acknowledgement ack = new Acknowledgement(requestId, manager, clock.millis());
        store.acknowledge(ack);
        engine.acknowledgeConflict(requestId);
        record("ACKNOWLEDGE_CONFLICT", requestId, null);
        return store.acknowledgement(requestId).orElse(ack);
    }

    public void record(String action, String requestId, String detail) throws SQLException {
        store.record(new ManagerEvent(clock.millis(), manager, action, requestId, detail));
    }

    private RedeemAction deliver(String what, String requestId) throws SQLException {
        try {
            RedeemAction after = engine.deliverNow(requestId);
            record(what, requestId, "now " + after.state() + (after.verdict() == null ? "" : " " + after.verdict()));
            return after;
        } catch (SQLException | RuntimeException e) {
            record(what, requestId, "failed: " + e.getMessage());
            throw e;
        }
    }

    private static RedemptionResponse parse(String body) {
        if (body == null || body.isBlank()) {
            return null;
        }
        try {
            return JSON.readValue(body, RedemptionResponse.class);
        } catch (IOException unreadable) {
            return null;
        }
    }
}
