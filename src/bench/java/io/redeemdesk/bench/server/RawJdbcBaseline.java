package io.redeemdesk.bench.server;

import io.redeemdesk.bench.raw.RawWorkers;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The ceiling of the design: the same idempotency INSERT and conditional UPDATE a redemption's phase 1 does, by
 * plain JDBC in one transaction, from {@code threads} threads each with its own connection (same settings as
 * the service's), with no HTTP, no JSON and no other phase. With many SQLite connections a transaction can find
 * the database busy past its timeout; it is then retried, as any plain JDBC program would.
 */
final class RawJdbcBaseline {
    private final String jdbcUrl;
    private final AtomicInteger busy = new AtomicInteger();

    RawJdbcBaseline(String jdbcUrl) {
        this.jdbcUrl = jdbcUrl;
    }

    /** Runs {@code transactions} transactions over {@code codes} (each once, or at random when hot); tx/s. */
    double run(int threads, int transactions, List<String> codes, boolean hot) throws Exception {
        AtomicInteger next = new AtomicInteger();
        busy.set(0);
        double seconds = RawWorkers.seconds(threads, "raw-jdbc", "the raw JDBC baseline", t -> {
            String terminal = "RAW-" + t;
            Random random = new Random(t);
            Connection c = ServerDatabase.connect(jdbcUrl);
            for (int i = next.getAndIncrement(); i < transactions; i = next.getAndIncrement()) {
                String code = hot ? codes.get(random.nextInt(codes.size())) : codes.get(i);
                while (!transaction(c, terminal, code)) {
                    busy.incrementAndGet();
                    c = reconnect(c);
                }
            }
            c.close();
        });
        return transactions / seconds;
    }

    /** SQLite transactions that found the database busy and were retried, in the last run. */
    int busyRetries() {
        return busy.get();
    }

    /** One transaction; false when SQLite was busy past its timeout (the caller retries on a new connection). */
    private static boolean transaction(Connection c, String terminal, String code) throws SQLException {
        long now = System.currentTimeMillis();
        String requestId = UUID.randomUUID().toString();
        try (PreparedStatement insert = c.prepareStatement(
                "INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, state, code, created_at, "
                        + "expires_at) VALUES (?, ?, ?, 'PROCESSING', ?, ?, ?) ON CONFLICT DO NOTHING");
             PreparedStatement take = c.prepareStatement(
                     "UPDATE vouchers SET status = 'LOCKED', locked_by = ?, locked_at = ? "
                             + "WHERE code = ? AND status = 'UNUSED' AND (expires_at IS NULL OR expires_at > ?)")) {
            c.setAutoCommit(false);
            insert.setString(1, terminal);
            insert.setString(2, requestId);
            insert.setString(3, "raw");
            insert.setString(4, code);
            insert.setLong(5, now);
            insert.setLong(6, now + 86_400_000L);
            insert.executeUpdate();
            take.setString(1, requestId);
            take.setLong(2, now);
            take.setString(3, code);
            take.setLong(4, now);
            take.executeUpdate();
            c.commit();
            c.setAutoCommit(true);
            return true;
        } catch (SQLException e) {
            if (!RawWorkers.busy(e)) {
                throw e;
            }
            return false;
        }
    }

    /** A fresh connection in place of one whose transaction state a busy error left unknown. */
    private Connection reconnect(Connection old) throws SQLException {
        old.close();
        return ServerDatabase.connect(jdbcUrl);
    }
}
