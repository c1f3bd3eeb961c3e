package io.redeemdesk.server.console.overview;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.SaleCluster;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.ServerOptions;
import io.redeemdesk.server.redeem.RedemptionCounts;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The roll-ups of redemptions per UTC hour and per UTC day, store and till ({@code redemption_hours},
 * {@code redemption_days}) on SQLite and PostgreSQL: a
 * redemption, a pass's use and a sale's capture each add one, an idempotent replay adds nothing, many tills at once
 * (PostgreSQL's batched phases) add exactly their uses; and the Overview's counts read from it equal the ledger's
 * own count for a start on the hour, one in the middle of an hour (a zone with a part-hour offset) and none.
 */
class RedemptionCountsTest {
    private static final String LEDGER_COUNTS = "SELECT store_id, terminal_id, "
            + "SUM(CASE WHEN redeemed_at >= ? THEN 1 ELSE 0 END), COUNT(*) FROM redemptions WHERE redeemed_at >= ? "
            + "GROUP BY store_id, terminal_id";

    @ParameterizedTest
    @EnumSource(Backend.class)
    void everyUseIsCountedOnceInItsTillsHour(Backend backend) throws Exception {
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(backend.newDatabase())
                .withLimits(SaleCluster.GENEROUS))) {
            String till = node.terminal("TILL-1");
            String other = node.terminal("TILL-2");
            String key = ApiCaller.newKey();
            String code = node.vouchers(1).get(0);
            assertThat(node.api.redeem(till, key, code, "TILL-1", ServerFixture.STORE).status()).isEqualTo(201);
            assertThat(total(node)).isEqualTo(1);
            assertThat(node.api.redeem(till, key, code, "TILL-1", ServerFixture.STORE).header("Idempotent-Replayed"))
                    .isEqualTo("true");
            assertThat(total(node)).as("after a replay").isEqualTo(1);

            String pass = node.passes("three-visits", 3, 1).get(0);
            assertThat(node.api.redeem(other, ApiCaller.newKey(), pass, "TILL-2", ServerFixture.STORE).status())
                    .isEqualTo(201);
            assertThat(node.scalar("SELECT redeemed FROM redemption_days WHERE terminal_id = 'TILL-2'"))
                    .isEqualTo("1");

            String sale = SaleCluster.newSale();
            String held = node.vouchers(1).get(0);
            assertThat(SaleCluster.hold(node, till, "TILL-1", ApiCaller.newKey(), sale, held).status())
                    .isEqualTo(201);
            String captureKey = ApiCaller.newKey();
            assertThat(SaleCluster.capture(node, till, "TILL-1", captureKey, sale, "P-1").status()).isEqualTo(200);
            SaleCluster.capture(node, till, "TILL-1", captureKey, sale, "P-1");
            assertThat(total(node)).as("after a capture and its replay").isEqualTo(3);

            List<String> codes = node.vouchers(40);
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                List<Future<Integer>> answers = new ArrayList<>();
                for (int i = 0; i < codes.size(); i++) {
                    String token = i % 2 == 0 ? till : other;
                    String terminal = i % 2 == 0 ? "TILL-1" : "TILL-2";
                    String c = codes.get(i);
                    answers.add(pool.submit(() -> node.api.redeem(token, ApiCaller.newKey(), c, terminal,
                            ServerFixture.STORE).status()));
                }
                for (Future<Integer> answer : answers) {
                    assertThat(answer.get()).isEqualTo(201);
                }
            } finally {
                pool.shutdown();
            }
            assertThat(total(node)).isEqualTo(43);
            assertThat(rollUp(node)).isEqualTo(ledgerByHour(node));
        }
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void theOverviewCountsWhatTheLedgerCountsFromAnyStart(Backend backend) throws Exception {
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(backend.newDatabase()))) {
            String till = node.terminal("TILL-1");
            for (String code : node.vouchers(5)) {
                node.api.redeem(till, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE);
            }
            long first = Long.parseLong(node.scalar("SELECT MIN(redeemed_at) FROM redemptions"));
            long last = Long.parseLong(node.scalar("SELECT MAX(redeemed_at) FROM redemptions"));
            long hour = RedemptionCounts.startOf(first, RedemptionCounts.HOUR);
            long kolkata = LocalDate.now(ZoneId.of("Asia/Kolkata")).atStartOfDay(ZoneId.of("Asia/Kolkata"))
                    .toInstant().toEpochMilli();
            long utcDay = RedemptionCounts.startOf(first, RedemptionCounts.DAY);
            long[][] starts = {{hour, hour - 7 * RedemptionCounts.HOUR}, {first, first - 1}, {first + 1, hour + 1},
                    {last, first}, {last + 1, hour}, {hour + RedemptionCounts.HOUR, hour + 60_000},
                    {kolkata, kolkata - 6 * 86_400_000L}, {utcDay, utcDay - 6 * 86_400_000L},
                    {utcDay + 1, utcDay - 1}};
            for (long[] start : starts) {
                Map<List<String>, List<Long>> tally = node.database().read(c -> asLists(RedemptionTally.of(c,
                        start[0], start[1])));
                assertThat(tally).as("today from %d, week from %d", start[0], start[1])
                        .isEqualTo(ledger(node, start[0], start[1]));
            }
            assertThat(ledger(node, first, first - 1)).containsEntry(List.of(ServerFixture.STORE, "TILL-1"),
                    List.of(5L, 5L));
        }
    }

    private static long total(ServerFixture node) throws SQLException {
        String hours = node.scalar("SELECT SUM(redeemed) FROM redemption_hours");
        assertThat(node.scalar("SELECT COUNT(*) FROM redemptions")).isEqualTo(hours == null ? "0" : hours)
                .isEqualTo(node.scalar("SELECT COALESCE(SUM(redeemed), 0) FROM redemption_days"));
        return hours == null ? 0 : Long.parseLong(hours);
    }

    private static List<Map<List<String>, Long>> rollUp(ServerFixture node) throws SQLException {
        return List.of(grouped(node, "SELECT hour_start, store_id, terminal_id, redeemed FROM redemption_hours"),
                grouped(node, "SELECT day_start, store_id, terminal_id, redeemed FROM redemption_days"));
    }

    private static List<Map<List<String>, Long>> ledgerByHour(ServerFixture node) throws SQLException {
        return List.of(grouped(node, "SELECT redeemed_at - redeemed_at % 3600000, store_id, terminal_id, COUNT(*) "
                        + "FROM redemptions GROUP BY redeemed_at - redeemed_at % 3600000, store_id, terminal_id"),
                grouped(node, "SELECT redeemed_at - redeemed_at % 86400000, store_id, terminal_id, COUNT(*) "
                        + "FROM redemptions GROUP BY redeemed_at - redeemed_at % 86400000, store_id, terminal_id"));
    }

    private static Map<List<String>, Long> grouped(ServerFixture node, String sql) throws SQLException {
        return node.database().read(c -> {
            Map<List<String>, Long> rows = new HashMap<>();
            try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    rows.put(List.of(Long.toString(rs.getLong(1)), rs.getString(2), rs.getString(3)), rs.getLong(4));
                }
            }
            return rows;
        });
    }

    /** The statement the Overview ran before the roll-up, on the ledger itself. */
    private static Map<List<String>, List<Long>> ledger(ServerFixture node, long dayStart, long weekStart)
            throws SQLException {
        return node.database().read((Connection c) -> {
            Map<List<String>, List<Long>> rows = new HashMap<>();
            try (PreparedStatement select = c.prepareStatement(LEDGER_COUNTS)) {
                select.setLong(1, dayStart);
                select.setLong(2, weekStart);
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        rows.put(List.of(rs.getString(1), rs.getString(2)), List.of(rs.getLong(3), rs.getLong(4)));
                    }
                }
            }
            return rows;
        });
    }

    private static Map<List<String>, List<Long>> asLists(Map<List<String>, long[]> tally) {
        Map<List<String>, List<Long>> rows = new HashMap<>();
        tally.forEach((k, n) -> rows.put(k, List.of(n[0], n[1])));
        return rows;
    }
}
