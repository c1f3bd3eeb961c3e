package io.redeemdesk.protocol;

/** A sale's life: OPEN while it takes holds; then CAPTURED (paid) or VOIDED (walked away). Both are final. */
public enum SaleState {
    OPEN, CAPTURED, VOIDED
}
