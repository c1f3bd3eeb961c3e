package io.redeemdesk.acceptance;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every command and endpoint that docs/operations.md and docs/api.md name was run by a journey of this package in
 * this build (OperatorJourneyTest: the service and its administration; TillJourneyTest: the till's commands), and nothing a journey ran is undocumented. Runs last, alone ({@code @Order} with the class orderer the
 * acceptance execution sets, and {@code @Isolated}: after every journey running beside another has ended); the
 * journeys leave what they ran in {@link Executed}'s files.
 *
 * <p>How to extend: a new command or endpoint needs no change here; document it, and run it in a journey through
 * {@link Jar} or {@link Http}. A new journey class records into its own {@code Executed} (see there). A section that
 * is deliberately not run by any journey goes into {@link #NOT_RUN_BY_JOURNEYS} with the reason.
 */
@Order(Integer.MAX_VALUE)
@Isolated
class DocumentedCommandsTest {
    /** Sections of the docs no journey runs, and why. */
    static final Map<String, String> NOT_RUN_BY_JOURNEYS = Map.of("## Benchmarks",
            "each bench runs for minutes; the bench tests (ServerBenchCommandTest, …) run them small");

    private static Set<String> documented() throws Exception {
        Set<String> documented = new TreeSet<>();
        for (String doc : List.of("docs/operations.md", "docs/api.md")) {
            documented.addAll(DocumentedCommands.in(Files.readString(Path.of(doc), StandardCharsets.UTF_8),
                    NOT_RUN_BY_JOURNEYS.keySet()));
        }
        return documented;
    }

    @Test
    void theDocsAreReadAsTheyAreWritten() throws Exception {
        assertThat(documented()).contains("command server", "command " + Executed.CASHIER_APP, "command server create-terminal",
                "command server enable-terminal", "command server enrollment-code", "command enroll",
                "command set-manager-pin", "command log", "command decode",
                "endpoint POST /v1/redemptions", "endpoint POST /v1/admin/terminals/{id}/enable",
                "endpoint POST /v1/admin/enrollment-codes", "endpoint GET /v1/info")
                .doesNotContain("command bench", "command mvn", "command xvfb-run");
        assertThat(DocumentedCommands.in("| `server a-b --x` / `c-d` | `server e-f --id 1` / `g-h --id 1` |\n`tool FILE…` `GET /x`"
                + " `POST /y/z`, `…/w`\n## Skipped\n`server hidden`", Set.of("## Skipped")))
                .containsExactly("command server a-b", "command server c-d", "command server e-f", "command server g-h",
                        "command tool", "endpoint GET /x",
                        "endpoint POST /y/w", "endpoint POST /y/z");
    }

    @Test
    void everyDocumentedCommandAndEndpointRanInAJourney() throws Exception {
        List<Path> files = Executed.files();
        assertThat(files).as("no journey ran in this build: run OperatorJourneyTest (mvn verify)").isNotEmpty();
        for (Path file : files) {
            assertThat(Files.getLastModifiedTime(file)).as(file + " is older than the jar: stale")
                    .isGreaterThan(Files.getLastModifiedTime(Jar.JAR));
        }
        Set<String> documented = documented();
        Set<String> executed = Executed.all(files);

        Set<String> notRun = new TreeSet<>(documented);
        notRun.removeAll(executed);
        assertThat(notRun).as("documented but run by no journey").isEmpty();

        Set<String> undocumented = new TreeSet<>(executed);
        undocumented.removeAll(documented);
        assertThat(undocumented).as("run by a journey but not documented").isEmpty();
        System.out.println("documented: " + documented.size() + " " + documented);
    }
}
