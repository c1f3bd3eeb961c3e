package io.redeemdesk.server.redeem;

import io.redeemdesk.server.Backend;
import io.redeemdesk.server.db.ServerDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sweeper's delete of idempotency records past their retention is planned as an index search, not a scan of
 * the whole table: on a migrated database holding 20,000 records of which 1 % are due, with the planner's
 * statistics gathered, {@code EXPLAIN QUERY PLAN} (SQLite) and {@code EXPLAIN} (PostgreSQL) of the very statement
 * the reaper runs name the index.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class ReapIndexTest {
    private static final int RECORDS = 20_000;
    private static final long NOW = 1_800_000_000_000L;

    @Parameter
    Backend backend;

    @Test
    void theReapersDeleteUsesTheExpiryIndex() throws Exception {
        String url = backend.newDatabase();
        try (ServerDatabase database = ServerDatabase.open(url, 2)) {
            fill(database);
            List<String> plan = database.read(this::plan);

            assertThat(String.join("\n", plan)).contains("idempotency_records_finished_expires")
                    .doesNotContainIgnoringCase("Seq Scan").doesNotContain("SCAN idempotency_records");
            IdempotencyStore store = new IdempotencyStore();
            int reaped = database.inTransaction(c -> store.reapExpired(c, NOW));
            assertThat(reaped).isEqualTo(RECORDS / 100);
        }
    }

    private static void fill(ServerDatabase database) throws SQLException {
        database.inTransaction(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO idempotency_records (terminal_id, "
                    + "request_id, fingerprint, state, code, response_status, response_body, outcome, created_at, "
                    + "expires_at) VALUES ('TILL-1', ?, 'f', 'SUCCEEDED', 'C', 201, '{}', 'REDEEMED', ?, ?)")) {
                for (int i = 0; i < RECORDS; i++) {
                    boolean due = i % 100 == 0;
                    insert.setString(1, "request-" + i);
                    insert.setLong(2, NOW - 1000 - i);
                    insert.setLong(3, due ? NOW - 1 - i : NOW + 86_400_000L + i);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            try (Statement analyze = c.createStatement()) {
                analyze.execute("ANALYZE");
            }
            return null;
        });
    }

    private List<String> plan(Connection c) throws SQLException {
        String explain = backend == Backend.SQLITE ? "EXPLAIN QUERY PLAN " : "EXPLAIN ";
        try (PreparedStatement select = c.prepareStatement(explain + IdempotencyStore.REAP_EXPIRED)) {
            select.setLong(1, NOW);
            List<String> lines = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                int column = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    lines.add(rs.getString(column));
                }
            }
            return lines;
        }
    }
}
