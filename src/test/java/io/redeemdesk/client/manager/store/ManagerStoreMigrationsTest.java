package io.redeemdesk.client.manager.store;

import io.redeemdesk.sqlite.SqliteFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** manager.db goes through the same migration runner as the outbox: created at version 1, a newer one refused. */
class ManagerStoreMigrationsTest {
    @TempDir
    Path dir;

    @Test
    void aNewManagerDbIsCreatedAtTheNewestVersionAndOpensAgain() throws Exception {
        Path file = dir.resolve("manager.db");
        try (ManagerStore store = ManagerStore.open(file)) {
            store.record(new ManagerEvent(1, "玛丽亚", "UNLOCK", null, null));
        }
        try (ManagerStore again = ManagerStore.open(file)) {
            assertThat(again.pin()).isEmpty();
        }
        try (Connection c = SqliteFile.openReadOnly(file); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            assertThat(rs.getInt(1)).isEqualTo(1);
        }
    }

    @Test
    void aManagerDbFromANewerReleaseIsRefusedWithWhatToDo() throws Exception {
        Path file = dir.resolve("manager.db");
        try (Connection c = SqliteFile.openWritable(file); Statement st = c.createStatement()) {
            st.executeUpdate("PRAGMA user_version = 7");
        }
        assertThatThrownBy(() -> ManagerStore.open(file)).hasMessageContaining("manager.db")
                .hasMessageContaining("newer RedeemDesk (schema 7, this version knows 1)")
                .hasMessageContaining("install the newer version");
    }
}
