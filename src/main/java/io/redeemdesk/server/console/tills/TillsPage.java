package io.redeemdesk.server.console.tills;

import io.redeemdesk.protocol.FieldRules;
import io.redeemdesk.server.auth.EnrollmentCodes;
import io.redeemdesk.server.auth.TerminalRegistry;
import io.redeemdesk.server.auth.TerminalRoster;
import io.redeemdesk.server.auth.TerminalSightings;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.Keyset;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.PageContext;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.console.RuleWords;

import java.sql.SQLException;
import java.util.List;

/**
 * {@code /console/tills}: the terminals in id order (keyset pages, a store filter) with when each was last seen
 * (written by the nodes at most every {@link TerminalSightings#FLUSH_INTERVAL}) and its outbox as last
 * reported; an admin enables or disables one and makes an enrollment code, shown once with its QR.
 */
public final class TillsPage implements ConsolePage {
    static final String TEMPLATE = "console/tills.jte";
    private static final String PATH = NavItem.TILLS.path();

    private final TerminalRoster roster;
    private final TerminalRegistry terminals;
    private final EnrollmentCodes codes;
    private final ConsoleAudit audit;

    public TillsPage(TerminalRoster roster, TerminalRegistry terminals, EnrollmentCodes codes, ConsoleAudit audit) {
        this.roster = roster;
        this.terminals = terminals;
        this.codes = codes;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(PATH, Permission.VIEW, this::list)
                .post(PATH + "/{id}/enable", Permission.TILLS, r -> setEnabled(r, true))
                .post(PATH + "/{id}/disable", Permission.TILLS, r -> setEnabled(r, false))
                .post(PATH + "/enrollments", Permission.TILLS, this::enroll);
    }

    private void list(ConsoleRequest request) throws SQLException {
        String done = request.query("done");
        String notice = switch (done) {
            case "enabled", "disabled" -> request.t("tills." + done, request.query("till"));
            default -> null;
        };
        request.render(TEMPLATE, view(request, notice, null, null));
    }

    private void setEnabled(ConsoleRequest request, boolean enabled) throws SQLException {
        String id = request.pathParam("id");
        if (!terminals.setEnabled(id, enabled)) {
            request.render(404, TEMPLATE, view(request, null, request.t("tills.unknown", id), null));
            return;
        }
        audit.record(request.operator(), enabled ? "till.enable" : "till.disable", id, "");
        request.redirect(PATH + "?done=" + (enabled ? "enabled" : "disabled") + "&till=" + id);
    }

    private void enroll(ConsoleRequest request) throws SQLException {
        String terminal = request.form("terminal");
        String store = request.form("store");
        FieldRules.Problem badTill = FieldRules.idProblem(terminal);
        FieldRules.Problem badStore = FieldRules.idProblem(store);
        if (badTill != null || badStore != null) {
            String problem = badTill != null ? RuleWords.of(request.page(), badTill, request.t("tills.till"))
                    : RuleWords.of(request.page(), badStore, request.t("tills.store"));
            request.render(422, TEMPLATE, view(request, null, problem, null));
            return;
        }
        String code = codes.create(terminal, store, EnrollmentCodes.DEFAULT_TTL);
        audit.record(request.operator(), "till.enrollment-code", terminal, "store " + store);
        PageContext page = request.page();
        EnrollmentShown shown = new EnrollmentShown(code, terminal, store,
                page.time(System.currentTimeMillis() + EnrollmentCodes.DEFAULT_TTL.toMillis()),
                QrPicture.dataUri(code));
        request.render(TEMPLATE, view(request, null, null, shown));
    }

    private TillsView view(ConsoleRequest request, String notice, String problem, EnrollmentShown shown)
            throws SQLException {
        String after = Keyset.after(request).map(key -> key.get(0)).orElse("");
        String store = request.query("store");
        List<TerminalRoster.Row> fetched = roster.page(after, store, Keyset.PAGE_SIZE + 1);
        Keyset.Slice<TerminalRoster.Row> slice = Keyset.slice(fetched, Keyset.PAGE_SIZE, r -> List.of(r.id()));
        PageContext page = request.page();
        List<TillRow> rows = slice.rows().stream().map(r -> row(page, r)).toList();
        return new TillsView(rows, slice.next(), store, notice, problem, shown, page.can(Permission.TILLS));
    }

    private static TillRow row(PageContext page, TerminalRoster.Row r) {
        String seen = r.lastSeenAt() == null ? page.t("tills.never") : page.time(r.lastSeenAt());
        String queue = r.queueDepth() == null ? page.t("tills.notReported")
                : page.t("tills.queue", r.queueDepth(), page.time(r.queueReportedAt()));
        return new TillRow(r.id(), r.storeId(), seen, queue, r.enabled(),
                page.t(r.enabled() ? "tills.isEnabled" : "tills.isDisabled"));
    }
}
