package io.redeemdesk.bench.server;

import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Where PostgreSQL's write-ahead log stands: the bytes logged so far (what every change costs it: rows, index
 * entries, full pages after a checkpoint) and the checkpoints begun, read before and after a measured phase. A
 * checkpoint inside a phase makes its commits wait on the log's flushes, so a phase's tail is read beside it.
 *
 * @param walBytes    the log's position, in bytes
 * @param checkpoints checkpoints begun since the server started (timed and requested)
 */
record PostgresLog(long walBytes, long checkpoints) {

    /** The log's position now; null on SQLite. */
    static PostgresLog now(ServerDatabase database) throws SQLException {
        if (database.dialect() != Dialect.POSTGRES) {
            return null;
        }
        return database.read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint, "
                            + "checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter");
                 ResultSet rs = select.executeQuery()) {
                rs.next();
                return new PostgresLog(rs.getLong(1), rs.getLong(2));
            }
        });
    }

    /** The log between {@code before} and this, per {@code what} of {@code count}, as one phrase. */
    String since(PostgresLog before, long count, String what) {
        long wal = walBytes - before.walBytes;
        return String.format(Locale.ROOT, "PostgreSQL wrote %.1f MB of WAL, %d bytes per %s, %d checkpoint(s) begun",
                wal / 1e6, wal / Math.max(1, count), what, checkpoints - before.checkpoints);
    }
}
