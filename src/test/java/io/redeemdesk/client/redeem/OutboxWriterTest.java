package io.redeemdesk.client.redeem;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Group commit: writes queued together commit together (durable, grouped and relaxed ones mixed), and one
 * failing write is undone alone.
 */
class OutboxWriterTest {
    @TempDir
    Path dir;

    @Test
    void aFailingWriteInABatchIsUndoneAloneAndTheOthersAreCommitted() throws Exception {
        Path file = dir.resolve("w.db");
        try (Connection setup = SqliteFiles.openWritable(file); Statement st = setup.createStatement()) {
            st.executeUpdate("CREATE TABLE t (x INTEGER PRIMARY KEY, note TEXT)");
        }
        List<CompletableFuture<Integer>> writes = new ArrayList<>();
        try (OutboxWriter writer = new OutboxWriter(SqliteFiles.openWritable(file))) {
            for (int i = 0; i < 40; i++) {
                int x = i;
                writes.add(writer.submit(c -> {
                    insert(c, x == 17 ? 1000 : x);
                    if (x == 17) {
                        insert(c, 3);
                    }
                    return x;
                }, OutboxWriter.Commit.values()[x % 3]));
            }
            for (int i = 0; i < 40; i++) {
                int index = i;
                if (i == 17) {
                    assertThatThrownBy(() -> OutboxWriter.await(writes.get(index))).isInstanceOf(SQLException.class);
                } else {
                    assertThat(OutboxWriter.await(writes.get(i))).isEqualTo(i);
                }
            }
        }
        try (Connection check = SqliteFiles.openReadOnly(file); Statement st = check.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*), SUM(x = 1000) FROM t")) {
            assertThat(rs.getInt(1)).isEqualTo(39);
            assertThat(rs.getInt(2)).as("the failed write's first insert was rolled back").isZero();
        }
    }

    @Test
    void writesAfterCloseAreRefusedClearly() throws Exception {
        OutboxWriter writer = new OutboxWriter(SqliteFiles.openWritable(dir.resolve("closed.db")));
        writer.close();
        assertThatThrownBy(() -> writer.write(c -> 1)).isInstanceOf(SQLException.class)
                .hasMessageContaining("closed");
    }

    private static void insert(Connection c, int x) throws SQLException {
        try (PreparedStatement st = c.prepareStatement("INSERT INTO t (x) VALUES (?)")) {
            st.setInt(1, x);
            st.executeUpdate();
        }
    }
}
