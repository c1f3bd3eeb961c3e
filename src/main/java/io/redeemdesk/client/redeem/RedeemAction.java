package io.redeemdesk.client.redeem;

import io.redeemdesk.protocol.Verdict;

/**
 * One row of the outbox: a redeem action and everything known about its delivery. Times are epoch millis.
 *
 * @param requestId       minted once when the scan became an action; every delivery carries it
 * @param offlineAccepted the cashier honoured it before the service confirmed
 * @param honoured        the customer got the goods (redeemed, or accepted offline)
 * @param wireOffline     the {@code offline} flag of the request body, fixed when the action is minted
 * @param maybeDelivered  some attempt may have reached the service
 */
public record RedeemAction(String requestId, String code, String storeId, String terminalId, String cashierId,
                           long createdAt, ActionState state, Verdict verdict, Integer httpStatus,
                           String responseBody, int attempts, long nextAttemptAt, String lastError,
                           boolean offlineAccepted, boolean honoured, String voucherName, Long valueCents,
                           String currency, Long completedAt, boolean wireOffline, boolean maybeDelivered) {

    /** A freshly minted action, not yet attempted. */
    public static RedeemAction fresh(String requestId, String code, String storeId, String terminalId,
                                     String cashierId, long now) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, now, ActionState.PENDING, null,
                null, null, 0, now, null, false, false, null, null, null, null, false, false);
    }

    /**
     * This row as it reads once {@code u}, the outcome of attempt {@code attemptNo}, is stored (the outbox's
     * {@code finishAttempt} update): for an answer the outbox could not store yet.
     */
    RedeemAction after(ActionUpdate u, int attemptNo) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, createdAt, u.state(), u.verdict(),
                u.httpStatus(), u.responseBody(), Math.max(attempts, attemptNo), u.nextAttemptAt(), u.lastError(),
                offlineAccepted, u.honoured(), u.voucherName() != null ? u.voucherName() : voucherName,
                u.valueCents() != null ? u.valueCents() : valueCents, u.currency() != null ? u.currency() : currency,
                u.completedAt(), wireOffline, maybeDelivered || u.maybeDelivered());
    }

    /** The same fresh action minted while the till knows it cannot reach the service. */
    public RedeemAction mintedOffline(boolean accepted) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, createdAt, state, verdict,
                httpStatus, responseBody, attempts, nextAttemptAt, lastError, accepted, accepted, voucherName,
                valueCents, currency, completedAt, true, maybeDelivered);
    }
}
