package io.redeemdesk.server.console.vouchers;

import io.redeemdesk.server.admin.VoucherAdmin;
import io.redeemdesk.server.admin.VoucherTimeline;
import io.redeemdesk.server.console.PageContext;
import io.redeemdesk.server.redeem.VoucherRow;
import io.redeemdesk.server.redeem.VoucherStatus;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/** A voucher's history in the operator's words: the summary at the top and the timeline's rows. */
final class TimelineWords {
    private TimelineWords() {
    }

    static VoucherSummary summary(PageContext page, VoucherRow v) {
        String value = BigDecimal.valueOf(v.valueCents(), 2).toPlainString() + " " + v.currency();
        String held = v.hold() == null ? "" : page.t("vouchers.heldBy", v.hold().saleId(), v.hold().terminalId(),
                page.time(v.hold().until()));
        return new VoucherSummary(v.code(), v.name(), status(page, v.status()), v.status().name(), value,
                page.t("vouchers.usesLeft", v.usesLeft(), v.usesTotal()), page.time(v.expiresAt()), held,
                v.status().canMoveTo(VoucherStatus.REVOKED) ? "" : page.t("vouchers.cannotRevoke." + VouchersPage.refusal(v.status())));
    }

    static List<TimelineRow> rows(PageContext page, VoucherAdmin.History history) {
        return VoucherTimeline.of(history).stream().map(line -> new TimelineRow(
                page.time(line.at().toEpochMilli()), line.kind().name().toLowerCase(Locale.ROOT),
                page.t("vouchers.kind." + line.kind().name()),
                page.t(line.key(), line.args().stream().map(a -> word(page, a)).toArray()), detail(page, line)))
                .toList();
    }

    /**
     * A request's outcome (a verdict or problem) and a delivery's failure in the page's words; free text (a
     * revocation's reason) and anything not known as it is.
     */
    private static String detail(PageContext page, VoucherTimeline.Line line) {
        String detail = line.detail();
        if (detail.isEmpty() || (line.kind() != VoucherTimeline.Kind.REQUEST
                && line.kind() != VoucherTimeline.Kind.EVENT)) {
            return detail;
        }
        if (detail.startsWith("status_")) {
            return page.t("vouchers.detail.status", detail.substring("status_".length()));
        }
        String key = "vouchers.detail." + detail;
        return page.messages().has(key) ? page.t(key) : detail;
    }

    static String status(PageContext page, VoucherStatus status) {
        return page.t("vouchers.status." + status.name());
    }

    private static Object word(PageContext page, Object arg) {
        if (arg instanceof Instant at) {
            return page.time(at.toEpochMilli());
        }
        if (arg instanceof VoucherStatus status) {
            return status(page, status);
        }
        return arg instanceof Number ? arg : String.valueOf(arg);
    }
}
