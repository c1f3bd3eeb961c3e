package io.redeemdesk.bench.cli;

import io.redeemdesk.cli.CommandRun;
import io.redeemdesk.cli.Main;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code bench scan} refuses a JVM choice it does not know before it starts a service or a till. */
class BenchScanCommandTest {

    @Test
    void anUnknownTillJvmIsRefusedBeforeAnythingStarts() {
        CommandRun run = CommandRun.of(new Main(), "bench", "scan", "--till-jvm", "fast");

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--till-jvm 'fast' is not allowed; allowed: launcher or default");
    }
}
