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
 * ({@code redeemed_at >= start}): the whole UTC days from {@code redemption_days}, the hours before the first whole
 * day from {@code redemption_hours}, and when a start is not on the hour (a zone with a part-hour offset) the
 * minutes before the first whole hour from the ledger's {@code redeemed_at} index; so no statement reads more than
 * a row per till and day, a row per till and hour of one day, or one hour of redemptions.
 */
final class RedemptionTally {
    private static final String DAYS = "SELECT store_id, terminal_id, SUM(redeemed) FROM redemption_days "
            + "WHERE day_start >= ? GROUP BY store_id, terminal_id";
    private static final String HOURS = "SELECT store_id, terminal_id, SUM(redeemed) FROM redemption_hours "
            + "WHERE hour_start >= ? AND hour_start < ? GROUP BY store_id, terminal_id";
    private static final String MINUTES = "SELECT store_id, terminal_id, COUNT(*) FROM redemptions "
            + "WHERE redeemed_at >= ? AND redeemed_at < ? GROUP BY store_id, terminal_id";
    private static final Comparator<Map.Entry<List<String>, long[]>> MOST_FIRST =
            Comparator.<Map.Entry<List<String>, long[]>>comparingLong(e -> -e.getValue()[1])
                    .thenComparing(e -> e.getKey().get(0)).thenComparing(e -> e.getKey().get(1));

    private RedemptionTally() {
    }

    /** {store, till} → {today, week}, for every till with a redemption since {@code weekStart}. */
    static Map<List<String>, long[]> of(Connection c, long dayStart, long weekStart) throws SQLException {
        Map<List<String>, long[]> tills = new HashMap<>();
        since(c, tills, dayStart, 0);
        since(c, tills, weekStart, 1);
        return tills;
    }

    /** Adds the redemptions at or after {@code start} to the {@code slot} of each till's counts. */
    private static void since(Connection c, Map<List<String>, long[]> tills, long start, int slot)
            throws SQLException {
        long hour = next(start, RedemptionCounts.HOUR);
        long day = Math.max(hour, next(start, RedemptionCounts.DAY));
        add(c, tills, slot, DAYS, day);
        if (hour < day) {
            add(c, tills, slot, HOURS, hour, day);
        }
        if (start < hour) {
            add(c, tills, slot, MINUTES, start, hour);
        }
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

    private static void add(Connection c, Map<List<String>, long[]> tills, int slot, String sql, long... range)
            throws SQLException {
        try (PreparedStatement select = c.prepareStatement(sql)) {
            for (int i = 0; i < range.length; i++) {
                select.setLong(i + 1, range[i]);
            }
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    tills.computeIfAbsent(List.of(rs.getString(1), rs.getString(2)), k -> new long[2])[slot]
                            += rs.getLong(3);
                }
            }
        }
    }

    /** The first multiple of {@code width} at or after {@code millis}. */
    private static long next(long millis, long width) {
        long start = RedemptionCounts.startOf(millis, width);
        return start == millis ? start : start + width;
    }

    private static void add(Map<List<String>, long[]> counts, String store, String till, long today, long week) {
        long[] n = counts.computeIfAbsent(List.of(store, till), k -> new long[2]);
        n[0] += today;
        n[1] += week;
    }
}
