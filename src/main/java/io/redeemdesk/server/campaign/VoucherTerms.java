package io.redeemdesk.server.campaign;

/**
 * What a campaign voucher is worth, read from its template.
 *
 * @param validUntil epoch millis the voucher expires at, or null for none
 * @param uses       how many times each voucher can be redeemed (1, or more for a pass)
 */
public record VoucherTerms(String templateId, String name, long valueCents, String currency, Long validUntil,
                           int uses) {
}
