package io.redeemdesk.server.redeem;

/** An authenticated till: idempotency keys are scoped to it, and the ledger records it. */
public record Terminal(String id, String storeId) {
}
