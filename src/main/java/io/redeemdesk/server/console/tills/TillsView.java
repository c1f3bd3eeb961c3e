package io.redeemdesk.server.console.tills;

import java.util.List;

/**
 * The Tills page: one page of terminals (and the next page's cursor, null on the last), the store filter, a
 * done or refusal message (null when none), a new enrollment code (null unless just made) and whether the
 * operator may change tills.
 */
public record TillsView(List<TillRow> rows, String next, String store, String notice, String problem,
                        EnrollmentShown enrollment, boolean mayChange) {
}
