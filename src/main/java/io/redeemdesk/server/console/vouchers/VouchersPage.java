package io.redeemdesk.server.console.vouchers;

import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.console.ConsoleAudit;
import io.redeemdesk.server.console.ConsolePage;
import io.redeemdesk.server.console.ConsoleRequest;
import io.redeemdesk.server.console.ConsoleRoutes;
import io.redeemdesk.server.console.NavItem;
import io.redeemdesk.server.console.Permission;
import io.redeemdesk.server.redeem.RedemptionLedger;
import io.redeemdesk.server.redeem.VoucherStatus;
import io.redeemdesk.server.refund.Replacement;
import io.redeemdesk.server.refund.ReplacementOutcome;
import io.redeemdesk.server.refund.ReplacementRequest;
import io.redeemdesk.server.refund.VoucherReplacements;

import java.sql.SQLException;
import java.util.List;

/**
 * {@code /console/vouchers}: look a code up (typed with spaces, dashes or lower case, normalised as the till
 * and the CLI do) and read its timeline; {@code POST …/revoke} revokes it with a reason, as
 * {@code console:<name>}, refused in plain words when the voucher cannot be revoked. The history is the one
 * {@code server history} and {@code GET /v1/admin/vouchers/{code}/history} read. {@code POST …/replace}
 * replaces the latest use taken (refund by replacement, as {@code server replace}: the same idempotency key from
 * code and use, so a double submit issues one voucher) and links the new code.
 */
public final class VouchersPage implements ConsolePage {
    static final String TEMPLATE = "console/vouchers.jte";
    private static final int MAX_REASON = 200;

    private final VoucherAdmin vouchers;
    private final VoucherReplacements replacements;
    private final ConsoleAudit audit;

    public VouchersPage(VoucherAdmin vouchers, VoucherReplacements replacements, ConsoleAudit audit) {
        this.vouchers = vouchers;
        this.replacements = replacements;
        this.audit = audit;
    }

    @Override
    public void addRoutes(ConsoleRoutes routes) {
        routes.get(NavItem.VOUCHERS.path(), Permission.VIEW, this::search)
                .get(NavItem.VOUCHERS.path() + "/{code}", Permission.VIEW, this::show)
                .post(NavItem.VOUCHERS.path() + "/{code}/revoke", Permission.VOUCHERS, this::revoke)
                .post(NavItem.VOUCHERS.path() + "/{code}/replace", Permission.VOUCHERS, this::replace);
    }

    private void search(ConsoleRequest request) {
        String typed = request.query("code");
        if (typed.isEmpty()) {
            request.render(TEMPLATE, LookupView.search("", null));
            return;
        }
        if (VoucherCode.check(typed).isPresent()) {
            request.render(400, TEMPLATE, LookupView.search(typed, request.t("vouchers.badCode")));
            return;
        }
        request.redirect(path(VoucherCode.normalize(typed)));
    }

    private void show(ConsoleRequest request) throws SQLException {
        String notice = switch (request.query("done")) {
            case "revoked" -> request.t("vouchers.revokedNotice");
            case "replaced" -> request.t("vouchers.replacedNotice");
            default -> null;
        };
        LookupView view = view(request, request.pathParam("code"), notice);
        request.render(view.voucher() == null ? 404 : 200, TEMPLATE, view);
    }

    private void revoke(ConsoleRequest request) throws SQLException {
        String code = VoucherCode.normalize(request.pathParam("code"));
        String reason = request.form("reason");
        if (reason.isEmpty() || reason.length() > MAX_REASON || reason.chars().anyMatch(Character::isISOControl)) {
            refuse(request, code, 422, request.t("vouchers.reasonNeeded", MAX_REASON));
            return;
        }
        VoucherAdmin.Revocation result = vouchers.revoke(code, request.actor(), reason);
        if (result.status() == null) {
            request.render(404, TEMPLATE, view(request, code, null));
            return;
        }
        if (!result.revoked()) {
            audit.record(request.operator(), "voucher.revoke-refused", code, result.status().name() + ": " + reason);
            refuse(request, code, 409, request.t("vouchers.cannotRevoke." + refusal(result.status())));
            return;
        }
        audit.record(request.operator(), "voucher.revoke", code, reason);
        request.redirect(path(code) + "?done=revoked");
    }

    private void replace(ConsoleRequest request) throws SQLException {
        String code = VoucherCode.normalize(request.pathParam("code"));
        String reason = request.form("reason");
        if (ReplacementRequest.reasonProblem(reason) != null) {
            refuse(request, code, 422, request.t("vouchers.reasonNeeded", ReplacementRequest.MAX_REASON));
            return;
        }
        int use = replacements.latestUse(code).orElse(1);
        ReplacementOutcome outcome = replacements.replace(new ReplacementRequest(code, use, reason, request.actor(),
                ReplacementRequest.keyFor(code, use)));
        if (outcome instanceof ReplacementOutcome.Issued issued) {
            if (!issued.replayed()) {
                audit.record(request.operator(), "voucher.replace", code,
                        "use " + use + " by " + issued.replacement().newCode() + ": " + reason);
            }
            request.redirect(path(code) + "?done=replaced");
        } else if (outcome instanceof ReplacementOutcome.UnknownCode) {
            request.render(404, TEMPLATE, view(request, code, null));
        } else if (outcome instanceof ReplacementOutcome.AlreadyReplaced already) {
            refused(request, code, already.existing());
        } else if (outcome instanceof ReplacementOutcome.KeyReused reused) {
            refused(request, code, reused.first());
        } else {
            refuse(request, code, 409, request.t("vouchers.notUsed"));
        }
    }

    private void refused(ConsoleRequest request, String code, Replacement existing) throws SQLException {
        refuse(request, code, 409, request.t("vouchers.alreadyReplaced", existing.use(), existing.newCode()));
    }

    static String refusal(VoucherStatus status) {
        return status == VoucherStatus.USED || status == VoucherStatus.REVOKED || status == VoucherStatus.EXPIRED
                ? status.name() : "OTHER";
    }

    private void refuse(ConsoleRequest request, String code, int status, String text) throws SQLException {
        request.render(status, TEMPLATE, view(request, code, null).refused(text));
    }

    private LookupView view(ConsoleRequest request, String rawCode, String notice) throws SQLException {
        VoucherAdmin.History history = vouchers.history(rawCode);
        if (history.voucher().isEmpty()) {
            return LookupView.search(history.code(), request.t("vouchers.unknown", history.code()));
        }
        int latestUse = history.uses().stream().mapToInt(RedemptionLedger.Entry::useNo).max().orElse(0);
        List<Replacement> replacedBy = replacements.links(history.code()).replacedBy();
        String latestReplacement = replacedBy.stream().filter(r -> r.use() == latestUse).map(Replacement::newCode)
                .findFirst().orElse(null);
        boolean may = request.page().can(Permission.VOUCHERS);
        return new LookupView(history.code(), TimelineWords.summary(request.page(), history.voucher().get()),
                TimelineWords.rows(request.page(), history), null, notice,
                may && history.voucher().get().status().canMoveTo(VoucherStatus.REVOKED),
                may && latestUse > 0 && latestReplacement == null, latestReplacement);
    }

    static String path(String code) {
        return NavItem.VOUCHERS.path() + "/" + code;
    }
}
