package io.redeemdesk.sqlite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Group commit: writes queued together commit together (durable, grouped and relaxed ones mixed), and one
 * failing write is undone alone. Background writes (the drain's in-flight marks and outcomes) wait a few
 * milliseconds for company; a foreground write ends that wait, and a lone background write still commits. Closing
 * commits what is queued; a write after closing is refused.
 */
class GroupCommitTest {
    @TempDir
    Path dir;

    @Test
    void aFailingWriteInABatchIsUndoneAloneAndTheOthersAreCommitted() throws Exception {
        Path file = table("w.db");
        List<CompletableFuture<Integer>> writes = new ArrayList<>();
        try (SingleWriter writer = new SingleWriter(SqliteFile.openWritable(file), "test-writer", SingleWriter.LINGER)) {
            for (int i = 0; i < 40; i++) {
                int x = i;
                writes.add(writer.submit(c -> {
                    insert(c, x == 17 ? 1000 : x);
                    if (x == 17) {
                        insert(c, 3);
                    }
                    return x;
                }, SingleWriter.Commit.values()[x % 3]));
            }
            for (int i = 0; i < 40; i++) {
                int index = i;
                if (i == 17) {
                    assertThatThrownBy(() -> SingleWriter.await(writes.get(index))).isInstanceOf(SQLException.class);
                } else {
                    assertThat(SingleWriter.await(writes.get(i))).isEqualTo(i);
                }
            }
        }
        try (Connection check = SqliteFile.openReadOnly(file); Statement st = check.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*), SUM(x = 1000) FROM t")) {
            assertThat(rs.getInt(1)).isEqualTo(39);
            assertThat(rs.getInt(2)).as("the failed write's first insert was rolled back").isZero();
        }
    }

    @Test
    void backgroundWritesWaitForCompanyAndAForegroundWriteEndsTheWaitWithAllInOneCommit() throws Exception {
        Path file = table("linger.db");
        try (SingleWriter writer = new SingleWriter(SqliteFile.openWritable(file), "test-writer", Duration.ofMinutes(1));
             Connection reader = SqliteFile.openReadOnly(file)) {
            CompletableFuture<Integer> mark = writer.submit(c -> insert(c, 1), SingleWriter.Commit.RELAXED);
            CompletableFuture<Integer> outcome = writer.submit(c -> insert(c, 2), SingleWriter.Commit.GROUPED);
            Thread.sleep(300);
            assertThat(mark).as("an in-flight mark waits for company").isNotDone();
            assertThat(outcome).as("so does a drain outcome").isNotDone();
            assertThat(count(reader)).isZero();

            int seenBeforeCommit = writer.write(c -> {
                insert(c, 3);
                return count(reader);
            });

            assertThat(seenBeforeCommit).as("the waiting writes were still uncommitted when the scan joined them")
                    .isZero();
            assertThat(mark.get(10, TimeUnit.SECONDS)).isEqualTo(1);
            assertThat(outcome.get(10, TimeUnit.SECONDS)).isEqualTo(2);
            assertThat(count(reader)).isEqualTo(3);
        }
    }

    @Test
    void aLoneInFlightMarkIsCommittedWhenTheFiveMillisecondWaitEnds() throws Exception {
        assertThat(SingleWriter.LINGER).isEqualTo(Duration.ofMillis(5));
        Path file = table("lone.db");
        try (SingleWriter writer = new SingleWriter(SqliteFile.openWritable(file), "test-writer", SingleWriter.LINGER);
             Connection reader = SqliteFile.openReadOnly(file)) {
            CompletableFuture<Integer> mark = writer.submit(c -> insert(c, 1), SingleWriter.Commit.RELAXED);

            assertThat(mark.get(10, TimeUnit.SECONDS)).isEqualTo(1);
            assertThat(count(reader)).as("committed with no other write coming").isEqualTo(1);
        }
    }

    @Test
    void writesAfterCloseAreRefusedClearly() throws Exception {
        SingleWriter writer = new SingleWriter(SqliteFile.openWritable(dir.resolve("closed.db")), "test-writer",
                SingleWriter.LINGER);
        writer.close();
        assertThatThrownBy(() -> writer.write(c -> 1)).isInstanceOf(SQLException.class)
                .hasMessageContaining("closed");
    }

    @Test
    void closingCommitsTheWritesAlreadyQueued() throws Exception {
        Path file = table("shutdown.db");
        SingleWriter writer = new SingleWriter(SqliteFile.openWritable(file), "test-writer", SingleWriter.LINGER);
        List<CompletableFuture<Integer>> queued = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            int x = i;
            queued.add(writer.submit(c -> insert(c, x), SingleWriter.Commit.GROUPED));
        }
        writer.close();
        for (int i = 0; i < 20; i++) {
            assertThat(queued.get(i)).as("write %d", i).isCompletedWithValue(i);
        }
        try (Connection reader = SqliteFile.openReadOnly(file)) {
            assertThat(count(reader)).isEqualTo(20);
        }
    }

    private Path table(String name) throws SQLException {
        Path file = dir.resolve(name);
        try (Connection setup = SqliteFile.openWritable(file); Statement st = setup.createStatement()) {
            st.executeUpdate("CREATE TABLE t (x INTEGER PRIMARY KEY, note TEXT)");
        }
        return file;
    }

    private static int insert(Connection c, int x) throws SQLException {
        try (PreparedStatement st = c.prepareStatement("INSERT INTO t (x) VALUES (?)")) {
            st.setInt(1, x);
            st.executeUpdate();
        }
        return x;
    }

    /** The rows another connection sees: only committed ones. */
    private static int count(Connection reader) throws SQLException {
        try (Statement st = reader.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM t")) {
            return rs.getInt(1);
        }
    }
}
