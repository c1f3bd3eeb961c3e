package io.redeemdesk.server.console.campaigns;

import io.redeemdesk.server.campaign.CampaignAdmin;
import io.redeemdesk.server.campaign.CampaignList;
import io.redeemdesk.server.campaign.CampaignStatus;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Keyset;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.Permission;

import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code GET /console/campaigns}: the campaigns, newest first, of one status ({@code status}) or all, with stock,
 * remaining, claimed, redeemed and customers, a page at a time, and the create form; {@code POST
 * /console/campaigns} creates one as a DRAFT (admin, marketing), audited as {@code campaign.create}, and opens its
 * page.
 */
public final class CampaignsPage implements ConsolePage {
    public static final String PATH = NavItem.CAMPAIGNS.path();

    private final CampaignList campaigns;
    private final CampaignAdmin admin;
    private final ConsoleAudit audit;

    /** What the page shows: a page of campaigns, the next cursor, the status filter (or ""), and the form. */
    public record View(List<CampaignList.Row> rows, String next, String status, CampaignForm form) {
        /** The statuses the filter offers. */
        public List<String> statuses() {
            return List.of("DRAFT", "ACTIVE", "ENDED");
        }
    }

    public CampaignsPage(CampaignList campaigns, CampaignAdmin admin, ConsoleAudit audit) {
        this.campaigns = campaigns;
        this.admin = admin;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::show).post(PATH, Permission.CAMPAIGNS, this::create);
    }

    private void show(ConsoleRequest request) throws SQLException {
        render(request, 200, CampaignForm.empty());
    }

    private void create(ConsoleRequest request) throws SQLException {
        CampaignForm form = CampaignForm.posted(request);
        CampaignForm.Read read = form.read(request.page());
        if (read.refused() != null) {
            render(request, 422, read.refused());
            return;
        }
        CampaignAdmin.Refusal refusal = admin.create(read.spec(), CampaignAdmin.Names.JSON);
        if (refusal != null) {
            render(request, refusal.duplicate() ? 409 : 422, form.refused(refusal, request.page()));
            return;
        }
        CampaignAdmin.Spec spec = read.spec();
        audit.record(request.operator(), "campaign.create", spec.id(), spec.stock() + " vouchers of "
                + spec.templateId() + ", " + spec.perCustomer() + " per customer");
        request.redirect(CampaignPage.PATH_PREFIX + spec.id() + "?created=1");
    }

    private void render(ConsoleRequest request, int status, CampaignForm form) throws SQLException {
        CampaignStatus filter = status(request.query("status")).orElse(null);
        CampaignList.Key after = Keyset.after(request).flatMap(CampaignsPage::key).orElse(null);
        Keyset.Slice<CampaignList.Row> slice = Keyset.slice(campaigns.page(filter, after, Keyset.PAGE_SIZE + 1),
                Keyset.PAGE_SIZE, row -> List.of(Long.toString(row.key().createdAt()), row.key().id()));
        request.render(status, "console/campaigns.jte", new View(slice.rows(), slice.next(),
                filter == null ? "" : filter.name(), form));
    }

    private static Optional<CampaignStatus> status(String text) {
        try {
            return text.isEmpty() ? Optional.empty() : Optional.of(CampaignStatus.valueOf(text.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<CampaignList.Key> key(List<String> parts) {
        try {
            return parts.size() == 2 ? Optional.of(new CampaignList.Key(Long.parseLong(parts.get(0)), parts.get(1)))
                    : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
