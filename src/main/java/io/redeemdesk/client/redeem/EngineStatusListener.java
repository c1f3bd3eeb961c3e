package io.redeemdesk.client.redeem;

/**
 * Told at once when something about the engine changes, and once a second anyway (queue ages grow).
 * Called on the engine's status thread: a UI hands the snapshot to its own thread and never blocks here.
 */
@FunctionalInterface
public interface EngineStatusListener {
    void statusChanged(EngineStatus status);
}
