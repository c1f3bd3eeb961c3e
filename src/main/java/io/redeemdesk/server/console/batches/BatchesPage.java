package io.redeemdesk.server.console.batches;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.TemplateList;
import io.redeemdesk.server.admin.VoucherIssuer;
import io.redeemdesk.server.batch.BatchList;
import io.redeemdesk.server.batch.IssueBatches;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Keyset;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.console.RuleWords;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * {@code GET /console/batches}: the batches, newest first, of one template ({@code template}) or all, a page at a
 * time, and the issue form; {@code POST /console/batches} issues N vouchers of a template as one batch (admin,
 * marketing), committed with the actor {@code console:<name>} and audited as {@code batch.issue}, then shows the
 * batch with its downloads ({@link BatchFilesPage}).
 */
public final class BatchesPage implements ConsolePage {
    public static final String PATH = NavItem.BATCHES.path();
    /** How many template ids the issue form offers to pick from. */
    private static final int OFFERED_TEMPLATES = 200;

    private final BatchList batches;
    private final TemplateList templates;
    private final VoucherIssuer issuer;
    private final ConsoleAudit audit;

    /** The issue form as typed, and what was wrong with it (beside its field: {@code template} or {@code count}). */
    public record IssueForm(String template, String count, String problem, String problemField) {
        public String problemOf(String field) {
            return field.equals(problemField) ? problem : null;
        }
    }

    /** What the page shows: a page of batches, the next cursor, the filter, the form and the ids it offers. */
    public record View(List<IssueBatches.Summary> rows, String next, String template, IssueForm form,
                       List<String> templateIds) {
    }

    public BatchesPage(BatchList batches, TemplateList templates, VoucherIssuer issuer, ConsoleAudit audit) {
        this.batches = batches;
        this.templates = templates;
        this.issuer = issuer;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::show).post(PATH, Permission.TEMPLATES, this::issue);
    }

    private void show(ConsoleRequest request) throws SQLException {
        render(request, 200, new IssueForm(request.query("template"), "10", null, null));
    }

    private void issue(ConsoleRequest request) throws SQLException {
        IssueForm form = new IssueForm(request.form("template"), request.form("count"), null, null);
        FieldRules.Problem countProblem = VoucherIssuer.countRefusal(form.count());
        if (countProblem != null) {
            refuse(request, form, "count", RuleWords.of(request.page(), countProblem, request.t("batches.count")));
            return;
        }
        long count = Long.parseLong(form.count());
        FieldRules.Problem idProblem = FieldRules.idProblem(form.template());
        Optional<VoucherIssuer.Template> found = idProblem == null ? issuer.template(form.template())
                : Optional.empty();
        if (found.isEmpty()) {
            String label = request.t("batches.template");
            refuse(request, form, "template", idProblem != null ? RuleWords.of(request.page(), idProblem, label)
                    : request.t("rule.noTemplate", label, form.template()));
            return;
        }
        VoucherIssuer.Template template = found.get();
        List<IssuedVoucher> prepared = issuer.prepare(template, (int) count);
        String batchId = issuer.newBatchId();
        issuer.commit(template, batchId, prepared, request.actor());
        audit.record(request.operator(), "batch.issue", batchId, count + " vouchers of " + template.id());
        request.redirect(BatchFilesPage.PATH_PREFIX + batchId + "?issued=1");
    }

    private void refuse(ConsoleRequest request, IssueForm form, String field, String problem) throws SQLException {
        render(request, 422, new IssueForm(form.template(), form.count(), problem, field));
    }

    private void render(ConsoleRequest request, int status, IssueForm form) throws SQLException {
        String template = request.query("template");
        BatchList.Key after = Keyset.after(request).flatMap(BatchesPage::key).orElse(null);
        Keyset.Slice<IssueBatches.Summary> slice = Keyset.slice(batches.page(template.isEmpty() ? null : template,
                after, Keyset.PAGE_SIZE + 1), Keyset.PAGE_SIZE, b -> List.of(Long.toString(b.createdAt()), b.id()));
        List<String> ids = request.page().can(Permission.TEMPLATES)
                ? templates.page(null, null, OFFERED_TEMPLATES).stream().map(TemplateList.Row::id).toList()
                : List.of();
        request.render(status, "console/batches.jte", new View(slice.rows(), slice.next(), template, form, ids));
    }

    private static Optional<BatchList.Key> key(List<String> parts) {
        try {
            return parts.size() == 2 ? Optional.of(new BatchList.Key(Long.parseLong(parts.get(0)), parts.get(1)))
                    : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
