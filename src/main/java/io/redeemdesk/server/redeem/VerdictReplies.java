package io.redeemdesk.server.redeem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.HeldBy;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;

import java.time.Instant;

/** Builds the response documents of each verdict, in the shape {@code docs/api.md} publishes. */
public final class VerdictReplies {
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    /** A use taken: {@code usesLeft} is what the voucher has left after it, of its {@code usesTotal}. */
    public Reply redeemed(String requestId, VoucherRow voucher, long redeemedAt, int usesLeft) {
        return reply(Verdict.REDEEMED, new RedemptionResponse(null, null, null, null, Verdict.REDEEMED, requestId,
                voucher.code(), voucher.name(), voucher.valueCents(), voucher.currency(), iso(redeemedAt),
                null, null, iso(voucher.expiresAt()), usesLeft, null, voucher.usesTotal()));
    }

    /** The refusal that explains why {@code voucher} (or its absence) could not be taken. */
    public Reply refusal(Verdict verdict, String requestId, String code, VoucherRow voucher) {
        String detail = switch (verdict) {
            case ALREADY_REDEEMED -> alreadyRedeemed(code, voucher);
            case UNKNOWN_CODE -> "No voucher has the code " + VoucherCode.mask(code);
            case EXPIRED -> "Voucher " + VoucherCode.mask(code) + " expired at " + iso(voucher.expiresAt());
            case REVOKED -> "Voucher " + VoucherCode.mask(code) + " was revoked";
            case MALFORMED_CODE -> "The code is not a voucher code";
            case REDEEMED, HELD, RELEASED -> throw new IllegalArgumentException(verdict + " is not a refusal");
        };
        ProblemType type = verdict.problemType();
        boolean known = voucher != null;
        return reply(verdict, new RedemptionResponse(type.uri(), type.title(), verdict.httpStatus(), detail, verdict,
                requestId, code, known ? voucher.name() : null, known ? voucher.valueCents() : null,
                known ? voucher.currency() : null, known ? iso(voucher.usedAt()) : null,
                known ? voucher.usedByTerminal() : null, known ? voucher.usedByRequest() : null,
                known ? iso(voucher.expiresAt()) : null, known ? voucher.usesLeft() : null, null,
                known ? voucher.usesTotal() : null));
    }

    private static String alreadyRedeemed(String code, VoucherRow voucher) {
        String when = iso(voucher.usedAt()) + " by terminal " + voucher.usedByTerminal();
        return voucher.usesTotal() > 1
                ? "Pass " + VoucherCode.mask(code) + " has no uses left of " + voucher.usesTotal() + "; last used at "
                        + when
                : "Voucher " + VoucherCode.mask(code) + " was redeemed at " + when;
    }

    /** 409 {@code voucher-held}: a sale holds {@code voucher}; names its till and lease. */
    public Reply voucherHeld(VoucherRow voucher) {
        HeldBy heldBy = heldBy(voucher.hold());
        return Reply.fresh(409, write(RedemptionResponse.problem(ProblemType.VOUCHER_HELD, 409,
                "Voucher " + VoucherCode.mask(voucher.code()) + " is held by a sale of terminal " + heldBy.terminalId()
                        + " since " + heldBy.heldSince() + " until " + heldBy.heldUntil()
                        + "; it is free again when that sale is voided, releases it or its hold runs out", heldBy)),
                ProblemType.VOUCHER_HELD.slug());
    }

    /** The wire form of a sale's hold. */
    public static HeldBy heldBy(VoucherRow.Hold hold) {
        return new HeldBy(hold.saleId(), hold.terminalId(), iso(hold.since()), iso(hold.until()));
    }

    public Reply problem(ProblemType type, int status, String detail) {
        return Reply.fresh(status, write(RedemptionResponse.problem(type, status, detail)), type.slug());
    }

    private Reply reply(Verdict verdict, RedemptionResponse response) {
        return Reply.fresh(verdict.httpStatus(), write(response), verdict.name());
    }

    /**
     * The answer to a delivery whose Idempotency-Key met an earlier delivery's record: its stored answer replayed,
     * 409 {@code request-in-progress} while it runs, or 422 when the key was first used for another body.
     */
    public Reply retryOf(IdempotencyRecord existing, String fingerprint) {
        if (!existing.fingerprint().equals(fingerprint)) {
            return problem(ProblemType.IDEMPOTENCY_KEY_REUSED, 422,
                    "This Idempotency-Key was first used for a different request body");
        }
        return existing.finished() ? existing.replay() : inProgress();
    }

    /** 409 {@code request-in-progress}: the first delivery of this key is still being processed. */
    public Reply inProgress() {
        return problem(ProblemType.REQUEST_IN_PROGRESS, 409,
                "The first delivery of this Idempotency-Key is still being processed").retryAfter(1);
    }

    /** A fresh answer with {@code body} written as JSON. */
    public Reply json(int status, Object body, String outcome) {
        return Reply.fresh(status, write(body), outcome);
    }

    private String write(Object response) {
        try {
            return json.writeValueAsString(response);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a response", e);
        }
    }

    /** An epoch-millis instant as ISO-8601 text (null stays null). */
    public static String iso(Long epochMillis) {
        return epochMillis == null ? null : Instant.ofEpochMilli(epochMillis).toString();
    }
}
