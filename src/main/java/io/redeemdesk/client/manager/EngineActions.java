package io.redeemdesk.client.manager;

import io.redeemdesk.client.outbox.RedeemAction;

import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * What the manager view asks of the running redeem engine: the view itself only reads the outbox.
 * {@link RuntimeEngineActions} is the real one; tests that must never reach an engine give their own.
 */
public interface EngineActions {

    /** One attempt now with the action's own request_id; returns the action as stored afterwards. */
    RedeemAction deliverNow(String requestId) throws SQLException;

    /** Clears the cashier screen's notice of a conflict (the outbox row stays CONFLICT). */
    void acknowledgeConflict(String requestId) throws SQLException;

    /**
     * Puts a held action back in the queue: the drain sends it with its own request_id, retrying as usual, and
     * does not hold it again.
     *
     * @return false when it was not held (any more)
     */
    boolean releaseHeld(String requestId) throws SQLException;

    /** Why the till stopped sending (the service refused its token), or null while the queue is being sent. */
    String sendingPausedBecause();

    /** Lifts that pause once the token is fixed: the queue is sent again at once. */
    void resumeSending();

    /**
     * Completes once the engine, in a status read after this call, has nothing left to send (what a release or a
     * resume let go has been sent) or is paused again; at the latest after {@code limit} (the service cannot be
     * reached, say). Never fails; completes on an engine thread.
     */
    CompletableFuture<Void> whenQueueSent(Duration limit);
}
