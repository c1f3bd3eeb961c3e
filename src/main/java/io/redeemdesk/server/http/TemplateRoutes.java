package io.redeemdesk.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.server.admin.TemplateRules;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.db.DuplicateKey;

import java.io.IOException;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code POST /v1/admin/templates}: creates a voucher template, checked by the same {@link TemplateRules} as
 * {@code server create-template}; a refusal names the JSON field. Needs an admin token.
 */
public final class TemplateRoutes {
    public static final String CREATE_PATH = "/v1/admin/templates";
    private static final String DEFAULT_CURRENCY = "EUR";
    private static final JsonObjectBody TEMPLATE = new JsonObjectBody("a template",
            "{\"id\":\"gift-20\",\"name\":\"Gift 20\",\"value\":\"20.00\",\"currency\":\"EUR\",\"uses\":1,"
                    + "\"validUntil\":\"2027-12-31T23:59:59Z\"}",
            List.of(JsonObjectBody.Field.text("id"), JsonObjectBody.Field.text("name"),
                    JsonObjectBody.Field.text("value"), JsonObjectBody.Field.text("currency").optional(),
                    JsonObjectBody.Field.wholeNumber("uses").optional(),
                    JsonObjectBody.Field.text("validUntil").optional()));

    private final VoucherIssuer issuer;
    private final RequestAuthenticator authenticator;
    private final ProblemWriter problems;
    private final Clock clock;
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    public TemplateRoutes(VoucherIssuer issuer, RequestAuthenticator authenticator, ProblemWriter problems,
                          Clock clock) {
        this.issuer = issuer;
        this.authenticator = authenticator;
        this.problems = problems;
        this.clock = clock;
    }

    public void create(Context ctx) throws SQLException, IOException {
        if (authenticator.admin(ctx) == null) {
            return;
        }
        JsonObjectBody.Read body = TEMPLATE.read(ctx, problems);
        if (body == null) {
            return;
        }
        Instant validUntil;
        try {
            validUntil = body.text("validUntil") == null ? null : Instant.parse(body.text("validUntil"));
        } catch (DateTimeParseException e) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422,
                    "validUntil must be an ISO-8601 instant such as 2027-12-31T23:59:59Z");
            return;
        }
        String currency = body.text("currency") == null ? DEFAULT_CURRENCY : body.text("currency");
        Long uses = body.wholeNumber("uses");
        TemplateRules.Checked checked = TemplateRules.check(TemplateRules.Names.JSON, body.text("id"),
                body.text("name"), body.text("value"), currency, uses == null ? 1 : uses, validUntil, clock.instant());
        if (checked.problem() != null) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422, checked.problem());
            return;
        }
        try {
            issuer.createTemplate(checked.template());
        } catch (SQLException e) {
            if (!DuplicateKey.is(e)) {
                throw e;
            }
            problems.write(ctx, ProblemType.INVALID_REQUEST, 409, "id: a template with the id '"
                    + checked.template().id() + "' exists already; choose another id");
            return;
        }
        VoucherIssuer.Template created = checked.template();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", created.id());
        answer.put("name", created.name());
        answer.put("value", BigDecimal.valueOf(created.valueCents(), 2).toPlainString());
        answer.put("currency", created.currency());
        answer.put("uses", created.uses());
        answer.put("validUntil", validUntil == null ? null : validUntil.toString());
        answer.put("warnings", checked.warning() == null ? List.of() : List.of(checked.warning()));
        Utf8Bodies.json(ctx, 201, json.writeValueAsString(answer));
    }
}
