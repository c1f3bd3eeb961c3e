package io.redeemdesk.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.redeemdesk.protocol.ProblemType;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.refund.ReplacementLinks;
import io.redeemdesk.server.refund.VoucherReplacements;

import java.io.IOException;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The admin endpoints under {@code /v1/admin}: revoke a voucher, show its history (with its replacements), enable
 * or disable a terminal, reconcile. Each needs an admin token; a terminal token gets 401.
 */
public final class AdminRoutes {
    public static final String REVOKE_PATH = "/v1/admin/vouchers/{code}/revoke";
    public static final String HISTORY_PATH = "/v1/admin/vouchers/{code}/history";
    public static final String ENABLE_PATH = "/v1/admin/terminals/{id}/enable";
    public static final String DISABLE_PATH = "/v1/admin/terminals/{id}/disable";
    public static final String RECONCILE_PATH = "/v1/admin/reconcile";

    private static final JsonObjectBody REVOCATION = new JsonObjectBody("a revocation",
            "{\"reason\":\"lost in the post\"}", List.of(JsonObjectBody.Field.text("reason")));

    /** The services the admin endpoints answer from. */
    public record Parts(VoucherAdmin vouchers, VoucherReplacements replacements, TerminalRegistry terminals,
                        Reconciler reconciler) {
    }

    private final VoucherAdmin vouchers;
    private final VoucherReplacements replacements;
    private final TerminalRegistry terminals;
    private final Reconciler reconciler;
    private final RequestAuthenticator authenticator;
    private final ProblemWriter problems;
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    public AdminRoutes(Parts parts, RequestAuthenticator authenticator, ProblemWriter problems) {
        this.vouchers = parts.vouchers();
        this.replacements = parts.replacements();
        this.terminals = parts.terminals();
        this.reconciler = parts.reconciler();
        this.authenticator = authenticator;
        this.problems = problems;
    }

    public void revoke(Context ctx) throws SQLException, IOException {
        String admin = authenticator.admin(ctx);
        if (admin == null) {
            return;
        }
        JsonObjectBody.Read request = REVOCATION.read(ctx, problems);
        if (request == null) {
            return;
        }
        String reason = request.text("reason").strip();
        if (reason.isEmpty() || reason.length() > 200 || reason.chars().anyMatch(Character::isISOControl)) {
            problems.write(ctx, ProblemType.INVALID_REQUEST, 422,
                    "reason must be 1-200 characters without control characters: revocations are audited");
            return;
        }
        VoucherAdmin.Revocation result = vouchers.revoke(ctx.pathParam("code"), "admin:" + admin, reason);
        if (result.status() == null) {
            problems.write(ctx, ProblemType.UNKNOWN_CODE, 404, "No voucher has this code");
            return;
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("revoked", result.revoked());
        body.put("status", result.status().name());
        write(ctx, result.revoked() ? 200 : 409, body);
    }

    public void history(Context ctx) throws SQLException, IOException {
        if (authenticator.admin(ctx) == null) {
            return;
        }
        VoucherAdmin.History history = vouchers.history(ctx.pathParam("code"));
        if (history.voucher().isEmpty()) {
            problems.write(ctx, ProblemType.UNKNOWN_CODE, 404, "No voucher has this code");
            return;
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("voucher", history.voucher().get());
        body.put("transitions", history.transitions());
        body.put("uses", history.uses());
        body.put("holds", history.holds());
        body.put("requests", history.requests());
        body.put("events", history.events());
        ReplacementLinks links = replacements.links(history.code());
        body.put("replacedBy", links.replacedBy().stream().map(ReplacementRoutes::body).toList());
        body.put("replacementFor", links.replacementFor().map(ReplacementRoutes::body).orElse(null));
        write(ctx, 200, body);
    }

    public void enable(Context ctx) throws SQLException, IOException {
        setEnabled(ctx, true);
    }

    public void disable(Context ctx) throws SQLException, IOException {
        setEnabled(ctx, false);
    }

    private void setEnabled(Context ctx, boolean enabled) throws SQLException, IOException {
        if (authenticator.admin(ctx) == null) {
            return;
        }
        String id = ctx.pathParam("id");
        if (!terminals.setEnabled(id, enabled)) {
            problems.write(ctx, ProblemType.NOT_FOUND, 404, "No terminal has the id " + id);
            return;
        }
        write(ctx, 200, Map.of("terminal", id, "enabled", enabled));
    }

    public void reconcile(Context ctx) throws SQLException, IOException {
        if (authenticator.admin(ctx) == null) {
            return;
        }
        Reconciler.Report report = reconciler.run();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("clean", report.clean());
        body.put("report", report);
        write(ctx, 200, body);
    }

    private void write(Context ctx, int status, Object body) throws IOException {
        Utf8Bodies.json(ctx, status, json.writeValueAsString(body));
    }
}
