package io.redeemdesk.client.outbox;

import io.redeemdesk.protocol.Verdict;

/**
 * One row of the outbox: a redeem action and everything known about its delivery. Times are epoch millis.
 *
 * @param requestId       minted once when the scan became an action; every delivery carries it
 * @param offlineAccepted the cashier honoured it before the service confirmed
 * @param honoured        the customer got the goods (redeemed, or accepted offline)
 * @param wireOffline     the {@code offline} flag of the request body, fixed when the action is minted
 * @param maybeDelivered  some attempt may have reached the service
 * @param kind            what it asks of the service
 * @param sale            the sale it belongs to; null for a REDEEM
 * @param usesLeft        what the service said the voucher has left after its answer, or null
 */
public record RedeemAction(String requestId, String code, String storeId, String terminalId, String cashierId,
                           long createdAt, ActionState state, Verdict verdict, Integer httpStatus,
                           String responseBody, int attempts, long nextAttemptAt, String lastError,
                           boolean offlineAccepted, boolean honoured, String voucherName, Long valueCents,
                           String currency, Long completedAt, boolean wireOffline, boolean maybeDelivered,
                           ActionKind kind, SaleStep sale, Integer usesLeft) {

    /** A REDEEM action, as every action was before sale mode. */
    public RedeemAction(String requestId, String code, String storeId, String terminalId, String cashierId,
                        long createdAt, ActionState state, Verdict verdict, Integer httpStatus, String responseBody,
                        int attempts, long nextAttemptAt, String lastError, boolean offlineAccepted,
                        boolean honoured, String voucherName, Long valueCents, String currency, Long completedAt,
                        boolean wireOffline, boolean maybeDelivered) {
        this(requestId, code, storeId, terminalId, cashierId, createdAt, state, verdict, httpStatus, responseBody,
                attempts, nextAttemptAt, lastError, offlineAccepted, honoured, voucherName, valueCents, currency,
                completedAt, wireOffline, maybeDelivered, ActionKind.REDEEM, null, null);
    }

    /** A freshly minted action, not yet attempted. */
    public static RedeemAction fresh(String requestId, String code, String storeId, String terminalId,
                                     String cashierId, long now) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, now, ActionState.PENDING, null,
                null, null, 0, now, null, false, false, null, null, null, null, false, false);
    }

    /**
     * A freshly minted step of a sale, not yet attempted.
     *
     * @param code the voucher of a HOLD or RELEASE; empty for a CAPTURE or VOID, which name the whole sale
     */
    public static RedeemAction freshSaleStep(ActionKind kind, SaleStep sale, String requestId, String code,
                                             TillIdentity till, String cashierId, long now) {
        return new RedeemAction(requestId, code, till.storeId(), till.terminalId(), cashierId, now,
                ActionState.PENDING, null, null, null, 0, now, null, false, false, null, null, null, null, false,
                false, kind, sale, null);
    }

    /**
     * The same fresh step finished on the till without being sent (a release of a hold the service refused, the
     * void of a sale that never held anything): kept so that the sale reads the same after a restart.
     */
    public RedeemAction settledHere(Verdict answer, String why) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, createdAt, ActionState.DONE, answer,
                null, null, 0, nextAttemptAt, why, false, false, null, null, null, createdAt, false, false, kind,
                sale, null);
    }

    /**
     * What the till's drain and foreground claim before sending it: the sale for a sale's step (its steps go out
     * one at a time, in order), otherwise the voucher code.
     */
    public String claimKey() {
        return sale != null ? saleClaimKey(sale.saleId()) : code;
    }

    /** The {@link #claimKey()} of every step of sale {@code saleId}. */
    public static String saleClaimKey(String saleId) {
        return "sale " + saleId;
    }

    /**
     * This row as it reads once {@code u}, the outcome of attempt {@code attemptNo}, is stored (the outbox's
     * {@code finishAttempt} update): for an answer the outbox could not store yet.
     */
    public RedeemAction after(ActionUpdate u, int attemptNo) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, createdAt, u.state(), u.verdict(),
                u.httpStatus(), u.responseBody(), Math.max(attempts, attemptNo), u.nextAttemptAt(), u.lastError(),
                offlineAccepted, u.honoured(), u.voucherName() != null ? u.voucherName() : voucherName,
                u.valueCents() != null ? u.valueCents() : valueCents, u.currency() != null ? u.currency() : currency,
                u.completedAt(), wireOffline, maybeDelivered || u.maybeDelivered(), kind, sale,
                u.usesLeft() != null ? u.usesLeft() : usesLeft);
    }

    /** The same fresh action minted while the till knows it cannot reach the service. */
    public RedeemAction mintedOffline(boolean accepted) {
        return new RedeemAction(requestId, code, storeId, terminalId, cashierId, createdAt, state, verdict,
                httpStatus, responseBody, attempts, nextAttemptAt, lastError, accepted, accepted, voucherName,
                valueCents, currency, completedAt, true, maybeDelivered, kind, sale, usesLeft);
    }
}
