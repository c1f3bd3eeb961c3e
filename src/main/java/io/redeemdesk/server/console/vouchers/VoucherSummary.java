package io.redeemdesk.server.console.vouchers;

/**
 * The head of a voucher's page, already in words: its code, template name, status, value, uses left of its uses,
 * when it expires ("" when never), the sale holding it ("" when none) and, when it cannot be revoked, why
 * ("" when it can).
 */
public record VoucherSummary(String code, String name, String status, String statusKey, String value,
                             String uses, String expires, String heldBy, String revocable) {
}
