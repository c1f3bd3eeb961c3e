package io.redeemdesk.bench.console;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The console's pages {@code bench console} times, by name: each list's first page, a list filtered, the pages of
 * one batch and one campaign of the fill, and a voucher's look-up with its whole timeline.
 */
final class ConsolePages {
    private ConsolePages() {
    }

    /** @param code a voucher with uses, for the look-up page */
    static Map<String, String> of(String code) {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("overview", "/console");
        pages.put("templates", "/console/templates");
        pages.put("templates-filtered", "/console/templates?q=t1");
        pages.put("batches", "/console/batches");
        pages.put("batches-of-template", "/console/batches?template=" + FillPlan.template(7));
        pages.put("batch", "/console/batches/" + String.format("bench-%02d-%03d", 7, 0));
        pages.put("campaigns", "/console/campaigns");
        pages.put("campaign", "/console/campaigns/bench-c1");
        pages.put("campaign-stats", "/console/campaigns/bench-c1/stats");
        pages.put("channels", "/console/channels");
        pages.put("voucher-search", "/console/vouchers");
        pages.put("voucher", "/console/vouchers/" + code);
        return pages;
    }
}
