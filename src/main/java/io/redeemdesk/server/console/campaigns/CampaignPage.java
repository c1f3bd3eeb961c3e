package io.redeemdesk.server.console.campaigns;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.CampaignStats;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.http.Utf8Bodies;

import java.io.IOException;
import java.sql.SQLException;
import java.util.Optional;

/**
 * {@code GET /console/campaigns/{id}}: one campaign's counts, which the page's script ({@code campaign-live.js})
 * refreshes every few seconds from {@code GET .../stats} (its {@link CampaignStats} as JSON, the counts of
 * {@code campaign-stats}); {@code POST .../activate} and {@code .../end} move it (admin, marketing), logged in its
 * transitions with the actor {@code console:<name>} and audited as {@code campaign.activate} / {@code campaign.end}.
 */
public final class CampaignPage implements ConsolePage {
    public static final String PATH_PREFIX = CampaignsPage.PATH + "/";
    private static final String PATH = PATH_PREFIX + "{id}";

    private final CampaignAdmin admin;
    private final ConsoleAudit audit;
    private final ObjectMapper json = ProtocolJson.lenientMapper();

    /**
     * What the page shows; {@code created} right after the create form; {@code moved} the move just made, or
     * {@code refused} the status a move was refused in.
     */
    public record View(CampaignStats stats, boolean created, String moved, String refused) {
        public boolean canActivate() {
            return "DRAFT".equals(stats.status());
        }

        public boolean canEnd() {
            return !"ENDED".equals(stats.status());
        }
    }

    public CampaignPage(CampaignAdmin admin, ConsoleAudit audit) {
        this.admin = admin;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::show).get(PATH + "/stats", Permission.VIEW, this::stats)
                .post(PATH + "/activate", Permission.CAMPAIGNS, this::activate)
                .post(PATH + "/end", Permission.CAMPAIGNS, this::end);
    }

    private void show(ConsoleRequest request) throws SQLException {
        Optional<CampaignStats> stats = admin.stats(request.pathParam("id"));
        if (stats.isEmpty()) {
            request.render(404, "console/problem.jte", "campaigns.notFound");
            return;
        }
        String moved = request.query("moved");
        String refused = request.query("refused");
        request.render("console/campaign.jte", new View(stats.get(), !request.query("created").isEmpty(),
                moved.equals("activate") || moved.equals("end") ? moved : null,
                refused.matches("DRAFT|ACTIVE|ENDED") ? refused : null));
    }

    private void stats(ConsoleRequest request) throws SQLException, IOException {
        Optional<CampaignStats> stats = admin.stats(request.pathParam("id"));
        if (stats.isEmpty()) {
            Utf8Bodies.json(request.ctx(), 404, "{\"error\":\"no such campaign\"}");
            return;
        }
        Utf8Bodies.json(request.ctx(), 200, json.writeValueAsString(stats.get()));
    }

    private void activate(ConsoleRequest request) throws SQLException {
        move(request, "activate", admin.activate(request.pathParam("id"), request.actor()));
    }

    private void end(ConsoleRequest request) throws SQLException {
        move(request, "end", admin.end(request.pathParam("id"), request.actor()));
    }

    private void move(ConsoleRequest request, String verb, CampaignAdmin.Move move) throws SQLException {
        String id = request.pathParam("id");
        if (move.status().isEmpty()) {
            request.render(404, "console/problem.jte", "campaigns.notFound");
            return;
        }
        if (!move.moved()) {
            request.redirect(PATH_PREFIX + id + "?refused=" + move.status().get().name());
            return;
        }
        audit.record(request.operator(), "campaign." + verb, id, "now " + move.status().get().name());
        request.redirect(PATH_PREFIX + id + "?moved=" + verb);
    }
}
