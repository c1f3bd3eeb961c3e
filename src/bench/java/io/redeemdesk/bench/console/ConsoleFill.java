package io.redeemdesk.bench.console;

import io.redeemdesk.server.db.Dialect;
import io.redeemdesk.server.db.ServerDatabase;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Fills an empty database for {@code bench console}: the schema (Flyway, as a node makes it), then straight
 * through JDBC in one transaction per part the templates, 400 tills in 50 stores (when each was last seen, its queue; every
 * 50th disabled and never seen), the batches, 5 campaigns and
 * the vouchers of a {@link FillPlan} with their history ({@link VoucherFill}) and their roll-ups, and a backlog of events: pending
 * ones and dead deliveries. PostgreSQL gets its batches rewritten into multi-row INSERTs and the planner's
 * statistics afterwards ({@code ANALYZE}), SQLite its {@code ANALYZE} too; SQLite is filled without its journal
 * and fsync (a fill that dies is simply run again) and put back in WAL mode after it.
 */
final class ConsoleFill {
    private static final int PENDING_EVENTS = 2_000;
    private static final int DEAD_EVENTS = 500;
    private final Consumer<String> out;

    ConsoleFill(Consumer<String> out) {
        this.out = out;
    }

    /** What was written. */
    record Filled(long vouchers, long redemptions, long millis) {
    }

    Filled fill(String jdbcUrl, FillPlan plan) throws SQLException {
        long started = System.nanoTime();
        try (ServerDatabase schema = ServerDatabase.open(jdbcUrl, 1)) {
            out.accept("schema ready (" + schema.dialect() + ")");
        }
        boolean postgres = Dialect.of(jdbcUrl) == Dialect.POSTGRES;
        try (Connection c = postgres ? DriverManager.getConnection(jdbcUrl + (jdbcUrl.contains("?") ? "&" : "?")
                + "reWriteBatchedInserts=true") : ServerDatabase.connect(jdbcUrl)) {
            if (!postgres) {
                try (Statement pragma = c.createStatement()) {
                    pragma.execute("PRAGMA cache_size = -1000000");
                    pragma.execute("PRAGMA journal_mode = OFF");
                    pragma.execute("PRAGMA synchronous = OFF");
                    pragma.execute("PRAGMA foreign_keys = OFF");
                }
            }
            c.setAutoCommit(false);
            base(c, plan);
            c.commit();
            VoucherFill vouchers = new VoucherFill(plan);
            long redemptions = vouchers.fill(c);
            c.commit();
            countRedemptions(c);
            c.commit();
            out.accept(String.format("%,d vouchers and %,d redemptions written after %.1f s", plan.vouchers(),
                    redemptions, (System.nanoTime() - started) / 1e9));
            events(c, plan);
            c.commit();
            c.setAutoCommit(true);
            try (Statement analyze = c.createStatement()) {
                analyze.execute("ANALYZE");
                if (!postgres) {
                    analyze.execute("PRAGMA journal_mode = WAL");
                }
            }
            out.accept(String.format("events written, statistics gathered after %.1f s",
                    (System.nanoTime() - started) / 1e9));
            return new Filled(plan.vouchers(), redemptions, (System.nanoTime() - started) / 1_000_000);
        }
    }

    private static void base(Connection c, FillPlan plan) throws SQLException {
        Map<String, Integer> batches = new TreeMap<>();
        Map<Integer, Integer> perTemplate = new HashMap<>();
        for (int i = 0; i < plan.vouchers(); i++) {
            perTemplate.merge(i % FillPlan.TEMPLATES, 1, Integer::sum);
            if (plan.campaign(i) == null) {
                batches.merge(plan.batch(i), 1, Integer::sum);
            }
        }
        try (Rows templates = new Rows(c, "INSERT INTO voucher_templates (id, name, value_cents, currency, uses, "
                + "total_issued) VALUES (?, ?, ?, 'CNY', ?, ?)")) {
            for (int t = 0; t < FillPlan.TEMPLATES; t++) {
                boolean pass = FillPlan.isPass(t);
                templates.add(FillPlan.template(t), (pass ? "次卡 " : "代金券 ") + (t + 1) * 5 + " 元",
                        (t + 1) * 500L, pass ? FillPlan.PASS_USES : 1, perTemplate.getOrDefault(t, 0));
            }
        }
        try (Rows terminals = new Rows(c, "INSERT INTO terminals (id, store_id, token_hash, enabled, created_at, "
                + "last_seen_at, queue_depth, queue_reported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int n = 0; n < FillPlan.terminals(); n++) {
                String id = FillPlan.terminal(n);
                boolean off = n % 50 == 49;
                Long seen = off ? null : plan.now() - (n % 60) * 1_000L;
                terminals.add(id, id.substring(0, 3), UUID.randomUUID().toString(), off ? 0 : 1,
                        plan.now() - 30 * FillPlan.DAY, seen, off ? null : n % 7, seen);
            }
        }
        try (Rows rows = new Rows(c, "INSERT INTO issue_batches (id, kind, template_id, campaign_id, size, actor, "
                + "created_at) VALUES (?, 'ISSUE', ?, NULL, ?, 'admin:bench', ?)")) {
            for (Map.Entry<String, Integer> batch : batches.entrySet()) {
                String template = "bench-t" + batch.getKey().substring(6, 8);
                rows.add(batch.getKey(), template, (long) batch.getValue(), plan.now() - 9 * FillPlan.DAY);
            }
        }
        campaigns(c, plan);
    }

    private static void campaigns(Connection c, FillPlan plan) throws SQLException {
        int issuedEach = 0;
        for (int i = 0; i < plan.vouchers(); i++) {
            issuedEach += "bench-c0".equals(plan.campaign(i)) ? 1 : 0;
        }
        long stock = 2L * issuedEach;
        try (Rows campaigns = new Rows(c, "INSERT INTO campaigns (id, template_id, stock, per_customer, status, "
                + "created_at) VALUES (?, ?, ?, 1, 'ACTIVE', ?)");
             Rows slots = new Rows(c, "INSERT INTO campaign_stock (campaign_id, slot, remaining) VALUES (?, 0, ?)");
             Rows log = new Rows(c, "INSERT INTO campaign_transitions (campaign_id, from_status, to_status, actor, "
                     + "at) VALUES (?, 'DRAFT', 'ACTIVE', 'admin:bench', ?)")) {
            for (int k = 0; k < FillPlan.CAMPAIGNS; k++) {
                String id = "bench-c" + k;
                campaigns.add(id, FillPlan.template(0), stock, plan.now() - 9 * FillPlan.DAY);
                slots.add(id, stock - issuedEach);
                log.add(id, plan.now() - 9 * FillPlan.DAY);
            }
        }
    }

    /**
     * The hourly and daily roll-ups of the ledger the Overview reads, counted from the redemptions just written by
     * the statements their migration (V16) backfills them with: the service adds to it as it writes each redemption.
     */
    private static void countRedemptions(Connection c) throws SQLException {
        try (Statement count = c.createStatement()) {
            count.executeUpdate("INSERT INTO redemption_hours (hour_start, store_id, terminal_id, redeemed) "
                    + "SELECT redeemed_at / 3600000 * 3600000, store_id, terminal_id, COUNT(*) FROM redemptions "
                    + "GROUP BY redeemed_at / 3600000 * 3600000, store_id, terminal_id");
            count.executeUpdate("INSERT INTO redemption_days (day_start, store_id, terminal_id, redeemed) "
                    + "SELECT hour_start / 86400000 * 86400000, store_id, terminal_id, SUM(redeemed) "
                    + "FROM redemption_hours GROUP BY hour_start / 86400000 * 86400000, store_id, terminal_id");
        }
    }

    /** Events of the last hour: some not delivered yet, some dead at the default webhook after three days. */
    private static void events(Connection c, FillPlan plan) throws SQLException {
        try (Rows events = new Rows(c, "INSERT INTO outbound_events (id, code, request_id, kind, payload, created_at, "
                + "published_at) VALUES (?, ?, ?, 'voucher.redeemed', ?, ?, ?)");
             Rows deliveries = new Rows(c, "INSERT INTO event_deliveries (event_id, endpoint, code, created_at, "
                     + "attempts, next_attempt_at, failing_since, last_error, dead_at) "
                     + "VALUES (?, 'default', ?, ?, 40, ?, ?, 'connection refused', ?)")) {
            for (int e = 0; e < PENDING_EVENTS + DEAD_EVENTS; e++) {
                String id = UUID.randomUUID().toString();
                String code = "BENCHEVENT" + String.format("%04d", e);
                boolean dead = e >= PENDING_EVENTS;
                long at = plan.now() - (dead ? 4 * FillPlan.DAY : 0) - e * 1000L;
                events.add(id, code, UUID.randomUUID().toString(), "{\"id\":\"" + id + "\",\"type\":\"voucher.redeemed\"}",
                        at, dead ? at : null);
                if (dead) {
                    deliveries.add(id, code, at, at, at, plan.now() - FillPlan.DAY);
                }
            }
        }
    }
}
