package io.redeemdesk.protocol;

/** Body of {@code POST /v1/sales/{saleId}/void}: the customer walked away; every hold goes back. */
public record VoidRequest(String terminalId, String storeId, String cashierId) {
}
