package io.redeemdesk.server.console.reconcile;

import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.campaign.CampaignAudit;
import io.redeemdesk.server.console.PageContext;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** A reconciliation report as findings in the operator's language, each kind named by a message key. */
final class ReconcileFindings {
    private static final String ARROW = " -> ";

    private final PageContext page;
    private final List<Finding> findings = new ArrayList<>();

    private ReconcileFindings(PageContext page) {
        this.page = page;
    }

    static List<Finding> of(PageContext page, Reconciler.Report report) {
        ReconcileFindings f = new ReconcileFindings(page);
        f.codes("usedWithoutLedger", report.usedWithoutLedger());
        f.codes("usesStatusMismatch", report.usesStatusMismatch());
        f.codes("ledgerRequestMismatch", report.ledgerRequestMismatch());
        f.add("stuckProcessing", report.stuckProcessing(), found -> null);
        f.codes("lockedPastTimeout", report.lockedPastTimeout());
        f.codes("usesMismatch", report.usesMismatch());
        f.codes("lockedWithoutOwner", report.lockedWithoutOwner());
        f.codes("capturedStillHeld", report.capturedStillHeld());
        CampaignAudit.Findings campaigns = report.campaigns();
        f.add("stockMismatch", campaigns.stockMismatch(), found -> null);
        f.codes("voucherWithoutRecord", campaigns.voucherWithoutRecord());
        f.codes("claimWithoutVoucher", campaigns.claimWithoutVoucher());
        f.add("customerOverLimit", campaigns.customerOverLimit(), found -> null);
        f.codes("expiryNotAsTemplate", report.expiryNotAsTemplate());
        f.add("replacementWithoutVoucher", report.replacementWithoutVoucher(),
                found -> found.contains(ARROW) ? found.substring(0, found.indexOf(ARROW)) : null);
        return List.copyOf(f.findings);
    }

    private void codes(String kind, List<String> codes) {
        add(kind, codes, Function.identity());
    }

    private void add(String kind, List<String> found, Function<String, String> codeOf) {
        String words = page.t("reconcile.kind." + kind);
        for (String one : found) {
            findings.add(new Finding(words, one, codeOf.apply(one)));
        }
    }
}
