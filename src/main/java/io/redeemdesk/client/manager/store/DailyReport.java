package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.redeem.RedeemAction;
import io.redeemdesk.protocol.VoucherCode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Collections;
import java.util.Map;

/**
 * The printable end-of-day report: a self-contained HTML page (opens and prints in any browser, no network) with
 * the day's counts, value, per-cashier totals, an hourly bar chart, the queue and the open conflicts. Codes are
 * masked.
 */
public final class DailyReport {
    private final ZoneId zone;
    private final Clock clock;

    public DailyReport(ZoneId zone, Clock clock) {
        this.zone = zone;
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
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Daily report ")
                .append(s.day()).append("</title><style>body{font-family:sans-serif;margin:2em}table{border-collapse:"
                + "collapse;margin-bottom:1.5em}td,th{border:1px solid #999;padding:4px 8px;text-align:left}"
                + "td.n{text-align:right}.bar{background:#2f6fdf;height:12px;-webkit-print-color-adjust:exact;"
                + "print-color-adjust:exact}.conflict{color:#b00020}</style></head><body>\n");
        h.append("<h1>Daily report ").append(s.day()).append("</h1>\n<p>").append(esc(till))
                .append(" &middot; printed ").append(Formats.time(clock.millis(), zone)).append(" by ")
                .append(esc(manager)).append("</p>\n");
        h.append("<h2>Totals</h2>\n<table><tr><th>Scans</th><td class=n>").append(s.scans())
                .append("</td></tr><tr><th>Redeemed</th><td class=n>").append(s.redeemed())
                .append("</td></tr><tr><th>Redeemed value</th><td class=n>")
                .append(esc(Formats.money(s.redeemedValue()))).append("</td></tr><tr><th>Waiting for the service"
                + "</th><td class=n>").append(s.queued()).append(s.oldestQueued() == null ? "" : " (oldest "
                + Formats.age(Duration.between(s.oldestQueued(), clock.instant())) + ")")
                .append("</td></tr><tr><th>Held for a manager</th><td class=n>").append(s.held())
                .append("</td></tr></table>\n");
        table(h, "By outcome", "Outcome", s.outcomes());
        h.append("<h2>By cashier</h2>\n<table><tr><th>Cashier</th><th>Scans</th><th>Redeemed</th><th>Value</th></tr>");
        s.cashiers().forEach(c -> h.append("<tr><td>").append(esc(c.cashier())).append("</td><td class=n>")
                .append(c.scans()).append("</td><td class=n>").append(c.redeemed()).append("</td><td class=n>")
                .append(String.format(java.util.Locale.ROOT, "%d.%02d", c.redeemedCents() / 100,
                        c.redeemedCents() % 100)).append("</td></tr>"));
        h.append("</table>\n<h2>Scans by hour</h2>\n<table><tr><th>Hour</th><th>Scans</th><th>Redeemed</th><th></th></tr>");
        long max = Math.max(1, Collections.max(s.hourlyScans()));
        for (int hour = 0; hour < 24; hour++) {
            long scans = s.hourlyScans().get(hour);
            h.append("<tr><td>").append(String.format(java.util.Locale.ROOT, "%02d:00", hour))
                    .append("</td><td class=n>").append(scans)
                    .append("</td><td class=n>").append(s.hourlyRedeemed().get(hour))
                    .append("</td><td style=\"width:300px\"><div class=bar style=\"width:")
                    .append(scans * 100 / max).append("%\"></div></td></tr>");
        }
        h.append("</table>\n<h2 class=conflict>Open conflicts (").append(s.openConflicts().size()).append(")</h2>\n");
        h.append("<table><tr><th>When</th><th>Code</th><th>Cashier</th><th>Verdict</th><th>request_id</th></tr>");
        for (RedeemAction a : s.openConflicts()) {
            h.append("<tr><td>").append(Formats.time(a.createdAt(), zone)).append("</td><td>")
                    .append(esc(VoucherCode.mask(a.code()))).append("</td><td>").append(esc(a.cashierId()))
                    .append("</td><td>").append(a.verdict() == null ? "" : a.verdict().name()).append("</td><td>")
                    .append(esc(a.requestId())).append("</td></tr>");
        }
        return h.append("</table>\n</body></html>\n").toString();
    }

    private static void table(StringBuilder h, String title, String key, Map<String, Long> rows) {
        h.append("<h2>").append(title).append("</h2>\n<table><tr><th>").append(key).append("</th><th>Count</th></tr>");
        rows.forEach((k, v) -> h.append("<tr><td>").append(esc(k)).append("</td><td class=n>").append(v)
                .append("</td></tr>"));
        h.append("</table>\n");
    }

    private static String esc(String text) {
        return text == null ? "" : text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
