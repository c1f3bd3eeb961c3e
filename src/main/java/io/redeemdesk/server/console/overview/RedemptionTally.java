package io.redeemdesk.server.console.overview;

import io.redeemdesk.server.redeem.RedemptionCounts;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Redemptions since the start of today and of the week, per store and till, exactly as the ledger counts them
 * ({@code redeemed_at >= start}): the whole hours from {@code redemption_counts}, and when a start is not on the
 * hour (a zone with a part-hour offset) the minutes from it to the next hour from the ledger's
 * {@code redeemed_at} index, so no statement reads more than one hour of redemptions.
 */
final class RedemptionTally {
    private static final String HOURS = "SELECT store_id, terminal_id, SUM(CASE WHEN hour_start >= ? THEN redeemed "
            + "ELSE 0 END), SUM(redeemed) FROM redemption_counts WHERE hour_start >= ? GROUP BY store_id, terminal_id";
    private static final String MINUTES = "SELECT store_id, terminal_id, COUNT(*) FROM redemptions "
            + "WHERE redeemed_at >= ? AND redeemed_at < ? GROUP BY store_id, terminal_id";
    private static final Comparator<Map.Entry<List<String>, long[]>> MOST_FIRST =
            Comparator.<Map.Entry<List<String>, long[]>>comparingLong(e -> -e.getValue()[1])
                    .thenComparing(e -> e.getKey().get(0)).thenComparing(e -> e.getKey().get(1));

    private RedemptionTally() {
    }

    /** {store, till} → {today, week}, for every till with a redemption since {@code weekStart}. */
    static Map<List<String>, long[]> of(Connection c, long dayStart, long weekStart) throws SQLException {
        long dayHour = nextHour(dayStart);
        long weekHour = nextHour(weekStart);
        Map<List<String>, long[]> tills = new HashMap<>();
        try (PreparedStatement select = c.prepareStatement(HOURS)) {
            select.setLong(1, dayHour);
            select.setLong(2, weekHour);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    add(tills, rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4));
                }
            }
        }
        if (dayStart < dayHour) {
            minutes(c, tills, dayStart, dayHour, true);
        }
        if (weekStart < weekHour) {
            minutes(c, tills, weekStart, weekHour, false);
        }
        return tills;
    }

    /** The same counts per store (till empty). */
    static Map<List<String>, long[]> byStore(Map<List<String>, long[]> tills) {
        Map<List<String>, long[]> stores = new HashMap<>();
        tills.forEach((till, n) -> add(stores, till.get(0), "", n[0], n[1]));
        return stores;
    }

    /** The {@code rows} with most redemptions in the week, then by store and till. */
    static List<Overview.Count> top(Map<List<String>, long[]> counts, int rows) {
        return counts.entrySet().stream().sorted(MOST_FIRST).limit(rows)
                .map(e -> new Overview.Count(e.getKey().get(0), e.getKey().get(1), e.getValue()[0], e.getValue()[1]))
                .toList();
    }

    /** The minutes before the first whole hour: in today (and so in the week too) or only in the week. */
    private static void minutes(Connection c, Map<List<String>, long[]> tills, long from, long to, boolean today)
            throws SQLException {
        try (PreparedStatement select = c.prepareStatement(MINUTES)) {
            select.setLong(1, from);
            select.setLong(2, to);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long n = rs.getLong(3);
                    add(tills, rs.getString(1), rs.getString(2), today ? n : 0, today ? 0 : n);
                }
            }
        }
    }

    private static long nextHour(long millis) {
        long hour = RedemptionCounts.hourOf(millis);
        return hour == millis ? hour : hour + RedemptionCounts.HOUR;
    }

    private static void add(Map<List<String>, long[]> counts, String store, String till, long today, long week) {
        long[] n = counts.computeIfAbsent(List.of(store, till), k -> new long[2]);
        n[0] += today;
        n[1] += week;
    }
}
