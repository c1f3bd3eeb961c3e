package io.redeemdesk.protocol;

import java.util.List;

/** The answer to {@code POST /v1/sales/{saleId}/void}: the codes whose holds went back to UNUSED. */
public record VoidResponse(String saleId, List<String> released) {
}
