package io.redeemdesk.bench.console;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The console's pages {@code bench console} times, by name: every GET page of the console, each list's first page
 * and each list filtered as it can be (templates by name, batches by template, campaigns by status, tills by
 * store, events pending or dead), the pages of one batch and one campaign of the fill, and a voucher's look-up with
 * its whole timeline. {@link #downloads} are files, timed but not pages: their time grows with the batch, so they
 * are reported beside the pages and left out of the pages' p95. Not timed: the batch's PDF (a printable sheet of
 * 10,000 QR codes) and reconcile's run (a POST that checks every voucher).
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
        pages.put("campaigns-active", "/console/campaigns?status=ACTIVE");
        pages.put("campaign", "/console/campaigns/bench-c1");
        pages.put("campaign-stats", "/console/campaigns/bench-c1/stats");
        pages.put("channels", "/console/channels");
        pages.put("voucher-search", "/console/vouchers");
        pages.put("voucher", "/console/vouchers/" + code);
        pages.put("tills", "/console/tills");
        pages.put("tills-of-store", "/console/tills?store=" + FillPlan.STORES.get(7));
        pages.put("events", "/console/events");
        pages.put("events-dead", "/console/events?show=dead");
        pages.put("reconcile", "/console/reconcile");
        return pages;
    }

    /** The files an operator downloads: one batch's CSV of 10,000 codes. */
    static Map<String, String> downloads() {
        return Map.of("batch-csv", "/console/batches/" + String.format("bench-%02d-%03d", 7, 0) + "/csv");
    }
}
