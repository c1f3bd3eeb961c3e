package io.redeemdesk.protocol;

/**
 * Body of {@code POST /v1/redemptions}. The Idempotency-Key header (the client's request_id) is not part of
 * the body; the body is what the server fingerprints to detect a key reused for a different action.
 *
 * @param scannedAt ISO-8601 instant at which the cashier scanned the code
 * @param offline   true when the action was accepted offline and is being forwarded later
 */
public record RedemptionRequest(String code, String storeId, String terminalId, String cashierId,
                                String scannedAt, boolean offline) {
}
