package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.limits.TerminalLimiter;
import io.redeemdesk.server.ops.ServiceMetrics;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

/**
 * {@code POST /v1/redemptions}: checks the request at the door (token, rate limits, content type,
 * Idempotency-Key, JSON shape) and hands a well-formed one to {@link RedemptionService}. Unknown body fields
 * and duplicate keys are rejected. Every answer is counted and timed in {@link ServiceMetrics}.
 */
public final class RedemptionRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(RedemptionRoutes.class);

    private final RedemptionService service;
    private final RequestAuthenticator authenticator;
    private final TerminalLimiter limiter;
    private final ServiceMetrics metrics;
    private final ProblemWriter problems;
    private final DatabaseOutage outage;
    private static final JsonObjectBody BODY = new JsonObjectBody("a redemption request",
            "{\"code\":\"7K2MQ9XRT4HZB8\",\"storeId\":\"STORE-1\",\"terminalId\":\"TILL-1\",\"cashierId\":\"alice\","
                    + "\"scannedAt\":\"2026-11-29T10:15:30Z\",\"offline\":false}",
            List.of(JsonObjectBody.Field.text("code"), JsonObjectBody.Field.text("storeId"),
                    JsonObjectBody.Field.text("terminalId"), JsonObjectBody.Field.text("cashierId"),
                    JsonObjectBody.Field.text("scannedAt"), JsonObjectBody.Field.flag("offline")));

    public RedemptionRoutes(RedemptionService service, RequestAuthenticator authenticator, TerminalLimiter limiter,
                            ServiceMetrics metrics, ProblemWriter problems, DatabaseOutage outage) {
        this.outage = outage;
        this.service = service;
        this.authenticator = authenticator;
        this.limiter = limiter;
        this.metrics = metrics;
        this.problems = problems;
    }

    public void redeem(Context ctx) throws SQLException {
        long started = System.nanoTime();
        boolean[] replayed = {false};
        String outcome = "error";
        try {
            outcome = handle(ctx, replayed);
        } catch (SQLException | RuntimeException e) {
            Optional<String> why = outage.reason(e);
            if (why.isEmpty()) {
                throw e;
            }
            LOG.warn("redemption answered 503: {}", why.get());
            problems.unavailable(ctx, why.get());
            outcome = ProblemType.SERVICE_UNAVAILABLE.slug();
        } finally {
            metrics.answered(outcome, replayed[0], System.nanoTime() - started);
        }
    }

    private String handle(Context ctx, boolean[] replayed) throws SQLException {
        Terminal terminal = authenticator.authenticate(ctx);
        if (terminal == null) {
            return "unauthorized";
        }
        Optional<TerminalLimiter.Refusal> refusal = limiter.admit(terminal.id());
        if (refusal.isPresent()) {
            return rateLimited(ctx, terminal, refusal.get());
        }
        String contentType = ctx.contentType();
        if (contentType == null || !contentType.toLowerCase(Locale.ROOT).startsWith(ApiHeaders.JSON)) {
            return problem(ctx, ProblemType.UNSUPPORTED_MEDIA_TYPE, 415,
                    "Send the body as application/json, not " + contentType);
        }
        String key = ctx.header(ApiHeaders.IDEMPOTENCY_KEY);
        if (key == null || key.isBlank()) {
            return problem(ctx, ProblemType.MISSING_IDEMPOTENCY_KEY, 400,
                    "Every redemption needs an Idempotency-Key header holding the action's request_id");
        }
        if (!isUuid(key)) {
            return problem(ctx, ProblemType.INVALID_IDEMPOTENCY_KEY, 400,
                    "Idempotency-Key must be a UUID such as 0b7d4c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e");
        }
        JsonObjectBody.Read body = BODY.read(ctx.bodyAsBytes());
        if (body.refusal() != null) {
            return problem(ctx, ProblemType.INVALID_REQUEST, body.refusal().status(), body.refusal().detail());
        }
        RedemptionRequest request = new RedemptionRequest(body.text("code"), body.text("storeId"),
                body.text("terminalId"), body.text("cashierId"), body.text("scannedAt"), body.flag("offline"));
        String invalid = RequestChecks.problemWith(request, terminal);
        if (invalid != null) {
            return problem(ctx, ProblemType.INVALID_REQUEST, 422, invalid);
        }
        String requestId = key.toLowerCase(Locale.ROOT);
        Reply reply = service.redeem(terminal, requestId, request);
        if (Verdict.UNKNOWN_CODE.name().equals(reply.outcome()) && !reply.replayed()) {
            Optional<TerminalLimiter.Refusal> guessing = limiter.unknownCode(terminal.id());
            if (guessing.isPresent()) {
                return rateLimited(ctx, terminal, guessing.get());
            }
        }
        if (LOG.isDebugEnabled()) {
            LOG.debug("terminal {} request {} code {}: {}{}", terminal.id(), requestId,
                    VoucherCode.mask(VoucherCode.normalize(request.code())), reply.outcome(),
                    reply.replayed() ? " (replayed)" : "");
        }
        write(ctx, reply);
        replayed[0] = reply.replayed();
        return reply.outcome();
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

    private String problem(Context ctx, ProblemType type, int status, String detail) {
        problems.write(ctx, type, status, detail);
        return type.slug();
    }

    private void write(Context ctx, Reply reply) {
        if (reply.replayed()) {
            ctx.header(ApiHeaders.IDEMPOTENT_REPLAYED, "true");
        }
        if (reply.retryAfterSeconds() > 0) {
            ctx.header(ApiHeaders.RETRY_AFTER, Integer.toString(reply.retryAfterSeconds()));
        }
        ctx.header(ApiHeaders.KEY_RETENTION, service.keyRetention().toHours() + "h");
        if (reply.status() < 300) {
            Utf8Bodies.json(ctx, reply.status(), reply.body());
        } else {
            Utf8Bodies.problem(ctx, reply.status(), reply.body());
        }
    }

    private static boolean isUuid(String key) {
        if (key.length() != 36) {
            return false;
        }
        try {
            UUID.fromString(key);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

}
