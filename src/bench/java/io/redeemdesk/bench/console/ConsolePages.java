package io.redeemdesk.bench.console;

import java.util.LinkedHashMap;
import java.util.Map;

/** The console's pages {@code bench console} times, by name: each list's first page, and a look-up by code. */
final class ConsolePages {
    private ConsolePages() {
    }

    /** @param code a voucher with uses, for the look-up page */
    static Map<String, String> of(String code) {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("overview", "/console");
        return pages;
    }
}
