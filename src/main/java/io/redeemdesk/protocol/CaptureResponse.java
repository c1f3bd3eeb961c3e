package io.redeemdesk.protocol;

import java.util.List;

/** The answer to {@code POST /v1/sales/{saleId}/capture}: what was used, and what could not be. */
public record CaptureResponse(String saleId, String orderNo, List<CaptureLine> captured, List<CaptureLine> refused) {
}
