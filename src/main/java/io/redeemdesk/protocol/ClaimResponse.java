package io.redeemdesk.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * {@code 201} answer of a claim: the voucher now belongs to the customer and can be redeemed at any till.
 *
 * @param valueCents face value in minor units of {@code currency}
 * @param expiresAt  ISO-8601 instant, absent when the voucher does not expire
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ClaimResponse(String code, String voucherName, long valueCents, String currency, String expiresAt,
                            String campaignId) {
}
