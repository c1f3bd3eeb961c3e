package io.redeemdesk.protocol;

/**
 * The sale that holds a voucher: which till opened it, since when and until when (the hold's lease). Part of the
 * {@code voucher-held} problem and of {@code GET /v1/vouchers/{code}}.
 *
 * @param heldSince ISO-8601 instant the hold was taken (or last renewed)
 * @param heldUntil ISO-8601 instant the lease ends; after it the sweeper gives the voucher back
 */
public record HeldBy(String saleId, String terminalId, String heldSince, String heldUntil) {
}
