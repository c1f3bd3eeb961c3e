package io.redeemdesk.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.CampaignStats;

import java.io.IOException;
import java.sql.SQLException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The campaign endpoints under {@code /v1/admin/campaigns}: create (as DRAFT), activate, end, and the counts.
 * Each needs an admin token; channel and terminal tokens get 401.
 */
public final class CampaignRoutes {
    public static final String CREATE_PATH = "/v1/admin/campaigns";
    public static final String STATS_PATH = "/v1/admin/campaigns/{id}";
    public static final String ACTIVATE_PATH = "/v1/admin/campaigns/{id}/activate";
    public static final String END_PATH = "/v1/admin/campaigns/{id}/end";
    private static final JsonObjectBody CAMPAIGN = new JsonObjectBody("a campaign",
            "{\"id\":\"winter\",\"templateId\":\"gift-20\",\"stock\":5000,\"perCustomer\":1,"
                    + "\"starts\":\"2026-12-01T09:00:00Z\",\"ends\":\"2027-01-01T09:00:00Z\"}",
            List.of(JsonObjectBody.Field.text("id"), JsonObjectBody.Field.text("templateId"),
                    JsonObjectBody.Field.wholeNumber("stock"),
                    JsonObjectBody.Field.wholeNumber("perCustomer").optional(),
                    JsonObjectBody.Field.text("starts").optional(), JsonObjectBody.Field.text("ends").optional()));

    private final CampaignAdmin campaigns;
    private final RequestAuthenticator authenticator;
    private final ProblemWriter problems;
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    public CampaignRoutes(CampaignAdmin campaigns, RequestAuthenticator authenticator, ProblemWriter problems) {
        this.campaigns = campaigns;
        this.authenticator = authenticator;
        this.problems = problems;
    }

    public void create(Context ctx) throws SQLException, IOException {
        if (authenticator.admin(ctx) == null) {
            return;
        }
        JsonObjectBody.Read body = CAMPAIGN.read(ctx, problems);
        if (body == null) {
            return;
        }
        for (String field : List.of("starts", "ends")) {
            if (body.text(field) != null && millis(body.text(field)) == null) {
                problems.write(ctx, ProblemType.INVALID_REQUEST, 422,
                        field + " must be an ISO-8601 instant such as 2026-12-01T09:00:00Z");
                return;
            }
        }
        Long perCustomer = body.wholeNumber("perCustomer");
        if (perCustomer != null && perCustomer != perCustomer.intValue()) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422, "perCustomer must be between 1 and 100, not "
                    + perCustomer);
            return;
        }
        CampaignAdmin.Spec spec = new CampaignAdmin.Spec(body.text("id"), body.text("templateId"),
                body.wholeNumber("stock"), perCustomer == null ? 1 : perCustomer.intValue(),
                millis(body.text("starts")), millis(body.text("ends")));
        CampaignAdmin.Refusal refusal = campaigns.create(spec);
        if (refusal != null) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, refusal.duplicate() ? 409 : 422, refusal.message());
            return;
        }
        write(ctx, 201, campaigns.stats(spec.id()).orElseThrow());
    }

    /** The instant's epoch milliseconds; null when {@code text} is absent or not an ISO-8601 instant. */
    private static Long millis(String text) {
        try {
            return text == null ? null : Instant.parse(text).toEpochMilli();
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    public void activate(Context ctx) throws SQLException, IOException {
        String admin = authenticator.admin(ctx);
        if (admin != null) {
            moved(ctx, campaigns.activate(ctx.pathParam("id"), "admin:" + admin));
        }
    }

    public void end(Context ctx) throws SQLException, IOException {
        String admin = authenticator.admin(ctx);
        if (admin != null) {
            moved(ctx, campaigns.end(ctx.pathParam("id"), "admin:" + admin));
        }
    }

    private void moved(Context ctx, CampaignAdmin.Move move) throws IOException {
        if (move.status().isEmpty()) {
            problems.write(ctx, ProblemType.NOT_FOUND, 404, "No campaign has the id " + ctx.pathParam("id"));
            return;
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("campaign", ctx.pathParam("id"));
        body.put("moved", move.moved());
        body.put("status", move.status().get().name());
        write(ctx, move.moved() ? 200 : 409, body);
    }

    public void stats(Context ctx) throws SQLException, IOException {
        if (authenticator.admin(ctx) == null) {
            return;
        }
        Optional<CampaignStats> stats = campaigns.stats(ctx.pathParam("id"));
        if (stats.isEmpty()) {
            problems.write(ctx, ProblemType.NOT_FOUND, 404, "No campaign has the id " + ctx.pathParam("id"));
            return;
        }
        write(ctx, 200, stats.get());
    }

    private void write(Context ctx, int status, Object body) throws IOException {
        ctx.status(status);
        ctx.contentType(ClaimRoutes.JSON_UTF8);
        ctx.result(json.writeValueAsString(body));
    }
}
