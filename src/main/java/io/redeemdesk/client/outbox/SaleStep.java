package io.redeemdesk.client.outbox;

/**
 * Where an action stands in its sale: the sale id the till minted, its place among the sale's actions (they are
 * delivered in this order) and, on a capture, the order number.
 *
 * @param seq     1 for the sale's first action, then one more for each
 * @param orderNo the receipt or order number the cashier gave at F4; null when none was asked or given
 */
public record SaleStep(String saleId, int seq, String orderNo) {
}
