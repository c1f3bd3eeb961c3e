package io.redeemdesk.bench.server;

import io.redeemdesk.bench.raw.RawWorkers;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import static io.redeemdesk.bench.raw.RawWorkers.execute;

/**
 * The ceiling of the sale mix: per request the same idempotency INSERT and conditional UPDATEs the service does,
 * by plain JDBC in one transaction, from {@code threads} threads each with its own connection (no HTTP, JSON,
 * transition log or stored answer). A sale of 1-5 vouchers is one transaction per hold (record + UNUSED → LOCKED
 * held by the sale), then one capture (record, OPEN → CAPTURED, one use, its ledger row and its roll-up rows per voucher) or, for a
 * fifth of the sales, one void (record, OPEN → VOIDED, every voucher back). SQLite busy past its timeout: retried.
 */
final class RawSaleBaseline {
    private final String jdbcUrl;

    RawSaleBaseline(String jdbcUrl) {
        this.jdbcUrl = jdbcUrl;
    }

    /** Runs sales over {@code codes} (each used once) until {@code transactions} transactions ran; tx/s. */
    double run(int threads, int transactions, List<String> codes) throws Exception {
        AtomicInteger budget = new AtomicInteger();
        AtomicInteger nextCode = new AtomicInteger();
        double seconds = RawWorkers.seconds(threads, "raw-sale", "the raw JDBC sale baseline", t -> {
            String terminal = "RAW-SALE-" + t;
            Random random = new Random(t);
            try (Connection c = ServerDatabase.connect(jdbcUrl)) {
                while (budget.get() < transactions) {
                    List<String> sale = new ArrayList<>();
                    for (int k = 1 + random.nextInt(5); k > 0; k--) {
                        int next = nextCode.getAndIncrement();
                        if (next < codes.size()) {
                            sale.add(codes.get(next));
                        }
                    }
                    if (sale.isEmpty()) {
                        return;
                    }
                    sell(c, terminal, sale, random.nextDouble() < SaleWorkload.CAPTURE_SHARE, budget);
                }
            }
        });
        return budget.get() / seconds;
    }

    private static void sell(Connection c, String terminal, List<String> codes, boolean capture,
                             AtomicInteger budget) throws SQLException {
        String saleId = UUID.randomUUID().toString();
        long now = System.currentTimeMillis();
        for (String code : codes) {
            retried(c, () -> {
                record(c, terminal, code, now);
                execute(c, "INSERT INTO sales (sale_id, terminal_id, store_id, state, opened_at) VALUES (?, ?, 'RAW', "
                        + "'OPEN', ?) ON CONFLICT DO NOTHING", saleId, terminal, now);
                execute(c, "UPDATE vouchers SET status = 'LOCKED', held_by_sale = ?, held_until = ?, locked_at = ? "
                        + "WHERE code = ? AND status = 'UNUSED' AND uses_left > 0", saleId, now + 900_000, now, code);
            });
            budget.incrementAndGet();
        }
        retried(c, () -> {
            record(c, terminal, null, now);
            execute(c, "UPDATE sales SET state = ?, closed_at = ? WHERE sale_id = ? AND state = 'OPEN'",
                    capture ? "CAPTURED" : "VOIDED", now, saleId);
            int use = 1;
            for (String code : codes) {
                if (capture) {
                    execute(c, "UPDATE vouchers SET uses_left = uses_left - 1, status = 'USED', held_by_sale = NULL "
                            + "WHERE code = ? AND status = 'LOCKED' AND held_by_sale = ? AND uses_left > 0",
                            code, saleId);
                    execute(c, "INSERT INTO redemptions (code, use_no, request_id, terminal_id, store_id, value_cents, "
                            + "redeemed_at, sale_id, order_no) VALUES (?, ?, ?, ?, 'RAW', 1000, ?, ?, ?)", code, use,
                            saleId, terminal, now, saleId, saleId);
                    execute(c, "INSERT INTO redemption_hours (hour_start, store_id, terminal_id, redeemed) "
                            + "VALUES (?, 'RAW', ?, 1) ON CONFLICT (hour_start, store_id, terminal_id) DO UPDATE "
                            + "SET redeemed = redemption_hours.redeemed + 1", now / 3_600_000 * 3_600_000, terminal);
                    execute(c, "INSERT INTO redemption_days (day_start, store_id, terminal_id, redeemed) "
                            + "VALUES (?, 'RAW', ?, 1) ON CONFLICT (day_start, store_id, terminal_id) DO UPDATE "
                            + "SET redeemed = redemption_days.redeemed + 1", now / 86_400_000 * 86_400_000, terminal);
                } else {
                    execute(c, "UPDATE vouchers SET status = 'UNUSED', held_by_sale = NULL, held_until = NULL "
                            + "WHERE code = ? AND status = 'LOCKED' AND held_by_sale = ?", code, saleId);
                }
            }
        });
        budget.incrementAndGet();
    }

    private interface Work {
        void run() throws SQLException;
    }

    /** One transaction of {@code work}, again from the start when SQLite was busy past its timeout. */
    private static void retried(Connection c, Work work) throws SQLException {
        while (true) {
            c.setAutoCommit(false);
            try {
                work.run();
                c.commit();
                c.setAutoCommit(true);
                return;
            } catch (SQLException e) {
                c.rollback();
                c.setAutoCommit(true);
                if (!RawWorkers.busy(e)) {
                    throw e;
                }
            }
        }
    }

    private static void record(Connection c, String terminal, String code, long now) throws SQLException {
        execute(c, "INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, state, code, created_at, "
                + "expires_at) VALUES (?, ?, 'raw', 'PROCESSING', ?, ?, ?) ON CONFLICT DO NOTHING", terminal,
                UUID.randomUUID().toString(), code, now, now + 86_400_000L);
    }
}
