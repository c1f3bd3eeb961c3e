package io.redeemdesk.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench server --db postgres} where embedded PostgreSQL is missing (the installed app image) stops at once
 * with exit status 2 and says to pass {@code --jdbc-url}; nothing is started.
 */
class ServerBenchCommandTest {
    private record Run(int exit, String out, String err) {
    }

    private static Run run(Object command, String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(outBytes, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(errBytes, true, StandardCharsets.UTF_8));
            int exit = new CommandLine(command).execute(args);
            return new Run(exit, outBytes.toString(StandardCharsets.UTF_8), errBytes.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void withoutEmbeddedPostgresTheBenchAsksForAJdbcUrlAndExits2() {
        Run run = run(new ServerBenchCommand(() -> false), "--db", "postgres", "--nodes", "3");

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
        Run run = run(new Main(), "bench", "server", "--db", "mysql");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--db must be sqlite or postgres, not 'mysql'");
    }
}
