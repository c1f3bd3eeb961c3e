package io.redeemdesk.server.limits;

import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.LongSupplier;

/**
 * Token buckets kept in the database ({@code rate_buckets}), so every node on it draws from the same bucket. A
 * take is one conditional UPDATE that refills the bucket for the time passed and takes a token only if there is
 * one; a missing bucket is created full. Time is the taking node's clock (nodes keep their clocks in sync).
 */
public final class SharedBuckets {
    /** The outcome of a take: whether a token was taken, and the seconds until the next one (0: one is left). */
    public record Take(boolean taken, long secondsUntilToken) {
    }

    private static final String REFILLED = "(tokens + (? - updated_at) * CAST(? AS DOUBLE PRECISION) / 1000)";
    private static final String CAPPED = "(CASE WHEN " + REFILLED + " > ? THEN ? ELSE " + REFILLED + " END)";
    private static final String TAKE = "UPDATE rate_buckets SET tokens = " + CAPPED + " - 1, updated_at = ? "
            + "WHERE bucket = ? AND " + CAPPED + " >= 1 RETURNING tokens";
    private static final String CREATE = "INSERT INTO rate_buckets (bucket, tokens, updated_at) VALUES (?, ?, ?) "
            + "ON CONFLICT DO NOTHING";
    private static final String READ = "SELECT tokens, updated_at FROM rate_buckets WHERE bucket = ?";
    private static final String FORGET = "DELETE FROM rate_buckets WHERE bucket LIKE ? AND updated_at < ?";

    private final ServerDatabase database;
    private final LongSupplier millisClock;

    public SharedBuckets(ServerDatabase database, LongSupplier millisClock) {
        this.database = database;
        this.millisClock = millisClock;
    }

    /** Takes one token from {@code bucket}, which holds {@code capacity} tokens refilled at {@code perSecond}. */
    public Take take(String bucket, int capacity, double perSecond) throws SQLException {
        long now = millisClock.getAsLong();
        return database.inTransaction(c -> {
            // a bucket another node creates between our UPDATE and INSERT is taken from on the next round
            for (int round = 0; round < 3; round++) {
                Double left = takeExisting(c, bucket, capacity, perSecond, now);
                if (left != null) {
                    return new Take(true, left >= 1 ? 0 : secondsUntilToken(left, perSecond));
                }
                if (create(c, bucket, capacity - 1, now)) {
                    return new Take(true, capacity > 1 ? 0 : secondsUntilToken(0, perSecond));
                }
                double tokens = current(c, bucket, capacity, perSecond, now);
                if (tokens < 1) {
                    return new Take(false, secondsUntilToken(tokens, perSecond));
                }
            }
            return new Take(false, 1);
        });
    }

    /** Deletes the buckets named {@code prefix…} untouched long enough to be full again; returns how many. */
    public int forgetFull(String prefix, int capacity, double perSecond) throws SQLException {
        long fullAfterMillis = (long) Math.ceil(capacity / perSecond * 1000);
        long cutoff = millisClock.getAsLong() - fullAfterMillis;
        return database.inTransaction(c -> {
            try (PreparedStatement delete = c.prepareStatement(FORGET)) {
                delete.setString(1, prefix.replace("%", "") + "%");
                delete.setLong(2, cutoff);
                return delete.executeUpdate();
            }
        });
    }

    private static Double takeExisting(Connection c, String bucket, int capacity, double perSecond, long now)
            throws SQLException {
        try (PreparedStatement take = c.prepareStatement(TAKE)) {
            int i = bindCapped(take, 1, capacity, perSecond, now);
            take.setLong(i++, now);
            take.setString(i++, bucket);
            bindCapped(take, i, capacity, perSecond, now);
            try (ResultSet rs = take.executeQuery()) {
                return rs.next() ? rs.getDouble(1) : null;
            }
        }
    }

    private static int bindCapped(PreparedStatement statement, int first, int capacity, double perSecond, long now)
            throws SQLException {
        int i = first;
        statement.setLong(i++, now);
        statement.setDouble(i++, perSecond);
        statement.setDouble(i++, capacity);
        statement.setDouble(i++, capacity);
        statement.setLong(i++, now);
        statement.setDouble(i++, perSecond);
        return i;
    }

    private static boolean create(Connection c, String bucket, double tokens, long now) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement(CREATE)) {
            insert.setString(1, bucket);
            insert.setDouble(2, tokens);
            insert.setLong(3, now);
            return insert.executeUpdate() == 1;
        }
    }

    private static double current(Connection c, String bucket, int capacity, double perSecond, long now)
            throws SQLException {
        try (PreparedStatement read = c.prepareStatement(READ)) {
            read.setString(1, bucket);
            try (ResultSet rs = read.executeQuery()) {
                if (!rs.next()) {
                    return capacity;
                }
                return Math.min(capacity, rs.getDouble(1) + (now - rs.getLong(2)) * perSecond / 1000);
            }
        }
    }

    private static long secondsUntilToken(double tokens, double perSecond) {
        return Math.max(1, (long) Math.ceil((1 - tokens) / perSecond));
    }
}
