package io.redeemdesk.server.redeem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import java.time.Instant;

/** Builds the response documents of each verdict, in the shape {@code docs/api.md} publishes. */
public final class VerdictReplies {
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    public Reply redeemed(String requestId, VoucherRow voucher, long redeemedAt) {
        return reply(Verdict.REDEEMED, new RedemptionResponse(null, null, null, null, Verdict.REDEEMED, requestId,
                voucher.code(), voucher.name(), voucher.valueCents(), voucher.currency(), iso(redeemedAt),
                null, null, iso(voucher.expiresAt())));
    }

    /** The refusal that explains why {@code voucher} (or its absence) could not be taken. */
    public Reply refusal(Verdict verdict, String requestId, String code, VoucherRow voucher) {
        String detail = switch (verdict) {
            case ALREADY_REDEEMED -> "Voucher " + VoucherCode.mask(code) + " was redeemed at "
                    + iso(voucher.usedAt()) + " by terminal " + voucher.usedByTerminal();
            case UNKNOWN_CODE -> "No voucher has the code " + VoucherCode.mask(code);
            case EXPIRED -> "Voucher " + VoucherCode.mask(code) + " expired at " + iso(voucher.expiresAt());
            case REVOKED -> "Voucher " + VoucherCode.mask(code) + " was revoked";
            case MALFORMED_CODE -> "The code is not a voucher code";
            case REDEEMED -> throw new IllegalArgumentException("REDEEMED is not a refusal");
        };
        ProblemType type = verdict.problemType();
        boolean known = voucher != null;
        return reply(verdict, new RedemptionResponse(type.uri(), type.title(), verdict.httpStatus(), detail, verdict,
                requestId, code, known ? voucher.name() : null, known ? voucher.valueCents() : null,
                known ? voucher.currency() : null, known ? iso(voucher.usedAt()) : null,
                known ? voucher.usedByTerminal() : null, known ? voucher.usedByRequest() : null,
                known ? iso(voucher.expiresAt()) : null));
    }

    public Reply problem(ProblemType type, int status, String detail) {
        return Reply.fresh(status, write(RedemptionResponse.problem(type, status, detail)), type.slug());
    }

    private Reply reply(Verdict verdict, RedemptionResponse response) {
        return Reply.fresh(verdict.httpStatus(), write(response), verdict.name());
    }

    private String write(RedemptionResponse response) {
        try {
            return json.writeValueAsString(response);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a response", e);
        }
    }

    private static String iso(Long epochMillis) {
        return epochMillis == null ? null : Instant.ofEpochMilli(epochMillis).toString();
    }
}
