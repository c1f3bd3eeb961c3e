package io.redeemdesk.server.redeem;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * The ledger's roll-up the console's Overview reads ({@code redemption_counts}): how many uses each till of each
 * store took in each UTC hour. Every ledger row adds one in the same transaction (or the same PostgreSQL
 * statement) that inserts it, so the roll-up never differs from the ledger; an idempotent replay inserts no row
 * and adds nothing. Hours, not days: a day in the console's zone starts on the hour in every zone that is a whole
 * number of hours from UTC, and the Overview counts the rest of a boundary hour from the ledger itself. Nodes that
 * upsert the same till's hour wait for each other on that one row only.
 */
public final class RedemptionCounts {
    /** The width of a row of the roll-up, in milliseconds; {@code hour_start} is a multiple of it. */
    public static final long HOUR = 3_600_000L;
    /** What a ledger CTE returns for {@link #countLedgerRows}, after the code. */
    static final String RETURNED = "store_id, terminal_id, redeemed_at";
    private static final String COLUMNS = "INSERT INTO redemption_counts (hour_start, store_id, terminal_id, redeemed)";
    private static final String ADD = " ON CONFLICT (hour_start, store_id, terminal_id)"
            + " DO UPDATE SET redeemed = redemption_counts.redeemed + excluded.redeemed";
    private static final String COUNT_ONE = COLUMNS + " VALUES (?, ?, ?, 1)" + ADD;

    private RedemptionCounts() {
    }

    /** The start of the UTC hour {@code millis} falls in. */
    public static long hourOf(long millis) {
        return Math.floorDiv(millis, HOUR) * HOUR;
    }

    /** Adds one use of {@code terminalId} of {@code storeId} at {@code redeemedAt}, in {@code c}'s transaction. */
    static void countOne(Connection c, String storeId, String terminalId, long redeemedAt) throws SQLException {
        try (PreparedStatement upsert = c.prepareStatement(COUNT_ONE)) {
            upsert.setLong(1, hourOf(redeemedAt));
            upsert.setString(2, storeId);
            upsert.setString(3, terminalId);
            upsert.executeUpdate();
        }
    }

    /**
     * A PostgreSQL CTE's insert that adds the rows another CTE of the same statement inserted into the ledger
     * ({@code ledger}, returning {@code store_id, terminal_id, redeemed_at}): grouped, so a statement touches each
     * roll-up row once, and in key order, so two statements lock the rows they share in the same order.
     */
    static String countLedgerRows(String ledger) {
        return COLUMNS + " SELECT redeemed_at / " + HOUR + " * " + HOUR + ", store_id, terminal_id, COUNT(*) FROM "
                + ledger + " GROUP BY 1, 2, 3 ORDER BY 1, 2, 3" + ADD;
    }
}
