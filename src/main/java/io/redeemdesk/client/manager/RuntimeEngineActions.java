package io.redeemdesk.client.manager;

import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.client.redeem.RedeemRuntime;

import java.sql.SQLException;

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
}
