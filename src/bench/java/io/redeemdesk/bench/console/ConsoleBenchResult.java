package io.redeemdesk.bench.console;

import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * What {@code bench console} prints last: pages timed, the database's size, and the p95 and maximum over every
 * page's timed requests; {@code per_page} gives each page's own p95 and maximum.
 *
 * @param perPage each page's name with its p95 and max in milliseconds
 */
public record ConsoleBenchResult(String db, int pages, long vouchers, long redemptions, double p95Ms, double maxMs,
                                 long fillMs, Map<String, double[]> perPage) {

    public String json() {
        StringJoiner pagesJson = new StringJoiner(",", "{", "}");
        perPage.forEach((page, times) -> pagesJson.add(String.format(Locale.ROOT,
                "\"%s\":{\"p95_ms\":%.1f,\"max_ms\":%.1f}", page, times[0], times[1])));
        return String.format(Locale.ROOT, "{\"pages\":%d,\"vouchers\":%d,\"redemptions\":%d,\"p95_ms\":%.1f,"
                + "\"max_ms\":%.1f,\"db\":\"%s\",\"fill_s\":%.1f,\"per_page\":%s}", pages, vouchers, redemptions, p95Ms,
                maxMs, db, fillMs / 1000.0, pagesJson);
    }
}
