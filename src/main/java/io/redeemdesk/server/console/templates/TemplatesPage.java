package io.redeemdesk.server.console.templates;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.admin.TemplateList;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Keyset;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.console.RuleWords;
import io.redeemdesk.server.db.DuplicateKey;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * {@code GET /console/templates}: the templates by id, filtered by a piece of their id or name ({@code q}), a page
 * at a time; {@code POST /console/templates} creates one (admin, marketing), audited as {@code template.create}. A
 * refused form comes back as typed (422), the sentence beside its field; a created one shows its notice (and the
 * warning of a validity already past) after the redirect.
 */
public final class TemplatesPage implements ConsolePage {
    public static final String PATH = NavItem.TEMPLATES.path();

    private final TemplateList templates;
    private final VoucherIssuer issuer;
    private final ConsoleAudit audit;
    private final Clock clock;

    /** One template as a row shows it. */
    public record Line(String id, String name, String value, String currency, int uses, Long validUntil,
                       long issued, long createdAt) {
    }

    /** What the page shows: a page of the list, its next cursor, the filter, the form, and after a create. */
    public record View(List<Line> rows, String next, String filter, TemplateForm form, String created,
                       String warning) {
    }

    public TemplatesPage(TemplateList templates, VoucherIssuer issuer, ConsoleAudit audit, Clock clock) {
        this.templates = templates;
        this.issuer = issuer;
        this.audit = audit;
        this.clock = clock;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::show).post(PATH, Permission.TEMPLATES, this::create);
    }

    private void show(ConsoleRequest request) throws SQLException {
        String created = request.query("created");
        String warning = null;
        if (!created.isEmpty()) {
            Optional<VoucherIssuer.Template> made = issuer.template(created);
            if (made.isEmpty()) {
                created = "";
            } else if (made.get().validUntil() != null) {
                FieldRules.Problem past = FieldRules.pastProblem(Instant.ofEpochMilli(made.get().validUntil()),
                        clock.instant());
                warning = past == null ? null : RuleWords.of(request.page(), past,
                        TemplateForm.label(request.page(), "validUntil"));
            }
        }
        render(request, 200, TemplateForm.empty(), created.isEmpty() ? null : created, warning);
    }

    private void create(ConsoleRequest request) throws SQLException {
        TemplateForm form = TemplateForm.posted(request);
        TemplateForm.Result result = form.check(clock.instant(), request.page());
        if (result.refused() != null) {
            render(request, 422, result.refused(), null, null);
            return;
        }
        VoucherIssuer.Template template = result.checked().template();
        try {
            issuer.createTemplate(template);
        } catch (SQLException e) {
            if (!DuplicateKey.is(e)) {
                throw e;
            }
            render(request, 409, form.refused("id", request.t("rule.idTaken",
                    TemplateForm.label(request.page(), "id"), template.id())), null, null);
            return;
        }
        audit.record(request.operator(), "template.create", template.id(), describe(template));
        request.redirect(PATH + "?created=" + template.id());
    }

    private void render(ConsoleRequest request, int status, TemplateForm form, String created, String warning)
            throws SQLException {
        String filter = request.query("q");
        String after = Keyset.after(request).map(key -> key.get(0)).orElse(null);
        Keyset.Slice<TemplateList.Row> slice = Keyset.slice(templates.page(filter, after, Keyset.PAGE_SIZE + 1),
                Keyset.PAGE_SIZE, row -> List.of(row.id()));
        List<Line> rows = slice.rows().stream().map(row -> new Line(row.id(), row.name(), money(row.valueCents()),
                row.currency(), row.uses(), row.validUntil(), row.issued(), row.createdAt())).toList();
        request.render(status, "console/templates.jte", new View(rows, slice.next(), filter, form, created, warning));
    }

    /** The audit entry's detail: the template's terms. */
    private static String describe(VoucherIssuer.Template template) {
        return template.name() + ", " + money(template.valueCents()) + " " + template.currency() + ", "
                + template.uses() + (template.uses() == 1 ? " use" : " uses")
                + (template.validUntil() == null ? ", no expiry" : ", valid until "
                + Instant.ofEpochMilli(template.validUntil()));
    }

    static String money(long cents) {
        return BigDecimal.valueOf(cents, 2).toPlainString();
    }
}
