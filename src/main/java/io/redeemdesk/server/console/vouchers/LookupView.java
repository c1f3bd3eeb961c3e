package io.redeemdesk.server.console.vouchers;

import java.util.List;

/**
 * What the look-up page shows: the code typed ({@code query}), the voucher found (null before a search or for an
 * unknown code), its timeline, a refusal or a done message (already in the operator's language; null when
 * none), which actions the operator may take on it, and the code of the voucher that replaced its latest use
 * (null when none).
 */
public record LookupView(String query, VoucherSummary voucher, List<TimelineRow> timeline, String problem,
                         String notice, boolean mayRevoke, boolean mayReplace,
                         String replacedBy) {

    /** The search form alone, with {@code problem} (or null). */
    static LookupView search(String query, String problem) {
        return new LookupView(query, null, List.of(), problem, null, false, false, null);
    }

    /** The same page with a refusal of the operator's input. */
    LookupView refused(String text) {
        return new LookupView(query, voucher, timeline, text, null, mayRevoke, mayReplace, replacedBy);
    }
}
