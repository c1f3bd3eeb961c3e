package io.redeemdesk.server.batch;

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
 * A page of the console's batch list after a key is a search of V13's indexes, not a walk from the newest batch:
 * on a migrated database of 20,000 batches of two templates (one of them rare) with the planner's statistics gathered, the plan of the
 * page (of all batches, and of one template) names the key index and sorts nothing.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class BatchListPlanTest {
    private static final int BATCHES = 20_000;

    @Parameter
    Backend backend;

    @Test
    void aPageAfterAKeyIsAnIndexSearch() throws Exception {
        try (ServerDatabase database = ServerDatabase.open(backend.newDatabase(), 2)) {
            database.inTransaction(BatchListPlanTest::fill);

            String all = database.read(c -> plan(c, false));
            String ofTemplate = database.read(c -> plan(c, true));

            assertThat(all).contains("issue_batches_created").doesNotContainIgnoringCase("Seq Scan")
                    .doesNotContainIgnoringCase("sort").doesNotContain("SCAN issue_batches\n");
            assertThat(ofTemplate).contains("issue_batches_template_created").doesNotContainIgnoringCase("Seq Scan")
                    .doesNotContainIgnoringCase("sort");
            List<IssueBatches.Summary> page = new BatchList(database).page("t1",
                    new BatchList.Key(BATCHES / 2, "b"), 25);
            assertThat(page).hasSize(25).allSatisfy(b -> assertThat(b.templateId()).isEqualTo("t1"));
            assertThat(page.get(0).createdAt()).isLessThan(BATCHES / 2);
        }
    }

    private static Void fill(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("INSERT INTO voucher_templates (id, name, value_cents, currency) VALUES ('t0', 'T', 100, 'EUR'), "
                    + "('t1', 'T', 100, 'EUR')");
        }
        try (PreparedStatement batch = c.prepareStatement("INSERT INTO issue_batches (id, kind, template_id, size, "
                + "actor, created_at) VALUES (?, 'ISSUE', ?, 1, 'test', ?)")) {
            for (int i = 0; i < BATCHES; i++) {
                batch.setString(1, "b" + i);
                batch.setString(2, i % 100 == 0 ? "t1" : "t0");
                batch.setLong(3, i);
                batch.addBatch();
            }
            batch.executeBatch();
        }
        try (Statement s = c.createStatement()) {
            s.execute("ANALYZE");
        }
        return null;
    }

    private String plan(Connection c, boolean ofTemplate) throws SQLException {
        String explain = backend == Backend.SQLITE ? "EXPLAIN QUERY PLAN " : "EXPLAIN ";
        try (PreparedStatement select = c.prepareStatement(explain + BatchList.sql(ofTemplate, true))) {
            int n = 1;
            if (ofTemplate) {
                select.setString(n++, "t1");
            }
            select.setLong(n++, BATCHES / 2);
            select.setString(n++, "b");
            select.setInt(n, 25);
            List<String> lines = new ArrayList<>();
            try (ResultSet rs = select.executeQuery()) {
                int column = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    lines.add(rs.getString(column));
                }
            }
            return String.join("\n", lines) + "\n";
        }
    }
}
