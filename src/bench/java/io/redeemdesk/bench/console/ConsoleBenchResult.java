package io.redeemdesk.bench.console;

import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * What {@code bench console} prints last: pages timed, the database's size, and the p95 and maximum over every
 * page's timed requests (the JSON line, exactly the fields); {@link #summary()} gives the database, the
 * fill's time and each page's own p95 and maximum on the line before it.
 *
 * @param perPage     each page's name with its p95 and max in milliseconds
 * @param perDownload the same for each download (a file, not in {@code p95Ms})
 */
public record ConsoleBenchResult(String db, int pages, long vouchers, long redemptions, double p95Ms, double maxMs,
                                 long fillMs, Map<String, double[]> perPage, Map<String, double[]> perDownload) {

    /** The human-readable line before the JSON: database, fill time, every page's and download's p95/max. */
    public String summary() {
        return String.format(Locale.ROOT, "%s, filled in %.1f s; p95/max per page: %s; downloads (not pages): %s", db,
                fillMs / 1000.0, text(perPage), text(perDownload));
    }

    private static String text(Map<String, double[]> times) {
        StringJoiner joined = new StringJoiner(", ");
        times.forEach((name, t) -> joined.add(String.format(Locale.ROOT, "%s %.1f/%.1f ms", name, t[0], t[1])));
        return joined.toString();
    }

    public String json() {
        return String.format(Locale.ROOT, "{\"pages\":%d,\"vouchers\":%d,\"redemptions\":%d,\"p95_ms\":%.1f,"
                + "\"max_ms\":%.1f}", pages, vouchers, redemptions, p95Ms, maxMs);
    }
}
