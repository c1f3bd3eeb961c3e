package io.redeemdesk.client.outbox;

/**
 * What an outbox action asks of the service. REDEEM is the instant mode's one final use; the others are the steps
 * of a sale: HOLD a voucher, RELEASE it again, CAPTURE the sale (paid) or VOID it (walked away).
 */
public enum ActionKind {
    REDEEM, HOLD, RELEASE, CAPTURE, VOID;

    /** True for the steps of a sale, which carry a {@link SaleStep}. */
    public boolean ofSale() {
        return this != REDEEM;
    }

    /** True for the actions that name one voucher (a capture or void names the whole sale). */
    public boolean ofOneVoucher() {
        return this == REDEEM || this == HOLD || this == RELEASE;
    }
}
