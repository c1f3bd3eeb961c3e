package io.redeemdesk.bench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.cli.Main;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench console} end to end on a small fill (SQLite): its last line is the JSON the issue specifies, with
 * exactly its five fields, every page timed and as many redemptions as vouchers; bad flags stop it at once.
 */
class ConsoleBenchCommandTest {

    @Test
    void aSmallFillPrintsTheJsonLineWithExactlyTheIssuesFields() throws Exception {
        CommandRun run = CommandRun.of(new Main(), "bench", "console", "--db", "sqlite", "--vouchers", "2000",
                "--requests", "3");

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        JsonNode json = new ObjectMapper().readTree(lines.get(lines.size() - 1));
        assertThat(json.fieldNames()).toIterable()
                .containsExactly("pages", "vouchers", "redemptions", "p95_ms", "max_ms");
        assertThat(json.get("pages").asInt()).isEqualTo(18);
        assertThat(json.get("vouchers").asLong()).isEqualTo(2000);
        assertThat(json.get("redemptions").asLong()).isBetween(1900L, 2100L);
        assertThat(json.get("p95_ms").asDouble()).isPositive().isLessThanOrEqualTo(json.get("max_ms").asDouble());
        assertThat(lines.get(lines.size() - 2)).startsWith("sqlite, filled in ").contains("voucher ")
                .contains("; downloads (not pages): batch-csv ");
    }

    @Test
    void badFlagsAreRefusedBeforeAnythingStarts() {
        CommandRun run = CommandRun.of(new Main(), "bench", "console", "--db", "mysql");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--db is sqlite or postgres");
    }
}
