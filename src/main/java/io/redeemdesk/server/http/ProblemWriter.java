package io.redeemdesk.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionResponse;

/** Writes RFC 9457 {@code application/problem+json} answers. */
public final class ProblemWriter {
    /** The {@code Retry-After} of a 503: long enough for a restarted database, short enough for a cashier. */
    public static final long UNAVAILABLE_RETRY_SECONDS = 5;
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    public void write(Context ctx, ProblemType type, int status, String detail) {
        try {
            Utf8Bodies.problem(ctx, status, json.writeValueAsString(RedemptionResponse.problem(type, status, detail)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a problem document", e);
        }
    }

    /**
     * 401 {@code unauthorized} titled with the kind of token the endpoint needs; {@code WWW-Authenticate: Bearer}
     * for the bearer tokens (an enrollment code is sent in the body).
     */
    public void unauthorized(Context ctx, TokenKind kind, String detail) {
        if (kind != TokenKind.ENROLLMENT) {
            ctx.header("WWW-Authenticate", "Bearer");
        }
        try {
            Utf8Bodies.problem(ctx, 401, json.writeValueAsString(RedemptionResponse.problem(ProblemType.UNAUTHORIZED,
                    kind.title(), 401, detail)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a problem document", e);
        }
    }

    /**
     * 503 {@code service-unavailable} with {@code Retry-After}: the database cannot be used right now ({@code why},
     * in plain words); nothing was decided, so the same request (the same Idempotency-Key) may be sent again.
     */
    public void unavailable(Context ctx, String why) {
        ctx.header(ApiHeaders.RETRY_AFTER, Long.toString(UNAVAILABLE_RETRY_SECONDS));
        write(ctx, ProblemType.SERVICE_UNAVAILABLE, 503, "The service cannot use its database right now: " + why
                + ". Nothing was decided; send the same request (the same Idempotency-Key) again in "
                + UNAVAILABLE_RETRY_SECONDS + " s");
    }

    /** 429 {@code rate-limited} with {@code Retry-After}: nothing was done, try again after that many seconds. */
    public void tooManyRequests(Context ctx, long retryAfterSeconds, String detail) {
        ctx.header(ApiHeaders.RETRY_AFTER, Long.toString(retryAfterSeconds));
        write(ctx, ProblemType.RATE_LIMITED, 429, detail);
    }
}
