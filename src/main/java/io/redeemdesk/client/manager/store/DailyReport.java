package io.redeemdesk.client.manager.store;

import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.VoucherCode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The end-of-day report: the day's counts, value (vouchers used by captured sales included, with its currency),
 * sales captured and voided, uses of passes, per-cashier totals, the hours of trade with a bar each, the queue and
 * the open conflicts. Codes are masked; written in the till's language. {@link #printout} is the report as
 * sections, which the Print… dialog lays out; {@link #write} saves the same as a self-contained HTML page (opens
 * and prints in any browser, no network).
 */
public final class DailyReport {
    private final ManagerText text;
    private final Clock clock;

    /** @param text the report's language, number and time formats, and the till's time zone */
    public DailyReport(ManagerText text, Clock clock) {
        this.text = text;
        this.clock = clock;
    }

    /**
     * The report, laid out by whoever shows it.
     *
     * @param title   the report's heading
     * @param printed which till, when and by whom
     */
    public record Printout(String title, String printed, List<Section> sections) {
    }

    /**
     * One part of the report: a table with a header row, or (facts) name and value pairs.
     *
     * @param bars     per row, its share of the largest row in percent (the hours' bars); empty for the others
     * @param conflict whether it lists open conflicts (shown in the danger colour)
     */
    public record Section(String title, List<String> header, List<List<String>> rows, boolean facts,
                          List<Integer> bars, boolean conflict) {
        static Section facts(String title, List<List<String>> rows) {
            return new Section(title, List.of(), rows, true, List.of(), false);
        }

        static Section table(String title, List<String> header, List<List<String>> rows) {
            return new Section(title, header, rows, false, List.of(), false);
        }
    }

    /** Writes {@code daily-report-<day>.html} into {@code dir}; returns the file. */
    public Path write(DaySummary s, String till, String manager, Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve("daily-report-" + s.day() + ".html");
        Files.writeString(file, html(s, till, manager), StandardCharsets.UTF_8);
        return file;
    }

    public Printout printout(DaySummary s, String till, String manager) {
        String oldest = s.oldestQueued() == null ? "" : " " + t("report.oldest",
                text.age(Duration.between(s.oldestQueued(), clock.instant())));
        List<Section> sections = new ArrayList<>();
        sections.add(Section.facts(t("report.totals"), List.of(
                List.of(t("report.scans"), text.number(s.scans())),
                List.of(t("report.redeemed"), text.number(s.redeemed())),
                List.of(t("report.value"), text.money(s.redeemedValue())),
                List.of(t("report.queued"), text.number(s.queued()) + oldest),
                List.of(t("report.held"), text.number(s.held())),
                List.of(t("report.salesCaptured"), text.number(s.sales().captured())),
                List.of(t("report.salesVoided"), text.number(s.sales().voided())),
                List.of(t("report.passUses"), text.number(s.sales().passUses())))));
        sections.add(Section.table(t("report.byOutcome"), List.of(t("report.outcome"), t("report.count")),
                s.outcomes().entrySet().stream().map(e -> List.of(t(e.getKey()), text.number(e.getValue())))
                        .toList()));
        sections.add(Section.table(t("report.byCashier"), List.of(t("report.cashier"), t("report.scans"),
                t("report.redeemed"), t("report.value")), s.cashiers().stream().map(c -> List.of(c.cashier(),
                text.number(c.scans()), text.number(c.redeemed()), text.money(c.redeemedValue()))).toList()));
        sections.add(hours(HourlyChart.of(s.hourlyScans(), s.hourlyRedeemed())));
        sections.add(new Section(t("report.conflicts", s.openConflicts().size()), List.of(t("report.when"),
                t("report.code"), t("report.cashier"), t("report.verdict"), "request_id"),
                s.openConflicts().stream().map(this::conflictRow).toList(), false, List.of(), true));
        return new Printout(t("report.title", s.day()), t("report.printed", till, text.time(clock.millis()), manager),
                sections);
    }

    /** The hours of trade only, each with its bar. */
    private Section hours(HourlyChart chart) {
        long max = Math.max(1, chart.bars().stream().mapToLong(HourlyChart.Bar::scans).max().orElse(1));
        List<List<String>> rows = chart.bars().stream().map(b -> List.of(
                String.format(Locale.ROOT, "%02d:00", b.hour()), text.number(b.scans()),
                text.number(b.redeemed()))).toList();
        List<Integer> bars = chart.bars().stream().map(b -> (int) (b.scans() * 100 / max)).toList();
        return new Section(t("report.byHour"), List.of(t("report.hour"), t("report.scans"), t("report.redeemed")),
                rows, false, bars, false);
    }

    private List<String> conflictRow(RedeemAction a) {
        return List.of(text.time(a.createdAt()), VoucherCode.mask(a.code()), a.cashierId(),
                a.verdict() == null ? "" : t("name." + a.verdict().name()), a.requestId());
    }

    String html(DaySummary s, String till, String manager) {
        Printout p = printout(s, till, manager);
        StringBuilder h = new StringBuilder(8_192);
        String title = esc(p.title());
        h.append("<!DOCTYPE html>\n<html lang=\"").append(text.locale().toLanguageTag())
                .append("\"><head><meta charset=\"utf-8\"><title>").append(title)
                .append("</title><style>body{font-family:sans-serif;margin:2em}table{border-collapse:"
                + "collapse;margin-bottom:1.5em}td,th{border:1px solid #999;padding:4px 8px;text-align:left}"
                + "td.n{text-align:right}.bar{background:#2f6fdf;height:12px;-webkit-print-color-adjust:exact;"
                + "print-color-adjust:exact}.conflict{color:#b00020}</style></head><body>\n");
        h.append("<h1>").append(title).append("</h1>\n<p>").append(esc(p.printed())).append("</p>\n");
        for (Section section : p.sections()) {
            h.append(section.conflict() ? "<h2 class=conflict>" : "<h2>").append(esc(section.title()))
                    .append("</h2>\n<table>");
            if (!section.header().isEmpty()) {
                header(h, section.header(), !section.bars().isEmpty());
            }
            for (int i = 0; i < section.rows().size(); i++) {
                List<String> row = section.rows().get(i);
                h.append("<tr>").append(section.facts() ? "<th>" : "<td>").append(esc(row.get(0)))
                        .append(section.facts() ? "</th>" : "</td>");
                for (String cell : row.subList(1, row.size())) {
                    h.append("<td class=n>").append(esc(cell)).append("</td>");
                }
                if (!section.bars().isEmpty()) {
                    h.append("<td style=\"width:300px\"><div class=bar style=\"width:").append(section.bars().get(i))
                            .append("%\"></div></td>");
                }
                h.append("</tr>");
            }
            h.append("</table>\n");
        }
        return h.append("</body></html>\n").toString();
    }

    private String t(String key, Object... args) {
        return text.text(key, args);
    }

    private static void header(StringBuilder h, List<String> names, boolean barColumn) {
        h.append("<tr>");
        for (String name : names) {
            h.append("<th>").append(esc(name)).append("</th>");
        }
        h.append(barColumn ? "<th></th></tr>" : "</tr>");
    }

    private static String esc(String text) {
        return text == null ? "" : text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
