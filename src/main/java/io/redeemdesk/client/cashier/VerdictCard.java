package io.redeemdesk.client.cashier;

import java.time.Instant;

/**
 * Everything the verdict panel and the last-scans strip show about one scan, already in the cashier's
 * language: built off the FX thread, shown by binding.
 *
 * @param headline   what to do, in large words
 * @param voucher    the voucher's name and value, or empty
 * @param maskedCode the code with all but its last 6 characters hidden, or empty
 * @param detail     when, where, why
 * @param at         when the card was shown
 */
public record VerdictCard(VerdictLook look, String headline, String shortName, String voucher, String maskedCode,
                          String detail, Instant at) {
}
