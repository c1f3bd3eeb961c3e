package io.redeemdesk.client.redeem;

import io.redeemdesk.protocol.Verdict;

/**
 * One row of the outbox: a redeem action and everything known about its delivery. Times are epoch millis.
 *
 * @param requestId       minted once when the scan became an action; every delivery carries it
 * @param offlineAccepted the cashier honoured it before the service confirmed
 * @param honoured        the customer got the goods (redeemed, or accepted offline)
 */
public record RedeemAction(String requestId, String code, String storeId, String terminalId, String cashierId,
                           long createdAt, ActionState state, Verdict verdict, Integer httpStatus,
                           String responseBody, int attempts, long nextAttemptAt, String lastError,
                           boolean offlineAccepted, boolean honoured, String voucherName, Long valueCents,
                           String currency, Long completedAt) {

    /** A freshly minted action, not yet attempted. */
    public static RedeemAction fresh(String requestId, String code, String storeId, String terminalId,
                                     String cashierId, long now) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, now, ActionState.PENDING, null,
                null, null, 0, now, null, false, false, null, null, null, null);
    }
}
