package io.redeemdesk.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One voucher of a captured sale: {@code REDEEMED} with the uses it has left, or the verdict that refused it
 * ({@code ALREADY_REDEEMED}, {@code EXPIRED}, {@code REVOKED}, or {@code HELD} when another sale took it after
 * this sale's lease ran out).
 *
 * @param usesLeft  what the voucher has left after the capture
 * @param usesTotal how many uses the voucher has in all (1 for a single voucher); null from an older service
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CaptureLine(String code, Verdict verdict, String voucherName, Long valueCents, String currency,
                          Integer usesLeft, String redeemedAt, String detail, Integer usesTotal) {
}
