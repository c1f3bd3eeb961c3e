package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.protocol.VoucherCode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Collections;

/**
 * The printable end-of-day report: a self-contained HTML page (opens and prints in any browser, no network) with
 * the day's counts, value (vouchers used by captured sales included), sales captured and voided, uses of passes,
 * per-cashier totals, an hourly bar chart, the queue and the open conflicts. Codes are
 * masked. Written in the till's language.
 */
public final class DailyReport {
    private final ManagerText text;
    private final Clock clock;

    /** @param text the report's language, number and time formats, and the till's time zone */
    public DailyReport(ManagerText text, Clock clock) {
        this.text = text;
        this.clock = clock;
    }

    /** Writes {@code daily-report-<day>.html} into {@code dir}; returns the file. */
    public Path write(DaySummary s, String till, String manager, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve("daily-report-" + s.day() + ".html");
        Files.writeString(file, html(s, till, manager), StandardCharsets.UTF_8);
        return file;
    }

    String html(DaySummary s, String till, String manager) {
        StringBuilder h = new StringBuilder(8_192);
        String title = esc(t("report.title", s.day()));
        h.append("<!DOCTYPE html>\n<html lang=\"").append(text.locale().toLanguageTag())
                .append("\"><head><meta charset=\"utf-8\"><title>").append(title)
                .append("</title><style>body{font-family:sans-serif;margin:2em}table{border-collapse:"
                + "collapse;margin-bottom:1.5em}td,th{border:1px solid #999;padding:4px 8px;text-align:left}"
                + "td.n{text-align:right}.bar{background:#2f6fdf;height:12px;-webkit-print-color-adjust:exact;"
                + "print-color-adjust:exact}.conflict{color:#b00020}</style></head><body>\n");
        h.append("<h1>").append(title).append("</h1>\n<p>")
                .append(esc(t("report.printed", till, text.time(clock.millis()), manager))).append("</p>\n");
        String oldest = s.oldestQueued() == null ? "" : " " + t("report.oldest",
                text.age(Duration.between(s.oldestQueued(), clock.instant())));
        h.append("<h2>").append(esc(t("report.totals"))).append("</h2>\n<table>");
        row(h, t("report.scans"), text.number(s.scans()));
        row(h, t("report.redeemed"), text.number(s.redeemed()));
        row(h, t("report.value"), text.money(s.redeemedValue()));
        row(h, t("report.queued"), text.number(s.queued()) + oldest);
        row(h, t("report.held"), text.number(s.held()));
        row(h, t("report.salesCaptured"), text.number(s.sales().captured()));
        row(h, t("report.salesVoided"), text.number(s.sales().voided()));
        row(h, t("report.passUses"), text.number(s.sales().passUses()));
        h.append("</table>\n<h2>").append(esc(t("report.byOutcome"))).append("</h2>\n<table>");
        header(h, t("report.outcome"), t("report.count"));
        s.outcomes().forEach((k, v) -> cells(h, t("name." + k), text.number(v)));
        h.append("</table>\n<h2>").append(esc(t("report.byCashier"))).append("</h2>\n<table>");
        header(h, t("report.cashier"), t("report.scans"), t("report.redeemed"), t("report.value"));
        s.cashiers().forEach(c -> cells(h, c.cashier(), text.number(c.scans()), text.number(c.redeemed()),
                text.money(c.redeemedCents(), "")));
        h.append("</table>\n<h2>").append(esc(t("report.byHour"))).append("</h2>\n<table>");
        header(h, t("report.hour"), t("report.scans"), t("report.redeemed"), "");
        long max = Math.max(1, Collections.max(s.hourlyScans()));
        for (int hour = 0; hour < 24; hour++) {
            long scans = s.hourlyScans().get(hour);
            h.append("<tr><td>").append(String.format(java.util.Locale.ROOT, "%02d:00", hour))
                    .append("</td><td class=n>").append(text.number(scans)).append("</td><td class=n>")
                    .append(text.number(s.hourlyRedeemed().get(hour)))
                    .append("</td><td style=\"width:300px\"><div class=bar style=\"width:")
                    .append(scans * 100 / max).append("%\"></div></td></tr>");
        }
        h.append("</table>\n<h2 class=conflict>").append(esc(t("report.conflicts", s.openConflicts().size())))
                .append("</h2>\n<table>");
        header(h, t("report.when"), t("report.code"), t("report.cashier"), t("report.verdict"), "request_id");
        for (RedeemAction a : s.openConflicts()) {
            cells(h, text.time(a.createdAt()), VoucherCode.mask(a.code()), a.cashierId(),
                    a.verdict() == null ? "" : t("name." + a.verdict().name()), a.requestId());
        }
        return h.append("</table>\n</body></html>\n").toString();
    }

    private String t(String key, Object... args) {
        return text.text(key, args);
    }

    private static void row(StringBuilder h, String name, String value) {
        h.append("<tr><th>").append(esc(name)).append("</th><td class=n>").append(esc(value)).append("</td></tr>");
    }

    private static void header(StringBuilder h, String... names) {
        h.append("<tr>");
        for (String name : names) {
            h.append("<th>").append(esc(name)).append("</th>");
        }
        h.append("</tr>");
    }

    private static void cells(StringBuilder h, String first, String... numbers) {
        h.append("<tr><td>").append(esc(first)).append("</td>");
        for (String n : numbers) {
            h.append("<td class=n>").append(esc(n)).append("</td>");
        }
        h.append("</tr>");
    }

    private static String esc(String text) {
        return text == null ? "" : text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
