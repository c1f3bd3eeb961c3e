package io.redeemdesk.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The answer to {@code GET /v1/vouchers/{code}}: what a till may show before it holds or redeems a voucher.
 *
 * @param status  UNUSED, LOCKED, USED, REVOKED or EXPIRED
 * @param heldBy  present only while a sale holds the voucher
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record VoucherView(String code, String status, String voucherName, Long valueCents, String currency,
                          String expiresAt, Integer usesLeft, Integer usesTotal, HeldBy heldBy) {
}
