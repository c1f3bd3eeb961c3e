package io.redeemdesk.cli;

import io.redeemdesk.bench.manager.SyntheticLog;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code log --csv} and {@code set-manager-pin --stdin} through picocli as a user runs them: the CSV comes out
 * while the app's outbox is open and being written, bad flags are named, the PIN reaches manager.db.
 */
class LogCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream savedOut;
    private PrintStream savedErr;

    @BeforeEach
    void capture() {
        savedOut = System.out;
        savedErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(savedOut);
        System.setErr(savedErr);
    }

    @Test
    void printsFilteredCsvWhileTheAppHoldsTheOutboxOpenAndWrites() throws Exception {
        Path data = dir.resolve("till");
        new SyntheticLog(11).write(data.resolve("outbox.db"), 2_000, Instant.now(), 30);
        try (Outbox running = Outbox.open(data.resolve("outbox.db"))) {
            String code = VoucherCode.generate(new SecureRandom());
            running.actions().insert(RedeemAction.fresh("a-request-written-while-the-log-runs", code, "STORE-1",
                    "TILL-1", "alice", Instant.now().toEpochMilli()));

            int status = run("log", "--data-dir", data.toString(), "--since", "2000-01-01", "--verdict", "EXPIRED",
                    "--csv");

            assertThat(status).isZero();
            List<String> lines = List.of(out.toString(StandardCharsets.UTF_8).split("\r\n"));
            assertThat(lines.get(0)).isEqualTo(String.join(",", io.redeemdesk.client.manager.store.LogCsv.HEADER));
            assertThat(lines.get(0)).contains(",verdict,").contains("request_id");
            assertThat(lines).hasSizeGreaterThan(10);
            assertThat(lines.subList(1, lines.size())).allSatisfy(l -> assertThat(l.split(",")[3]).isEqualTo("EXPIRED"));

            out.reset();
            assertThat(run("log", "--data-dir", data.toString(), "--state", "PENDING", "--csv")).isZero();
            assertThat(out.toString(StandardCharsets.UTF_8)).contains("a-request-written-while-the-log-runs")
                    .doesNotContain(code);
        }
    }

    @Test
    void badInputIsNamedAndNothingIsPrinted() {
        assertThat(run("log", "--data-dir", dir.toString(), "--verdict", "FINE", "--csv")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--verdict").contains("REDEEMED");
        assertThat(run("log", "--data-dir", dir.toString(), "--since", "yesterday", "--csv")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--since 'yesterday'");
        assertThat(run("log", "--data-dir", dir.resolve("nowhere").toString(), "--csv")).isEqualTo(66);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no outbox at");
        assertThat(out.size()).isZero();
    }

    @Test
    void setManagerPinReadsStdinAndRefusesAShortPin() throws Exception {
        System.setIn(new java.io.ByteArrayInputStream("1234\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(run("set-manager-pin", "--data-dir", dir.toString(), "--stdin")).isEqualTo(65);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("6 to 12 digits");

        System.setIn(new java.io.ByteArrayInputStream("8642097\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(run("set-manager-pin", "--data-dir", dir.toString(), "--stdin")).isZero();
        assertThat(Files.exists(dir.resolve("manager.db"))).isTrue();
        try (var store = io.redeemdesk.client.manager.store.ManagerStore.open(dir.resolve("manager.db"))) {
            assertThat(store.pin()).hasValueSatisfying(p -> assertThat(p.hash().iterations()).isEqualTo(600_000));
        }
    }

    private static int run(String... args) {
        return new CommandLine(new Main()).execute(args);
    }
}
