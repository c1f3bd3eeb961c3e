package io.redeemdesk.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Every answer of the redemption API: a verdict document ({@code verdict} set) or a plain problem. Refusals
 * and errors are RFC 9457 problem documents ({@code type}, {@code title}, {@code status}, {@code detail})
 * extended with the verdict fields, so one shape parses every response.
 *
 * @param requestId          the request_id this answer belongs to
 * @param redeemedAt         when the voucher was redeemed (REDEEMED, ALREADY_REDEEMED)
 * @param redeemedByTerminal which terminal redeemed it (ALREADY_REDEEMED)
 * @param redeemedByRequest  which request_id redeemed it (ALREADY_REDEEMED): equal to ours means our earlier
 *                           delivery won
 * @param valueCents         face value in minor units of {@code currency}
 * @param usesLeft           uses the voucher has left after this answer (REDEEMED, and refusals of a known code)
 * @param heldBy             the sale holding the voucher ({@code voucher-held} problems)
 * @param usesTotal          how many uses the voucher has in all (1 for a single voucher, 10 for a ten-visit pass),
 *                           alongside {@code usesLeft}; null from a service older than this field
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RedemptionResponse(String type, String title, Integer status, String detail,
                                 Verdict verdict, String requestId, String code,
                                 String voucherName, Long valueCents, String currency,
                                 String redeemedAt, String redeemedByTerminal, String redeemedByRequest,
                                 String expiresAt, Integer usesLeft, HeldBy heldBy, Integer usesTotal) {

    /** A problem document that carries no verdict (bad request, in progress, rate limited …). */
    public static RedemptionResponse problem(ProblemType type, int status, String detail) {
        return problem(type, status, detail, null);
    }

    /** A problem document with a title of its own (a 401's names the kind of token it needed). */
    public static RedemptionResponse problem(ProblemType type, String title, int status, String detail) {
        return new RedemptionResponse(type.uri(), title, status, detail, null, null, null, null, null,
                null, null, null, null, null, null, null, null);
    }

    /** A problem document naming the sale that holds the voucher ({@code voucher-held}). */
    public static RedemptionResponse problem(ProblemType type, int status, String detail, HeldBy heldBy) {
        return new RedemptionResponse(type.uri(), type.title(), status, detail, null, null, null, null, null,
                null, null, null, null, null, null, heldBy, null);
    }
}
