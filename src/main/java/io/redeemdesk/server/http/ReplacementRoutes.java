package io.redeemdesk.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.refund.Replacement;
import io.redeemdesk.server.refund.ReplacementOutcome;
import io.redeemdesk.server.refund.ReplacementRequest;
import io.redeemdesk.server.refund.VoucherReplacements;

import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code POST /v1/admin/vouchers/{code}/replacements}: refund by replacement. The admin token, then the content
 * type, the Idempotency-Key and the body {@code {"reason":"…","use":k}}, then {@link VoucherReplacements}. A
 * retry with the same key and body gets the first answer again (201, {@code Idempotent-Replayed: true}).
 */
public final class ReplacementRoutes {
    public static final String PATH = "/v1/admin/vouchers/{code}/replacements";
    private static final JsonObjectBody REPLACEMENT = new JsonObjectBody("a replacement",
            "{\"reason\":\"refund of order 1042\",\"use\":1}",
            List.of(JsonObjectBody.Field.text("reason"), JsonObjectBody.Field.wholeNumber("use").optional()));

    private final VoucherReplacements replacements;
    private final RequestAuthenticator authenticator;
    private final ProblemWriter problems;
    private final ObjectMapper json = new ObjectMapper();

    public ReplacementRoutes(VoucherReplacements replacements, RequestAuthenticator authenticator,
                             ProblemWriter problems) {
        this.replacements = replacements;
        this.authenticator = authenticator;
        this.problems = problems;
    }

    public void replace(Context ctx) throws SQLException, JsonProcessingException {
        String admin = authenticator.admin(ctx);
        if (admin == null) {
            return;
        }
        if (!RequestForm.declaresJson(ctx)) {
            problems.write(ctx, ProblemType.UNSUPPORTED_MEDIA_TYPE, 415,
                    "Send the body as application/json, not " + ctx.contentType());
            return;
        }
        String key = ctx.header(ApiHeaders.IDEMPOTENCY_KEY);
        if (key == null || key.isBlank()) {
            problems.write(ctx, ProblemType.MISSING_IDEMPOTENCY_KEY, 400, "Every replacement needs an "
                    + "Idempotency-Key header: one UUID per refund, the same for each retry of it");
            return;
        }
        if (!RequestForm.isUuid(key)) {
            problems.write(ctx, ProblemType.INVALID_IDEMPOTENCY_KEY, 400, RequestForm.INVALID_KEY);
            return;
        }
        JsonObjectBody.Read body = REPLACEMENT.read(ctx, problems);
        if (body == null) {
            return;
        }
        String bad = ReplacementRequest.reasonProblem(body.text("reason"));
        Long use = body.wholeNumber("use");
        if (bad == null && use != null && (use < 1 || use > Integer.MAX_VALUE)) {
            bad = "use must be the number of a use the voucher had taken, 1 or more, not " + use;
        }
        if (bad != null) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422, bad);
            return;
        }
        answer(ctx, replacements.replace(new ReplacementRequest(ctx.pathParam("code"),
                use == null ? null : use.intValue(), body.text("reason"), "admin:" + admin,
                key.toLowerCase(Locale.ROOT))));
    }

    private void answer(Context ctx, ReplacementOutcome outcome) throws JsonProcessingException {
        if (outcome instanceof ReplacementOutcome.Issued issued) {
            if (issued.replayed()) {
                ctx.header(ApiHeaders.IDEMPOTENT_REPLAYED, "true");
            }
            Utf8Bodies.json(ctx, 201, json.writeValueAsString(body(issued.replacement())));
        } else if (outcome instanceof ReplacementOutcome.AlreadyReplaced already) {
            alreadyReplaced(ctx, already.existing());
        } else if (outcome instanceof ReplacementOutcome.UnknownCode) {
            problems.write(ctx, ProblemType.UNKNOWN_CODE, 404, "No voucher has this code");
        } else if (outcome instanceof ReplacementOutcome.NotUsed notUsed) {
            problems.write(ctx, ProblemType.VOUCHER_NOT_USED, 409, "Only a used voucher can be replaced; "
                    + VoucherCode.mask(notUsed.code()) + " is " + notUsed.status());
        } else if (outcome instanceof ReplacementOutcome.UseNotTaken notTaken) {
            problems.write(ctx, ProblemType.VOUCHER_NOT_USED, 409, "Only a use that was taken can be replaced; "
                    + VoucherCode.mask(notTaken.code()) + " has " + notTaken.usesTaken() + " of "
                    + notTaken.usesTotal() + " uses taken, not use " + notTaken.use());
        } else if (outcome instanceof ReplacementOutcome.KeyReused reused) {
            problems.write(ctx, ProblemType.IDEMPOTENCY_KEY_REUSED, 422, "This Idempotency-Key was sent before "
                    + "with another body (it replaced use " + reused.first().use() + " of "
                    + VoucherCode.mask(reused.first().replaces()) + "); send a new key for a new replacement");
        }
    }

    private void alreadyReplaced(Context ctx, Replacement existing) throws JsonProcessingException {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("type", ProblemType.ALREADY_REPLACED.uri());
        problem.put("title", ProblemType.ALREADY_REPLACED.title());
        problem.put("status", 409);
        problem.put("detail", "Use " + existing.use() + " of " + VoucherCode.mask(existing.replaces())
                + " was already replaced by " + existing.newCode() + " (" + existing.actor() + ", "
                + Instant.ofEpochMilli(existing.createdAt()) + "); nothing new was issued");
        problem.put("replacedBy", existing.newCode());
        problem.put("use", existing.use());
        Utf8Bodies.problem(ctx, 409, json.writeValueAsString(problem));
    }

    /** The answer to a replacement, the same on every replay. */
    static Map<String, Object> body(Replacement r) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", r.newCode());
        body.put("replaces", r.replaces());
        body.put("use", r.use());
        body.put("template", r.templateId());
        body.put("validUntil", r.validUntil() == null ? null : Instant.ofEpochMilli(r.validUntil()).toString());
        return body;
    }
}
