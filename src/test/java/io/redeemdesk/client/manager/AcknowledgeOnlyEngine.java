package io.redeemdesk.client.manager;

import io.redeemdesk.client.outbox.RedeemAction;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The engine for manager tests over a generated outbox, where nothing may be sent: it records acknowledged
 * conflicts, says whether sending is paused (as it was told), and fails the test on any other call.
 */
final class AcknowledgeOnlyEngine implements EngineActions {
    final List<String> acknowledged = new CopyOnWriteArrayList<>();
    private final String pausedBecause;

    /** Sending is not paused. */
    AcknowledgeOnlyEngine() {
        this(null);
    }

    /** @param pausedBecause the stored reason sending is paused ({@code EngineReason#phrase()}) */
    AcknowledgeOnlyEngine(String pausedBecause) {
        this.pausedBecause = pausedBecause;
    }

    @Override
    public RedeemAction deliverNow(String requestId) {
        throw new AssertionError("nothing may be sent in this test");
    }

    @Override
    public void acknowledgeConflict(String requestId) {
        acknowledged.add(requestId);
    }

    @Override
    public boolean releaseHeld(String requestId) {
        throw new AssertionError("nothing may be sent in this test");
    }

    @Override
    public String sendingPausedBecause() {
        return pausedBecause;
    }

    @Override
    public void resumeSending() {
        throw new AssertionError("nothing may be sent in this test");
    }

    @Override
    public CompletableFuture<Void> whenQueueSent(Duration limit) {
        throw new AssertionError("nothing may be sent in this test");
    }
}
