package io.redeemdesk.protocol;

/**
 * Body of {@code POST /v1/sales/{saleId}/capture}: the sale is paid; every hold becomes a use bound to
 * {@code orderNo}.
 *
 * @param orderNo the till's order number, unique per store with each voucher code; absent, the sale id is used
 */
public record CaptureRequest(String orderNo, String terminalId, String storeId, String cashierId) {
}
