package io.redeemdesk.server.console.overview;

import java.util.List;

/**
 * The Overview's figures at one moment: redemptions today and in the last 7 days (today included) by store and by
 * till; the duplicate-request hit rate of the nodes seen in the last minute; vouchers LOCKED past the lock
 * timeout; open sales and vouchers held by them; event deliveries pending and dead; claims in the last minute;
 * the nodes seen in the last minute.
 */
public record Overview(long today, long week, List<Count> byStore, List<Count> byTill, long requests, long replays,
                       long lockedPastTimeout, long openSales, long heldVouchers, long eventsPending,
                       long eventsDead, long claimsLastMinute, List<Node> nodes) {

    /** Redemptions of one store (till empty) or one till of a store: today and the last 7 days. */
    public record Count(String store, String till, long today, long week) {
    }

    /** One node as its last heartbeat wrote it; counters since its start. */
    public record Node(String id, String address, String version, long startedAt, long lastSeen, long requests,
                       long replays) {
    }

    /** Replays / requests as a percentage with one decimal ("0.4 %"), or "–" before the first request. */
    public String hitRate() {
        return percent(replays, requests);
    }

    static String percent(long part, long whole) {
        return whole == 0 ? "–" : String.format(java.util.Locale.ROOT, "%.1f %%", 100.0 * part / whole);
    }
}
