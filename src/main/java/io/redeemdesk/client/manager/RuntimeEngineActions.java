package io.redeemdesk.client.manager;

import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.redeem.EngineStatus;
import io.redeemdesk.client.redeem.EngineStatusListener;
import io.redeemdesk.client.redeem.RedeemRuntime;

import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** The manager's actions on the till's own running engine: its runtime and the status board it keeps. */
public final class RuntimeEngineActions implements EngineActions {
    private final RedeemRuntime runtime;

    public RuntimeEngineActions(RedeemRuntime runtime) {
        this.runtime = runtime;
    }

    @Override
    public RedeemAction deliverNow(String requestId) throws SQLException {
        return runtime.deliverNow(requestId);
    }

    @Override
    public void acknowledgeConflict(String requestId) throws SQLException {
        runtime.status().acknowledgeConflict(requestId);
    }

    @Override
    public boolean releaseHeld(String requestId) throws SQLException {
        return runtime.status().releaseHeld(requestId);
    }

    @Override
    public String sendingPausedBecause() {
        return runtime.status().current().authAlert();
    }

    @Override
    public void resumeSending() {
        runtime.status().resumeSending();
    }

    @Override
    public CompletableFuture<Void> whenQueueSent(Duration limit) {
        QueueSentWatch watch = new QueueSentWatch();
        watch.sent.whenComplete((done, error) -> runtime.status().removeListener(watch));
        watch.sent.completeOnTimeout(null, limit.toMillis(), TimeUnit.MILLISECONDS);
        runtime.status().addListener(watch);
        return watch.sent;
    }

    /**
     * Watches the status board for a snapshot with nothing left to send (or paused again). The first status it is
     * told, and any repeat of that same snapshot, may have been read before the manager's action: the board's one
     * status thread tells a new listener the snapshot it already has, after any refresh still running. Every later
     * snapshot is read after the action.
     */
    private static final class QueueSentWatch implements EngineStatusListener {
        private final CompletableFuture<Void> sent = new CompletableFuture<>();
        private EngineStatus stale;

        @Override
        public void statusChanged(EngineStatus status) {
            if (stale == null) {
                stale = status;
            } else if (status != stale && (status.queued() == 0 || status.authPaused())) {
                sent.complete(null);
            }
        }
    }
}
