package io.redeemdesk.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.redeem.RedemptionService;
import io.redeemdesk.server.redeem.Reply;
import io.redeemdesk.server.redeem.Terminal;

import java.io.IOException;
import java.sql.SQLException;
import java.util.UUID;

/**
 * {@code POST /v1/redemptions}: checks the request at the door (token, content type, Idempotency-Key, JSON
 * shape) and hands a well-formed one to {@link RedemptionService}. Unknown body fields are rejected.
 */
public final class RedemptionRoutes {
    private final RedemptionService service;
    private final RequestAuthenticator authenticator;
    private final ProblemWriter problems;
    private final ObjectMapper strict = ProtocolJson.strictMapper();

    public RedemptionRoutes(RedemptionService service, RequestAuthenticator authenticator, ProblemWriter problems) {
        this.service = service;
        this.authenticator = authenticator;
        this.problems = problems;
    }

    public void redeem(Context ctx) throws SQLException {
        Terminal terminal = authenticator.authenticate(ctx);
        if (terminal == null) {
            return;
        }
        String contentType = ctx.contentType();
        if (contentType == null || !contentType.toLowerCase().startsWith(ApiHeaders.JSON)) {
            problems.write(ctx, ProblemType.UNSUPPORTED_MEDIA_TYPE, 415,
                    "Send the body as application/json, not " + contentType);
            return;
        }
        String key = ctx.header(ApiHeaders.IDEMPOTENCY_KEY);
        if (key == null || key.isBlank()) {
            problems.write(ctx, ProblemType.MISSING_IDEMPOTENCY_KEY, 400,
                    "Every redemption needs an Idempotency-Key header holding the action's request_id");
            return;
        }
        if (!isUuid(key)) {
            problems.write(ctx, ProblemType.INVALID_IDEMPOTENCY_KEY, 400, "Idempotency-Key must be a UUID");
            return;
        }
        RedemptionRequest request;
        try {
            request = strict.readValue(ctx.bodyAsBytes(), RedemptionRequest.class);
        } catch (IOException e) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 400, "The body is not a redemption request: "
                    + firstLine(e.getMessage()));
            return;
        }
        String invalid = RequestChecks.problemWith(request, terminal);
        if (invalid != null) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422, invalid);
            return;
        }
        write(ctx, service.redeem(terminal, key.toLowerCase(), request));
    }

    private void write(Context ctx, Reply reply) {
        ctx.status(reply.status());
        ctx.contentType(reply.status() < 300 ? ApiHeaders.JSON : ApiHeaders.PROBLEM_JSON);
        if (reply.replayed()) {
            ctx.header(ApiHeaders.IDEMPOTENT_REPLAYED, "true");
        }
        if (reply.retryAfterSeconds() > 0) {
            ctx.header(ApiHeaders.RETRY_AFTER, Integer.toString(reply.retryAfterSeconds()));
        }
        ctx.header(ApiHeaders.KEY_RETENTION, Long.toString(service.keyRetention().toHours()) + "h");
        ctx.result(reply.body());
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

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable JSON";
        }
        int newline = message.indexOf('\n');
        String line = newline < 0 ? message : message.substring(0, newline);
        return line.length() > 200 ? line.substring(0, 200) : line;
    }
}
