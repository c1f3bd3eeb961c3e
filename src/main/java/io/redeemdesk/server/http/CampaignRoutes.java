package io.redeemdesk.server.http;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The campaign endpoints under {@code /v1/admin/campaigns}: create (as DRAFT), activate, end, and the counts.
 * Each needs an admin token; channel and terminal tokens get 401.
 */
public final class CampaignRoutes {
    public static final String CREATE_PATH = "/v1/admin/campaigns";
    public static final String STATS_PATH = "/v1/admin/campaigns/{id}";
    public static final String ACTIVATE_PATH = "/v1/admin/campaigns/{id}/activate";
    public static final String END_PATH = "/v1/admin/campaigns/{id}/end";
    private static final Set<String> FIELDS = Set.of("id", "templateId", "stock", "perCustomer", "starts", "ends");

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
        CampaignAdmin.Spec spec;
        try {
            spec = spec(json.readTree(ctx.bodyAsBytes()));
        } catch (IOException | IllegalArgumentException e) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 400, "Send {\"id\",\"templateId\",\"stock\"} and "
                    + "optionally \"perCustomer\" (default 1), \"starts\" and \"ends\" (ISO-8601 instants): "
                    + (e instanceof IllegalArgumentException ? e.getMessage() : "the body is not JSON"));
            return;
        }
        CampaignAdmin.Refusal refusal = campaigns.create(spec);
        if (refusal != null) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, refusal.duplicate() ? 409 : 422, refusal.message());
            return;
        }
        write(ctx, 201, campaigns.stats(spec.id()).orElseThrow());
    }

    private static CampaignAdmin.Spec spec(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw new IllegalArgumentException("the body is not a JSON object");
        }
        body.fieldNames().forEachRemaining(name -> {
            if (!FIELDS.contains(name)) {
                throw new IllegalArgumentException("unknown field '" + name + "'");
            }
        });
        JsonNode stock = body.get("stock");
        JsonNode perCustomer = body.get("perCustomer");
        if (stock == null || !stock.canConvertToLong() || perCustomer != null && !perCustomer.canConvertToInt()) {
            throw new IllegalArgumentException("stock and perCustomer must be whole numbers");
        }
        return new CampaignAdmin.Spec(text(body, "id"), text(body, "templateId"), stock.asLong(),
                perCustomer == null ? 1 : perCustomer.asInt(), instant(body, "starts"), instant(body, "ends"));
    }

    private static String text(JsonNode body, String field) {
        JsonNode node = body.get(field);
        return node == null || !node.isTextual() ? null : node.asText();
    }

    private static Long instant(JsonNode body, String field) {
        String text = text(body, field);
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text).toEpochMilli();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(field + " must be an ISO-8601 instant such as 2026-12-01T09:00:00Z");
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
