package io.redeemdesk.sqlite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The settings every writable connection gets, read back from SQLite itself: WAL, {@code synchronous=FULL},
 * foreign keys, a savepoint's undo pages kept in memory rather than in a temporary file written for every write
 * of a group commit, and a page cache of 32 MB instead of SQLite's 2 MB.
 */
class SqliteFileTest {
    @TempDir
    Path dir;

    @Test
    void aWritableConnectionIsSetUpForTheOneWriter() throws SQLException {
        try (Connection c = SqliteFile.openWritable(dir.resolve("settings.db"))) {
            assertThat(pragma(c, "journal_mode")).isEqualTo("wal");
            assertThat(pragma(c, "synchronous")).as("FULL").isEqualTo("2");
            assertThat(pragma(c, "foreign_keys")).isEqualTo("1");
            assertThat(pragma(c, "temp_store")).as("MEMORY").isEqualTo("2");
            assertThat(pragma(c, "cache_size")).as("KiB").isEqualTo("-32768");
        }
    }

    @Test
    void theServicesPoolGetsTheSameSettings() throws SQLException {
        try (Connection c = SqliteFile.dataSource("jdbc:sqlite:" + dir.resolve("pool.db"),
                SqliteFile.TILL_BUSY_TIMEOUT).getConnection()) {
            assertThat(pragma(c, "temp_store")).isEqualTo("2");
            assertThat(pragma(c, "cache_size")).isEqualTo("-32768");
        }
    }

    private static String pragma(Connection c, String name) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA " + name)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
