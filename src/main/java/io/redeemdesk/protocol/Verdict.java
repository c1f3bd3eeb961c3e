package io.redeemdesk.protocol;

/**
 * The business answer to one redeem action, or to one hold of a sale (HELD, RELEASED). The same names are used by the protocol, the client's outbox,
 * the cashier screen and every CSV export, so a verdict reads the same wherever it is seen.
 */
public enum Verdict {
    REDEEMED(201, null),
    ALREADY_REDEEMED(409, ProblemType.ALREADY_REDEEMED),
    UNKNOWN_CODE(404, ProblemType.UNKNOWN_CODE),
    EXPIRED(410, ProblemType.EXPIRED),
    REVOKED(410, ProblemType.REVOKED),
    MALFORMED_CODE(422, ProblemType.MALFORMED_CODE),
    /** A sale holds the voucher (LOCKED) until its lease ends: {@code POST /v1/sales/{saleId}/holds}. */
    HELD(201, null),
    /** A hold taken out of its sale: the voucher is UNUSED again. */
    RELEASED(200, null);

    private final int httpStatus;
    private final ProblemType problemType;

    Verdict(int httpStatus, ProblemType problemType) {
        this.httpStatus = httpStatus;
        this.problemType = problemType;
    }

    public int httpStatus() {
        return httpStatus;
    }

    /** The problem type of a refusal, or {@code null} for {@link #REDEEMED}, {@link #HELD} and {@link #RELEASED}. */
    public ProblemType problemType() {
        return problemType;
    }

    /** Whether the customer gets the goods: only a fresh redemption honours the voucher. */
    public boolean honoured() {
        return this == REDEEMED;
    }

    /** Whether a plain redemption can answer this verdict (HELD and RELEASED belong to sales). */
    public boolean answersRedemption() {
        return this != HELD && this != RELEASED;
    }
}
