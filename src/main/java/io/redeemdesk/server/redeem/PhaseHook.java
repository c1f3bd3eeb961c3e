package io.redeemdesk.server.redeem;

/**
 * Called between the phases of a redemption. Production uses {@link #NONE}; the crash test runs a real server
 * process with a hook that halts the JVM right after phase 1 committed, to prove the sweeper and the client's
 * retry recover from a node dying mid-redemption, and other tests revoke or sweep the voucher there.
 */
@FunctionalInterface
public interface PhaseHook {
    PhaseHook NONE = requestId -> { };

    /** Phase 1 (record inserted, voucher LOCKED) is committed; phase 2 has not started. */
    void afterPhaseOne(String requestId);
}
