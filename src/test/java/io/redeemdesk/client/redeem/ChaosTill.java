package io.redeemdesk.client.redeem;

import io.redeemdesk.client.outbox.Outbox;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The till as a child process for crash tests. {@code hold <data-dir>}: open the outbox and wait to be killed.
 * {@code redeem <data-dir> <url> <token> <codes-file>}: scan every code of the file (again, after a restart:
 * the engine must answer repeats from the outbox), wait until the queue is empty, exit 0.
 * {@code sale …}: the till in sale mode, see {@link SaleChaosTill}.
 */
public final class ChaosTill {
    private ChaosTill() {
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args[1]);
        if (args[0].equals("sale")) {
            SaleChaosTill.run(args);
            return;
        }
        if (args[0].equals("hold")) {
            try (Outbox outbox = Outbox.open(data.resolve("outbox.db"))) {
                System.out.println("READY");
                System.out.flush();
                Thread.sleep(Long.MAX_VALUE);
            }
            return;
        }
        List<String> codes = Files.readAllLines(Path.of(args[4]));
        EngineSettings settings = TestTill.fastAccepting(1_000_000).withTiming(Duration.ofMillis(20),
                Duration.ofMillis(200), Duration.ofSeconds(2), Duration.ofMillis(50));
        try (TestTill till = new TestTill(data, args[2], args[3], settings)) {
            System.out.println("STARTED");
            System.out.flush();
            for (String code : codes) {
                till.redeem(code);
                Thread.sleep(5);
            }
            while (till.outbox.status().queueSummary().queued() > 0) {
                Thread.sleep(20);
            }
            System.out.println("DRAINED");
            System.out.flush();
        }
        System.exit(0);
    }
}
