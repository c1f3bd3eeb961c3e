package io.redeemdesk.server.campaign;

import io.redeemdesk.server.db.Dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A campaign's remaining stock in {@code campaign_stock}: split over up to {@link #SLOTS} rows, its remaining
 * count is their sum. A claim takes one voucher from one slot that has any left: on PostgreSQL first from a slot
 * no other transaction holds ({@code FOR UPDATE SKIP LOCKED}), so claims on several nodes decrement different
 * rows and commit side by side instead of queueing for one; only when every slot with stock is held does it wait
 * for one of them, and when no slot has stock left the campaign is sold out. Each claim starts looking at a random
 * slot, so the slots run out together. Stock only ever goes down, so a slot read empty stays empty.
 */
public final class CampaignStock {
    /** How many rows a new campaign's stock is split over. */
    public static final int SLOTS = 16;
    private static final String TAKE_ONE = "UPDATE campaign_stock SET remaining = remaining - 1 "
            + "WHERE campaign_id = ? AND remaining > 0 AND slot = (SELECT slot FROM campaign_stock "
            + "WHERE campaign_id = ? AND remaining > 0 ORDER BY (slot + ?) % " + SLOTS + " LIMIT 1";
    private static final String TAKE_FROM_SLOT = "UPDATE campaign_stock SET remaining = remaining - 1 "
            + "WHERE campaign_id = ? AND slot = ? AND remaining > 0";
    /** The sum of the slots, as a scalar subquery over the campaign aliased {@code k}. */
    static final String REMAINING_OF_K =
            "(SELECT COALESCE(SUM(s.remaining), 0) FROM campaign_stock s WHERE s.campaign_id = k.id)";

    private final boolean rowLocks;

    public CampaignStock(Dialect dialect) {
        this.rowLocks = dialect == Dialect.POSTGRES;
    }

    /** Writes a new campaign's stock, split as evenly as it goes over at most {@link #SLOTS} slots. */
    public void create(Connection c, String campaignId, long stock) throws SQLException {
        long slots = Math.min(SLOTS, stock);
        try (PreparedStatement insert = c.prepareStatement(
                "INSERT INTO campaign_stock (campaign_id, slot, remaining) VALUES (?, ?, ?)")) {
            for (int slot = 0; slot < slots; slot++) {
                insert.setString(1, campaignId);
                insert.setInt(2, slot);
                insert.setLong(3, stock / slots + (slot < stock % slots ? 1 : 0));
                insert.executeUpdate();
            }
        }
    }

    /**
     * Takes one voucher from the stock; false when none is left. On PostgreSQL the slot it took stays locked until
     * the transaction ends, so a rollback gives the voucher back. A claim waits for a slot only while it holds no
     * other: each attempt runs in a savepoint that is rolled back when it took nothing (PostgreSQL keeps a row
     * locked that it found emptied after all), so two claims can never wait for each other's slots.
     */
    public boolean takeOne(Connection c, String campaignId) throws SQLException {
        int start = ThreadLocalRandom.current().nextInt(SLOTS);
        if (!rowLocks) {
            return update(c, TAKE_ONE + ")", campaignId, campaignId, start);
        }
        while (true) {
            if (attempt(c, TAKE_ONE + " FOR UPDATE SKIP LOCKED)", campaignId, campaignId, start)) {
                return true;
            }
            Integer held = slotWithStock(c, campaignId, start);
            if (held == null) {
                return false;
            }
            if (attempt(c, TAKE_FROM_SLOT, campaignId, held)) {
                return true;
            }
        }
    }

    /** One decrement in a savepoint of its own, rolled back (with any row lock it took) when it took nothing. */
    private static boolean attempt(Connection c, String sql, Object... args) throws SQLException {
        Savepoint before = c.setSavepoint();
        if (update(c, sql, args)) {
            c.releaseSavepoint(before);
            return true;
        }
        c.rollback(before);
        return false;
    }

    private static boolean update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement update = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                update.setObject(i + 1, args[i]);
            }
            return update.executeUpdate() == 1;
        }
    }

    /**
     * A slot whose last committed count is above 0 (every such slot is held by another transaction when the
     * SKIP LOCKED decrement found none), or null when every slot is empty: committed decrements never come back,
     * so the campaign is then sold out.
     */
    private static Integer slotWithStock(Connection c, String campaignId, int start) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT slot FROM campaign_stock WHERE campaign_id = ? "
                + "AND remaining > 0 ORDER BY (slot + ?) % " + SLOTS + " LIMIT 1")) {
            select.setString(1, campaignId);
            select.setInt(2, start);
            try (ResultSet rs = select.executeQuery()) {
                return rs.next() ? rs.getInt(1) : null;
            }
        }
    }

    /**
     * Takes {@code count} vouchers at once (a printed sheet), from as many slots as it needs; false and nothing
     * changed when fewer are left. On PostgreSQL it locks all of the campaign's slots first, in slot order.
     */
    public boolean take(Connection c, String campaignId, long count) throws SQLException {
        List<long[]> slots = new ArrayList<>();
        long remaining = 0;
        try (PreparedStatement select = c.prepareStatement("SELECT slot, remaining FROM campaign_stock "
                + "WHERE campaign_id = ? ORDER BY slot" + (rowLocks ? " FOR UPDATE" : ""))) {
            select.setString(1, campaignId);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    slots.add(new long[] {rs.getInt(1), rs.getLong(2)});
                    remaining += rs.getLong(2);
                }
            }
        }
        if (remaining < count) {
            return false;
        }
        long left = count;
        try (PreparedStatement update = c.prepareStatement(
                "UPDATE campaign_stock SET remaining = remaining - ? WHERE campaign_id = ? AND slot = ?")) {
            for (int i = 0; i < slots.size() && left > 0; i++) {
                long taken = Math.min(left, slots.get(i)[1]);
                if (taken > 0) {
                    update.setLong(1, taken);
                    update.setString(2, campaignId);
                    update.setInt(3, (int) slots.get(i)[0]);
                    update.executeUpdate();
                    left -= taken;
                }
            }
        }
        return true;
    }
}
