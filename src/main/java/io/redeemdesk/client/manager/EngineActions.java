package io.redeemdesk.client.manager;

import io.redeemdesk.client.redeem.RedeemAction;

import java.sql.SQLException;

/**
 * What the manager view asks of the running redeem engine: the view itself only reads the outbox.
 * {@code ClientContext} wires it to {@code RedeemRuntime.deliverNow} and {@code Outbox.acknowledgeConflict}.
 */
public interface EngineActions {

    /** One attempt now with the action's own request_id; returns the action as stored afterwards. */
    RedeemAction deliverNow(String requestId) throws SQLException;

    /** Clears the cashier screen's notice of a conflict (the outbox row stays CONFLICT). */
    void acknowledgeConflict(String requestId) throws SQLException;
}
