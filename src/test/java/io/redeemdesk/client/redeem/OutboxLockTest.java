package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.OutboxLockedException;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.sqlite.SqliteFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetAddress;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** One process owns an outbox; a second one is told which; readers still read; a dead owner frees it. */
class OutboxLockTest {
    @TempDir
    Path dir;

    @Test
    void aSecondProcessGetsAnErrorNamingTheRunningOneAndReadersStillRead() throws Exception {
        Path file = dir.resolve("outbox.db");
        try (Outbox first = Outbox.open(file)) {
            first.actions().insert(RedeemAction.fresh(UUID.randomUUID().toString(), "CODE", "S", "T", "C", 1));
        }
        ChildTill owner = ChildTill.start(dir.resolve("child.log"), "hold", dir.toString());
        try {
            assertThat(owner.awaitLine("READY")).isTrue();

            assertThatThrownBy(() -> Outbox.open(file))
                    .isInstanceOf(OutboxLockedException.class)
                    .hasMessageContaining("pid=" + owner.pid())
                    .hasMessageContaining("host=" + InetAddress.getLocalHost().getHostName())
                    .hasMessageContaining("started=")
                    .hasMessageContaining(file.toAbsolutePath().toString());
            try (Connection reader = SqliteFile.openReadOnly(file); Statement st = reader.createStatement();
                 ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM actions")) {
                assertThat(rs.getInt(1)).isEqualTo(1);
            }
        } finally {
            owner.kill();
        }
        try (Outbox after = Outbox.open(file)) {
            assertThat(after.status().queueSummary().queued()).isEqualTo(1);
        }
    }

    @Test
    void theSameProcessOpeningItTwiceIsRefusedToo() throws Exception {
        Path file = dir.resolve("outbox.db");
        try (Outbox first = Outbox.open(file)) {
            assertThatThrownBy(() -> Outbox.open(file)).isInstanceOf(OutboxLockedException.class)
                    .hasMessageContaining("this same process");
        }
    }
}
