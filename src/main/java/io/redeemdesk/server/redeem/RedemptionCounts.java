package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * The ledger's roll-ups the console's Overview reads: how many uses each till of each store took in each UTC day
 * ({@code redemption_days}) and in each UTC hour ({@code redemption_hours}). Every ledger row adds one to both in
 * the same transaction (or the same PostgreSQL statement) that inserts it, so the roll-ups never differ from the
 * ledger; an idempotent replay inserts no row and adds nothing. A day in the console's zone is read as the whole
 * UTC days in it, the hours of the part days and, in a zone that is not a whole number of hours from UTC, the
 * minutes of the part hour from the ledger itself. Nodes that upsert the same till's day or hour wait for each
 * other on that one row only.
 */
public final class RedemptionCounts {
    /** The width of a row of {@code redemption_hours}, in milliseconds; {@code hour_start} is a multiple of it. */
    public static final long HOUR = 3_600_000L;
    /** The width of a row of {@code redemption_days}, in milliseconds; {@code day_start} is a multiple of it. */
    public static final long DAY = 86_400_000L;
    /** What a ledger CTE returns for {@link #countLedgerRows}, after the code. */
    static final String RETURNED = "store_id, terminal_id, redeemed_at";
    private static final String ADD = " DO UPDATE SET redeemed = %1$s.redeemed + excluded.redeemed";
    private static final String HOURS = "INSERT INTO redemption_hours (hour_start, store_id, terminal_id, redeemed)";
    private static final String DAYS = "INSERT INTO redemption_days (day_start, store_id, terminal_id, redeemed)";
    private static final String ADD_HOUR = " ON CONFLICT (hour_start, store_id, terminal_id)"
            + ADD.formatted("redemption_hours");
    private static final String ADD_DAY = " ON CONFLICT (day_start, store_id, terminal_id)"
            + ADD.formatted("redemption_days");

    private RedemptionCounts() {
    }

    /** The start of the UTC period of {@code width} milliseconds that {@code millis} falls in. */
    public static long startOf(long millis, long width) {
        return Math.floorDiv(millis, width) * width;
    }

    /**
     * Adds {@code uses} uses of {@code terminalId} of {@code storeId} at {@code redeemedAt}, in {@code c}'s
     * transaction.
     */
    static void count(Connection c, String storeId, String terminalId, long redeemedAt, int uses)
            throws SQLException {
        add(c, HOURS + " VALUES (?, ?, ?, ?)" + ADD_HOUR, startOf(redeemedAt, HOUR), storeId, terminalId, uses);
        add(c, DAYS + " VALUES (?, ?, ?, ?)" + ADD_DAY, startOf(redeemedAt, DAY), storeId, terminalId, uses);
    }

    private static void add(Connection c, String sql, long start, String storeId, String terminalId, int uses)
            throws SQLException {
        try (PreparedStatement upsert = c.prepareStatement(sql)) {
            upsert.setLong(1, start);
            upsert.setString(2, storeId);
            upsert.setString(3, terminalId);
            upsert.setInt(4, uses);
            upsert.executeUpdate();
        }
    }

    /**
     * Two PostgreSQL CTEs ({@code hours} and {@code days}, each followed by a comma) that add the rows another CTE
     * of the same statement inserted into the ledger ({@code ledger}, returning {@link #RETURNED}): grouped, so a
     * statement touches each roll-up row once, and in key order, so two statements lock the rows they share in the
     * same order.
     */
    static String countLedgerRows(String ledger) {
        return " hours AS (" + grouped(HOURS, HOUR, ledger) + ADD_HOUR + "),"
                + " days AS (" + grouped(DAYS, DAY, ledger) + ADD_DAY + "),";
    }

    private static String grouped(String insert, long width, String ledger) {
        return insert + " SELECT redeemed_at / " + width + " * " + width + ", store_id, terminal_id, COUNT(*) FROM "
                + ledger + " GROUP BY 1, 2, 3 ORDER BY 1, 2, 3";
    }
}
