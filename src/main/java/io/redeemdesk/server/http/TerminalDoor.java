package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.limits.TerminalLimiter;
import io.redeemdesk.server.ops.ServiceMetrics;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

/**
 * The checks every terminal endpoint makes at the door, in one place for redemptions, sales and look-ups: token,
 * rate limits (a lookup of an unknown code counts against the brute-force bucket wherever it happens), content
 * type, Idempotency-Key and a body read by {@link JsonObjectBody}, as one {@link Admission}; and the way a service
 * answer goes out (replay header, Retry-After, key retention, UTF-8). A refusal's problem is written before it is
 * returned.
 */
public final class TerminalDoor {
    private static final Logger LOG = LoggerFactory.getLogger(TerminalDoor.class);

    private final RequestAuthenticator authenticator;
    private final TerminalLimiter limiter;
    private final ServiceMetrics metrics;
    private final ProblemWriter problems;
    private final DatabaseOutage outage;

    public TerminalDoor(RequestAuthenticator authenticator, TerminalLimiter limiter, ServiceMetrics metrics,
                 ProblemWriter problems, DatabaseOutage outage) {
        this.outage = outage;
        this.authenticator = authenticator;
        this.limiter = limiter;
        this.metrics = metrics;
        this.problems = problems;
    }

    /**
     * What a route needs the door to check and read beyond the token and the rate limits: the {@code saleId} path
     * parameter, the Idempotency-Key of a keyed write ({@code keyedAction} names the write in the problem), and a
     * JSON body read by {@code body}. The door checks them in this order: content type, sale id, key, body.
     */
    record Needs(boolean saleId, String keyedAction, JsonObjectBody body) {
        /** Only the terminal (a voucher look-up). */
        static final Needs TERMINAL = new Needs(false, null, null);
        /** The terminal and the sale id (reading a sale). */
        static final Needs SALE = new Needs(true, null, null);

        /** A keyed write of {@code action} with a body (a redemption). */
        static Needs keyed(String action, JsonObjectBody body) {
            return new Needs(false, action, body);
        }

        /** A keyed write of {@code action} on a sale, with a body or (null) without one. */
        static Needs saleWrite(String action, JsonObjectBody body) {
            return new Needs(true, action, body);
        }
    }

    /**
     * The authenticated terminal within its rate limits, with what {@code needs} asks for, or the refusal whose
     * problem is already written.
     */
    Admission admit(Context ctx, Needs needs) throws SQLException {
        Terminal terminal = authenticator.authenticate(ctx);
        if (terminal == null) {
            return new Admission.Refused("unauthorized");
        }
        Optional<TerminalLimiter.Refusal> refusal = limiter.admit(terminal.id());
        if (refusal.isPresent()) {
            return new Admission.Refused(rateLimited(ctx, terminal, refusal.get()));
        }
        if (needs.body() != null && !RequestForm.declaresJson(ctx)) {
            return refuse(ctx, ProblemType.UNSUPPORTED_MEDIA_TYPE, 415,
                    "Send the body as application/json, not " + ctx.contentType());
        }
        String saleId = needs.saleId() ? ctx.pathParam("saleId") : null;
        if (saleId != null && !RequestForm.isUuid(saleId)) {
            return refuse(ctx, ProblemType.INVALID_REQUEST, 400,
                    "saleId must be a UUID minted by the till, such as 0b7d4c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e");
        }
        return keyAndBody(ctx, needs, new Admission.Admitted(terminal,
                saleId == null ? null : saleId.toLowerCase(Locale.ROOT), null, null));
    }

    /** The Idempotency-Key and the body {@code needs} asks for, on top of what the door has already admitted. */
    private Admission keyAndBody(Context ctx, Needs needs, Admission.Admitted admitted) {
        String key = null;
        if (needs.keyedAction() != null) {
            key = ctx.header(ApiHeaders.IDEMPOTENCY_KEY);
            if (key == null || key.isBlank()) {
                return refuse(ctx, ProblemType.MISSING_IDEMPOTENCY_KEY, 400, "Every " + needs.keyedAction()
                        + " needs an Idempotency-Key header holding the action's request_id");
            }
            if (!RequestForm.isUuid(key)) {
                return refuse(ctx, ProblemType.INVALID_IDEMPOTENCY_KEY, 400, RequestForm.INVALID_KEY);
            }
            key = key.toLowerCase(Locale.ROOT);
        }
        JsonObjectBody.Read body = null;
        if (needs.body() != null) {
            body = needs.body().read(ctx, problems);
            if (body == null) {
                return new Admission.Refused(ProblemType.INVALID_REQUEST.slug());
            }
        }
        return new Admission.Admitted(admitted.terminal(), admitted.saleId(), key, body);
    }

    /** Writes 503 and returns its refusal when {@code failure} says the database cannot be used; else empty. */
    Optional<Admission.Refused> unavailable(Context ctx, Exception failure) {
        Optional<String> reason = outage.reason(failure);
        reason.ifPresent(why -> {
            LOG.warn("{} {} answered 503: {}", ctx.method(), ctx.path(), why);
            problems.unavailable(ctx, why);
        });
        return reason.map(why -> new Admission.Refused(ProblemType.SERVICE_UNAVAILABLE.slug()));
    }

    /**
     * Sends the service's reply, after counting a fresh UNKNOWN_CODE answer against the terminal's brute-force
     * bucket (one for the whole service); refused with a 429 instead when the terminal had no lookup left.
     */
    Outcome answer(Context ctx, Terminal terminal, Reply reply, Duration keyRetention) throws SQLException {
        if (Verdict.UNKNOWN_CODE.name().equals(reply.outcome()) && !reply.replayed()) {
            Optional<TerminalLimiter.Refusal> refusal = limiter.unknownCode(terminal.id());
            if (refusal.isPresent()) {
                return new Admission.Refused(rateLimited(ctx, terminal, refusal.get()));
            }
        }
        write(ctx, reply, keyRetention);
        return Outcome.of(reply);
    }

    /** Counts a lookup of a code no voucher has, as a redemption of an unknown code is counted. */
    void unknownCode(Terminal terminal) throws SQLException {
        limiter.unknownCode(terminal.id());
    }

    /** Writes the problem and returns the refusal that names it. */
    Admission.Refused refuse(Context ctx, ProblemType type, int status, String detail) {
        problems.write(ctx, type, status, detail);
        return new Admission.Refused(type.slug());
    }

    void write(Context ctx, Reply reply, Duration keyRetention) {
        if (reply.replayed()) {
            ctx.header(ApiHeaders.IDEMPOTENT_REPLAYED, "true");
        }
        if (reply.retryAfterSeconds() > 0) {
            ctx.header(ApiHeaders.RETRY_AFTER, Integer.toString(reply.retryAfterSeconds()));
        }
        if (keyRetention != null) {
            ctx.header(ApiHeaders.KEY_RETENTION, keyRetention.toHours() + "h");
        }
        if (reply.status() < 300) {
            Utf8Bodies.json(ctx, reply.status(), reply.body());
        } else {
            Utf8Bodies.problem(ctx, reply.status(), reply.body());
        }
    }

    private String rateLimited(Context ctx, Terminal terminal, TerminalLimiter.Refusal refusal) {
        metrics.rateLimited(refusal.limit());
        String detail = TerminalLimiter.UNKNOWN_CODE.equals(refusal.limit())
                ? "Too many lookups of unknown codes from terminal " + terminal.id() + "; wait "
                        + refusal.retryAfterSeconds() + " s before the next redemption"
                : "Terminal " + terminal.id() + " sends too many requests; retry with the same Idempotency-Key after "
                        + refusal.retryAfterSeconds() + " s";
        LOG.warn("terminal {} rate limited ({})", terminal.id(), refusal.limit());
        problems.tooManyRequests(ctx, refusal.retryAfterSeconds(), detail);
        return ProblemType.RATE_LIMITED.slug();
    }
}
