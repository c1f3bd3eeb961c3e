package io.redeemdesk.sqlite;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
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
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The one SQLite writer on a real file, as the service uses it: concurrent transactions commit together, a failing one rolls back alone,
 * and its cached statements are reused, also when one is asked for again while still open.
 */
class SingleWriterTest {
    @TempDir
    Path dir;

    private Path file;
    private SingleWriter writer;

    @BeforeEach
    void open() throws SQLException {
        file = dir.resolve("writer.db");
        try (Connection c = SqliteFile.openWritable(file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, owner TEXT NOT NULL)");
        }
        writer = new SingleWriter(SqliteFile.openWritable(file), "test-writer", Duration.ZERO);
    }

    @AfterEach
    void close() throws SQLException {
        writer.close();
    }

    private static int insert(Connection c, int id, String owner) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO rows (id, owner) VALUES (?, ?)")) {
            insert.setInt(1, id);
            insert.setString(2, owner);
            return insert.executeUpdate();
        }
    }

    @Test
    void aFailingTransactionRollsBackAloneWhileItsNeighboursCommit() throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(16);
        List<CompletableFuture<Integer>> results = new ArrayList<>();
        for (int job = 0; job < 200; job++) {
            int n = job;
            results.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return writer.write(c -> {
                        insert(c, n * 10, "job-" + n);
                        insert(c, n * 10 + 1, "job-" + n);
                        if (n % 7 == 3) {
                            insert(c, n * 10, "duplicate");
                        }
                        return n;
                    });
                } catch (SQLException e) {
                    throw new CompletionException(e);
                }
            }, callers));
        }
        int failed = 0;
        for (int job = 0; job < 200; job++) {
            if (job % 7 == 3) {
                int n = job;
                assertThatThrownBy(() -> results.get(n).join()).hasRootCauseInstanceOf(SQLException.class);
                failed++;
            } else {
                assertThat(results.get(job).join()).isEqualTo(job);
            }
        }
        callers.shutdown();

        assertThat(count("SELECT COUNT(*) FROM rows")).isEqualTo(2L * (200 - failed));
        assertThat(count("SELECT COUNT(*) FROM rows WHERE owner = 'job-3' OR owner = 'duplicate'")).isZero();
        assertThat(count("SELECT COUNT(*) FROM rows WHERE owner = 'job-4'")).isEqualTo(2);
    }

    @Test
    void aStatementAskedForAgainWhileOpenIsASecondOne() throws Exception {
        writer.write(c -> {
            insert(c, 1, "a");
            insert(c, 2, "b");
            return null;
        });
        List<String> pairs = writer.write(c -> {
            List<String> found = new ArrayList<>();
            String sql = "SELECT owner FROM rows WHERE id = ?";
            try (PreparedStatement outer = c.prepareStatement(sql)) {
                outer.setInt(1, 1);
                try (ResultSet a = outer.executeQuery()) {
                    a.next();
                    try (PreparedStatement inner = c.prepareStatement(sql)) {
                        inner.setInt(1, 2);
                        try (ResultSet b = inner.executeQuery()) {
                            b.next();
                            found.add(a.getString(1) + b.getString(1));
                        }
                    }
                }
            }
            return found;
        });
        assertThat(pairs).containsExactly("ab");
    }

    private long count(String sql) throws SQLException {
        try (Connection c = SqliteFile.openReadOnly(file); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
