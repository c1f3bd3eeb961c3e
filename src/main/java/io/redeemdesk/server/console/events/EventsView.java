package io.redeemdesk.server.console.events;

import java.util.List;

/**
 * The Events page's model: which deliveries ({@code dead} or pending), one page of them, the next page's cursor
 * (null on the last), a notice after a replay, and whether the operator may replay.
 */
public record EventsView(boolean dead, List<EventRow> rows, String next, String notice, boolean mayReplay) {
}
