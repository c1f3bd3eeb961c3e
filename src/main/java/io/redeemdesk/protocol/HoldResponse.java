package io.redeemdesk.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The answer to a hold ({@code HELD}, 201) or its release ({@code RELEASED}, 200). A refused hold is a problem
 * document with the same fields a refused redemption has (verdict, type, detail, voucher's terms), so one shape
 * parses every answer of the hold endpoints.
 *
 * @param heldUntil ISO-8601 instant the hold's lease ends (HELD)
 * @param usesLeft  uses the voucher has left; a hold takes none, the capture does
 * @param heldBy    the other sale that holds the voucher ({@code voucher-held})
 * @param usesTotal how many uses the voucher has in all (1 for a single voucher); null from an older service
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HoldResponse(String type, String title, Integer status, String detail, Verdict verdict,
                           String saleId, String code, String voucherName, Long valueCents, String currency,
                           String heldUntil, Integer usesLeft, String redeemedAt, String redeemedByTerminal,
                           String expiresAt, HeldBy heldBy, Integer usesTotal) {

    /** A problem document without a verdict (sale not found, voided, in progress …). */
    public static HoldResponse problem(ProblemType type, int status, String detail, HeldBy heldBy) {
        return new HoldResponse(type.uri(), type.title(), status, detail, null, null, null, null, null, null, null,
                null, null, null, null, heldBy, null);
    }
}
