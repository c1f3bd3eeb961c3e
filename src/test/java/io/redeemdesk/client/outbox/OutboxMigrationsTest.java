package io.redeemdesk.client.outbox;

import io.redeemdesk.sqlite.SqliteFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** An outbox written by the first release upgrades in place; one from a newer release is refused clearly. */
class OutboxMigrationsTest {
    @TempDir
    Path dir;

    @Test
    void aVersionOneOutboxUpgradesAndKeepsItsActions() throws Exception {
        Path file = dir.resolve("outbox.db");
        try (Connection c = SqliteFile.openWritable(file); Statement st = c.createStatement()) {
            String v1 = new String(getClass().getResourceAsStream("/db/outbox/V1__outbox.sql").readAllBytes(),
                    StandardCharsets.UTF_8).replaceAll("(?m)^--.*$", "");
            for (String sql : v1.split(";")) {
                if (!sql.isBlank()) {
                    st.executeUpdate(sql);
                }
            }
            st.executeUpdate("PRAGMA user_version = 1");
            st.executeUpdate("INSERT INTO actions (request_id, code, store_id, terminal_id, cashier_id, created_at, "
                    + "state, attempts, next_attempt_at, offline_accepted, honoured) "
                    + "VALUES ('r1', 'C', 'S', 'T', 'A', 1, 'UNKNOWN', 2, 1, 1, 1)");
        }

        try (Outbox outbox = Outbox.open(file)) {
            RedeemAction action = outbox.status().find("r1").orElseThrow();
            assertThat(action.maybeDelivered()).isTrue();
            assertThat(action.wireOffline()).as("V1 sent its offline flag as offline_accepted").isTrue();
            assertThat(outbox.status().offlineExposure(0).count()).isEqualTo(1);
            assertThat(action.kind()).as("V6: every older action is a redemption").isEqualTo(ActionKind.REDEEM);
            assertThat(action.sale()).isNull();
        }
        try (Connection c = SqliteFile.openReadOnly(file); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            assertThat(rs.getInt(1)).isEqualTo(6);
        }
    }

    @Test
    void anOutboxFromANewerReleaseIsRefusedWithWhatToDo() throws Exception {
        Path file = dir.resolve("outbox.db");
        try (Connection c = SqliteFile.openWritable(file); Statement st = c.createStatement()) {
            st.executeUpdate("PRAGMA user_version = 99");
        }
        assertThatThrownBy(() -> Outbox.open(file)).hasMessageContaining("newer RedeemDesk")
                .hasMessageContaining("install the newer version");
        assertThatThrownBy(() -> Outbox.open(file)).as("the refused open released its lock")
                .isNotInstanceOf(OutboxLockedException.class).hasMessageContaining("newer RedeemDesk");
    }
}
