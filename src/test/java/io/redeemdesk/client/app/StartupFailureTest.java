package io.redeemdesk.client.app;

import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.testing.SmallDisk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/** The words a failed start shows, from real failures, without a toolkit. */
class StartupFailureTest {
    @TempDir
    Path dir;

    @Test
    void aFullDiskSaysSoInPlainWords() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("disk"), 1)) {
            disk.fill();
            Throwable error = catchThrowable(() -> Outbox.open(disk.root().resolve("outbox.db")).close());

            StartupFailure failure = StartupFailure.of(error, disk.root());

            assertThat(failure.headline()).isEqualTo("RedeemDesk cannot start: this till's disk is full");
            assertThat(failure.advice()).startsWith("The data folder " + disk.root() + " has ")
                    .contains("Nothing was redeemed. Call support to make room on this disk")
                    .doesNotContain("SQLite", "Exception", "SQLITE_FULL");
        }
    }

    @Test
    void anExistingOutboxOnAFullDiskSaysTheDiskIsFullToo() throws Exception {
        try (SmallDisk disk = SmallDisk.mount(dir.resolve("disk"), 1)) {
            Outbox.open(disk.root().resolve("outbox.db")).close();
            disk.fill();
            Throwable error = catchThrowable(() -> Outbox.open(disk.root().resolve("outbox.db")).close());

            assertThat(error).isNotNull();
            assertThat(StartupFailure.of(error, disk.root()).headline())
                    .isEqualTo("RedeemDesk cannot start: this till's disk is full");
        }
    }

    @Test
    void aSecondAppOnTheSameDataFolderIsToldWhichOneRuns() throws Exception {
        try (Outbox running = Outbox.open(dir.resolve("outbox.db"))) {
            Throwable error = catchThrowable(() -> Outbox.open(dir.resolve("outbox.db")).close());

            StartupFailure failure = StartupFailure.of(error, dir);

            assertThat(failure.headline()).isEqualTo("RedeemDesk is already running on this till");
            assertThat(failure.advice()).contains("is in use by", "Close that RedeemDesk first");
        }
    }

    @Test
    void anythingElseGivesItsOwnWordsAndWhereTheLogIs() {
        StartupFailure failure = StartupFailure.of(new IllegalStateException("the service URL answers with HTML"),
                dir);

        assertThat(failure.text()).isEqualTo("RedeemDesk could not start\nthe service URL answers with HTML. The log"
                + " in the data folder " + dir + " has the details; call support if starting again does not help.");
    }
}
