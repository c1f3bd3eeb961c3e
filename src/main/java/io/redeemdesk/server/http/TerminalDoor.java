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
 * type, Idempotency-Key and a body read by {@link JsonObjectBody}; and the way a service answer goes out (replay header,
 * Retry-After, key retention, UTF-8). Each check writes its problem and returns null when it refuses.
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

    /** The authenticated terminal within its rate limits, or null (the answer is written; outcome in {@code why}). */
    Terminal admit(Context ctx, String[] why) throws SQLException {
        Terminal terminal = authenticator.authenticate(ctx);
        if (terminal == null) {
            why[0] = "unauthorized";
            return null;
        }
        Optional<TerminalLimiter.Refusal> refusal = limiter.admit(terminal.id());
        if (refusal.isPresent()) {
            why[0] = rateLimited(ctx, terminal, refusal.get());
            return null;
        }
        return terminal;
    }

    /** The request's Idempotency-Key in lower case, or null after a 400 was written. */
    String key(Context ctx, String action, String[] why) {
        String key = ctx.header(ApiHeaders.IDEMPOTENCY_KEY);
        if (key == null || key.isBlank()) {
            why[0] = problem(ctx, ProblemType.MISSING_IDEMPOTENCY_KEY, 400,
                    "Every " + action + " needs an Idempotency-Key header holding the action's request_id");
            return null;
        }
        if (!RequestForm.isUuid(key)) {
            why[0] = problem(ctx, ProblemType.INVALID_IDEMPOTENCY_KEY, 400, RequestForm.INVALID_KEY);
            return null;
        }
        return key.toLowerCase(Locale.ROOT);
    }

    /** Whether the body is declared JSON; false after a 415 was written. */
    boolean jsonContent(Context ctx, String[] why) {
        if (!RequestForm.declaresJson(ctx)) {
            why[0] = problem(ctx, ProblemType.UNSUPPORTED_MEDIA_TYPE, 415,
                    "Send the body as application/json, not " + ctx.contentType());
            return false;
        }
        return true;
    }

    /** The body read by {@code reader} (one object of known fields), or null after a 400/422 was written. */
    JsonObjectBody.Read fields(Context ctx, JsonObjectBody reader, String[] why) {
        JsonObjectBody.Read read = reader.read(ctx, problems);
        if (read == null) {
            why[0] = ProblemType.INVALID_REQUEST.slug();
        }
        return read;
    }

    /** Writes 503 and returns its slug when {@code failure} says the database cannot be used; else empty. */
    Optional<String> unavailable(Context ctx, Exception failure) {
        Optional<String> reason = outage.reason(failure);
        reason.ifPresent(why -> {
            LOG.warn("{} {} answered 503: {}", ctx.method(), ctx.path(), why);
            problems.unavailable(ctx, why);
        });
        return reason.map(why -> ProblemType.SERVICE_UNAVAILABLE.slug());
    }

    /** A path parameter that must be a UUID (a sale id), or null after a 400 was written. */
    String uuidParam(Context ctx, String name, String[] why) {
        String value = ctx.pathParam(name);
        if (!RequestForm.isUuid(value)) {
            why[0] = problem(ctx, ProblemType.INVALID_REQUEST, 400,
                    name + " must be a UUID minted by the till, such as 0b7d4c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e");
            return null;
        }
        return value.toLowerCase(Locale.ROOT);
    }

    /**
     * Counts a fresh UNKNOWN_CODE answer against the terminal's brute-force bucket (one for the whole service);
     * false after a 429 was written instead, when the terminal had no lookup left.
     */
    boolean counted(Context ctx, Terminal terminal, Reply reply, String[] why) throws SQLException {
        if (Verdict.UNKNOWN_CODE.name().equals(reply.outcome()) && !reply.replayed()) {
            Optional<TerminalLimiter.Refusal> refusal = limiter.unknownCode(terminal.id());
            if (refusal.isPresent()) {
                why[0] = rateLimited(ctx, terminal, refusal.get());
                return false;
            }
        }
        return true;
    }

    /** Counts a lookup of a code no voucher has, as a redemption of an unknown code is counted. */
    void unknownCode(Terminal terminal) throws SQLException {
        limiter.unknownCode(terminal.id());
    }

    String problem(Context ctx, ProblemType type, int status, String detail) {
        problems.write(ctx, type, status, detail);
        return type.slug();
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
