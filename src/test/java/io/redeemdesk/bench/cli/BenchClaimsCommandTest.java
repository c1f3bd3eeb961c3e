package io.redeemdesk.bench.cli;

import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.cli.Main;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench claims} end to end on a small flood (SQLite): its last line is the JSON the issue specifies, with
 * exactly the stock issued, nothing oversold or lost and nobody over the limit; bad flags stop it at once.
 */
class BenchClaimsCommandTest {

    @Test
    void aSmallFloodPrintsTheJsonLineWithTheStockIssuedExactlyOnce() throws Exception {
        CommandRun run = CommandRun.of(new Main(), "bench", "claims", "--db", "sqlite", "--stock", "30",
                "--customers", "60", "--clients", "8", "--concurrency", "4");

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        JsonNode json = new ObjectMapper().readTree(lines.get(lines.size() - 1));
        assertThat(json.fieldNames()).toIterable().contains("stock", "issued", "oversold", "lost",
                "limit_violations", "replayed", "rate_limited", "p50_ms", "p99_ms", "throughput_rps",
                "raw_db_tx_per_s", "ratio_to_raw");
        assertThat(json.get("stock").asInt()).isEqualTo(30);
        assertThat(json.get("issued").asInt()).isEqualTo(30);
        assertThat(json.get("oversold").asInt()).isZero();
        assertThat(json.get("lost").asInt()).isZero();
        assertThat(json.get("limit_violations").asInt()).isZero();
        assertThat(json.get("raw_db_tx_per_s").asDouble()).isPositive();
        assertThat(json.get("concurrency_per_node").asInt()).isEqualTo(4);
    }

    @Test
    void badFlagsAreRefusedBeforeAnythingStarts() {
        CommandRun run = CommandRun.of(new Main(), "bench", "claims", "--db", "sqlite", "--nodes", "3");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--nodes must be 1 for sqlite");
    }
}
