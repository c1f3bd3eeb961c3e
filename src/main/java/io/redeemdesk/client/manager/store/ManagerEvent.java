package io.redeemdesk.client.manager.store;

/**
 * One line of the manager actions log: who did what to which action, and when (epoch millis).
 *
 * @param requestId the action it concerns, or {@code null}
 */
public record ManagerEvent(long at, String manager, String action, String requestId, String detail) {
}
