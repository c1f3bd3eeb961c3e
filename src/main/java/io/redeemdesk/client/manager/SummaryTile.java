package io.redeemdesk.client.manager;

/**
 * One of Today's key figures, shown large: what it counts, the figure in the till's language (money with its
 * currency) and a line under it.
 *
 * @param id        which figure: redeemed, value, captured, voided, conflicts or waiting
 * @param attention whether it needs a manager now (open conflicts, actions waiting or held)
 */
public record SummaryTile(String id, String label, String value, String detail, boolean attention) {
}
