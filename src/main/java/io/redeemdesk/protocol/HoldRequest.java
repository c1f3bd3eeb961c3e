package io.redeemdesk.protocol;

/**
 * Body of {@code POST /v1/sales/{saleId}/holds}: the till puts one scanned voucher into an open sale. The sale is
 * opened by its first hold; {@code saleId} (in the path) is a UUID the till mints.
 *
 * @param scannedAt ISO-8601 instant at which the cashier scanned the code
 */
public record HoldRequest(String code, String storeId, String terminalId, String cashierId, String scannedAt) {
}
