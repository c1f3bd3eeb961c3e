package io.redeemdesk.bench.cli;

import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.cli.Main;
import org.junit.jupiter.api.Test;

import java.net.URL;
import java.net.URLClassLoader;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench server --db postgres} where embedded PostgreSQL is missing (the installed app image) stops at once
 * with exit status 2 and says to pass {@code --jdbc-url}; nothing is started.
 */
class ServerBenchCommandTest {


    @Test
    void withoutEmbeddedPostgresTheBenchAsksForAJdbcUrlAndExits2() {
        CommandRun run = CommandRun.of(new ServerBenchCommand(() -> false), "--db", "postgres", "--nodes", "3");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("bench server --db postgres: this installation has no embedded PostgreSQL")
                .contains("Pass --jdbc-url jdbc:postgresql://HOST:PORT/DB");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void theCheckLooksForEmbeddedPostgresOnTheClassPath() throws Exception {
        try (URLClassLoader withoutIt = new URLClassLoader(new URL[0], ClassLoader.getPlatformClassLoader())) {
            assertThat(ServerBenchCommand.embeddedPostgresOn(withoutIt)).isFalse();
        }
        assertThat(ServerBenchCommand.embeddedPostgresOn(ServerBenchCommand.class.getClassLoader())).isTrue();
    }

    @Test
    void theInstalledCommandLineReachesTheBenchAndRefusesABadDbBeforeStartingAnything() {
        CommandRun run = CommandRun.of(new Main(), "bench", "server", "--db", "mysql");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--db must be sqlite or postgres, not 'mysql'");
    }

    @Test
    void anUnknownMixIsRefusedBeforeStartingAnything() {
        CommandRun run = CommandRun.of(new Main(), "bench", "server", "--db", "sqlite", "--mix", "lunch");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--mix must be redeem or sale, not 'lunch'");
        assertThat(run.out()).isEmpty();
    }
}
