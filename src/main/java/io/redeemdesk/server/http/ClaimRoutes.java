package io.redeemdesk.server.http;

import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ClaimRequest;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.server.auth.Channel;
import io.redeemdesk.server.auth.ChannelTokens;
import io.redeemdesk.server.campaign.ClaimService;
import io.redeemdesk.server.campaign.CustomerId;
import io.redeemdesk.server.limits.ClaimLimiter;
import io.redeemdesk.server.ops.ServiceMetrics;
import io.redeemdesk.server.redeem.Reply;

import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code POST /v1/campaigns/{id}/claims}: the node's claim door first (429 before any database work), then
 * the channel token, content type, Idempotency-Key and body, then {@link ClaimService}. The customerId is never
 * logged or echoed. With no customer secret configured every claim is answered 503 {@code claims-disabled}.
 */
public final class ClaimRoutes {
    public static final String PATH = "/v1/campaigns/{id}/claims";
    static final String JSON_UTF8 = ApiHeaders.JSON + "; charset=utf-8";
    static final String PROBLEM_UTF8 = ApiHeaders.PROBLEM_JSON + "; charset=utf-8";
    private static final JsonObjectBody CLAIM = new JsonObjectBody("a claim", "{\"customerId\":\"13800138000\"}",
            List.of(JsonObjectBody.Field.text("customerId")));

    private final ClaimService service;
    private final ChannelTokens channels;
    private final ClaimLimiter limiter;
    private final ServiceMetrics metrics;
    private final ProblemWriter problems;

    /** {@code service} null: claims are disabled (no customer secret). */
    public ClaimRoutes(ClaimService service, ChannelTokens channels, ClaimLimiter limiter,
                       ServiceMetrics metrics, ProblemWriter problems) {
        this.service = service;
        this.channels = channels;
        this.limiter = limiter;
        this.metrics = metrics;
        this.problems = problems;
    }

    public void claim(Context ctx) throws SQLException {
        long started = System.nanoTime();
        String outcome = ProblemType.INTERNAL.slug();
        try {
            outcome = handle(ctx);
        } finally {
            metrics.claimAnswered(outcome, System.nanoTime() - started);
        }
    }

    /** Answers the claim; returns its outcome for the metrics. */
    private String handle(Context ctx) throws SQLException {
        try (ClaimLimiter.Admission admission = limiter.admit()) {
            if (!admission.admitted()) {
                long wait = admission.retryAfterSeconds();
                metrics.rateLimited("claims");
                problems.tooManyRequests(ctx, wait, "This service takes too many claims at once; retry with the "
                        + "same Idempotency-Key after " + wait + " s");
                return ProblemType.RATE_LIMITED.slug();
            }
            return admitted(ctx, admission);
        }
    }

    private String admitted(Context ctx, ClaimLimiter.Admission admission) throws SQLException {
        if (service == null) {
            return problem(ctx, ProblemType.CLAIMS_DISABLED, 503, "Claims are disabled until the operator sets "
                    + "claims.customer.secret in the service's configuration");
        }
        Channel channel = channel(ctx);
        if (channel == null) {
            return ProblemType.UNAUTHORIZED.slug();
        }
        if (!RequestForm.declaresJson(ctx)) {
            return problem(ctx, ProblemType.UNSUPPORTED_MEDIA_TYPE, 415,
                    "Send the body as application/json, not " + ctx.contentType());
        }
        String key = ctx.header(ApiHeaders.IDEMPOTENCY_KEY);
        if (key == null || key.isBlank()) {
            return problem(ctx, ProblemType.MISSING_IDEMPOTENCY_KEY, 400, "Every claim needs an Idempotency-Key "
                    + "header: one UUID per customer action, the same for each retry of it");
        }
        if (!RequestForm.isUuid(key)) {
            return problem(ctx, ProblemType.INVALID_IDEMPOTENCY_KEY, 400, RequestForm.INVALID_KEY);
        }
        String customerId = customerId(ctx);
        if (customerId == null) {
            return ProblemType.INVALID_REQUEST.slug();
        }
        long started = System.nanoTime();
        Reply reply = service.claim(channel, ctx.pathParam("id"), key.toLowerCase(Locale.ROOT), customerId);
        admission.took(System.nanoTime() - started);
        write(ctx, reply);
        return reply.outcome();
    }

    private String problem(Context ctx, ProblemType type, int status, String detail) {
        problems.write(ctx, type, status, detail);
        return type.slug();
    }

    private Channel channel(Context ctx) throws SQLException {
        String header = ctx.header(ApiHeaders.AUTHORIZATION);
        Optional<Channel> channel = header == null || !header.startsWith("Bearer ") || header.length() > 256
                ? Optional.empty() : channels.authenticate(header.substring("Bearer ".length()).trim());
        if (channel.isEmpty()) {
            problems.unauthorized(ctx, TokenKind.CHANNEL, "Claims need Authorization: Bearer <channel token>; "
                    + "create one with 'redeemdesk server create-channel-token' (terminal tokens cannot claim)");
            return null;
        }
        return channel.get();
    }

    /** The body's customerId, normalized ({@link CustomerId}); null after a 400/422 naming the problem. */
    private String customerId(Context ctx) {
        JsonObjectBody.Read body = CLAIM.read(ctx, problems);
        if (body == null) {
            return null;
        }
        String id = CustomerId.normalize(new ClaimRequest(body.text("customerId")).customerId());
        String bad = CustomerId.problem(id);
        if (bad != null) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422, bad);
            return null;
        }
        return id;
    }

    private void write(Context ctx, Reply reply) {
        ctx.status(reply.status());
        ctx.contentType(reply.status() < 300 ? JSON_UTF8 : PROBLEM_UTF8);
        if (reply.replayed()) {
            ctx.header(ApiHeaders.IDEMPOTENT_REPLAYED, "true");
        }
        if (reply.retryAfterSeconds() > 0) {
            ctx.header(ApiHeaders.RETRY_AFTER, Integer.toString(reply.retryAfterSeconds()));
        }
        ctx.header(ApiHeaders.KEY_RETENTION, service.keyRetention().toHours() + "h");
        ctx.result(reply.body());
    }
}
