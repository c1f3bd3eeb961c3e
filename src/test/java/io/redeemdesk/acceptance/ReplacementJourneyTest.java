package io.redeemdesk.acceptance;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Refund by replacement on the built jar: {@code server replace} while a node runs on the same SQLite file (run
 * twice: the second run shows the first replacement and issues nothing), the HTTP endpoint with its replay, the
 * refusals in plain words, and both vouchers' history naming the other, with a Chinese reason intact.
 */
class ReplacementJourneyTest {
    private static final Executed EXECUTED = new Executed("ReplacementJourneyTest");
    private static final String REASON = "退货退款 订单 1042";

    @TempDir
    Path work;

    @BeforeAll
    static void freshRecord() {
        assertThat(Jar.JAR).as("build it first: mvn package").exists();
        EXECUTED.reset();
    }

    @Test
    void aRefundedVoucherIsReplacedOnceByTheCommandAndTheApi() throws Exception {
        Jar jar = new Jar(EXECUTED, work, Map.of("XDG_CONFIG_HOME", dir("config"), "XDG_DATA_HOME", dir("data"),
                "XDG_STATE_HOME", dir("state")));
        Http http = new Http(EXECUTED);
        String db = "jdbc:sqlite:" + work.resolve("server.db");
        try (ServerProcess node = ServerProcess.start(jar, "server", "--port", "0", "--db", db)) {
            String url = node.url();
            String admin = ok(jar.run("server", "create-admin-token", "--name", "ops", "--db", db)).lastLine();
            String till = ok(jar.run("server", "create-terminal", "--id", "TILL-1", "--store", "S1", "--db", db))
                    .lastLine();
            ok(jar.run("server", "create-template", "--id", "gift-20", "--name", "礼品券 20", "--value", "20.00",
                    "--db", db));
            Path csv = work.resolve("vouchers.csv");
            ok(jar.run("server", "issue", "--template", "gift-20", "--count", "3", "--out", csv.toString(),
                    "--db", db));
            List<String> codes = Files.readAllLines(csv, StandardCharsets.UTF_8).stream().skip(1)
                    .map(line -> line.split(",")[0]).toList();
            for (String code : codes.subList(0, 2)) {
                Http.Answer redeemed = http.redeem(url, till, Http.newKey(), code, "TILL-1");
                assertThat(redeemed.status()).as(redeemed.body()).isEqualTo(201);
            }

            String[] replace = {"server", "replace", "--code", codes.get(0), "--reason", REASON, "--by", "alice",
                    "--db", db};
            Jar.Run first = ok(jar.run(replace));
            String newCode = first.lastLine().replaceAll(".* replaced by (\\S+) .*", "$1");
            assertThat(first.lastLine()).startsWith("use 1 of voucher ").contains("(template gift-20)");
            Jar.Run again = ok(jar.run(replace));
            assertThat(again.lastLine()).startsWith("this replacement was issued before, by this command: ")
                    .contains("replaced by " + newCode);
            Jar.Run otherReason = jar.run("server", "replace", "--code", codes.get(0), "--reason", "typo", "--db", db);
            assertThat(otherReason.exit()).isEqualTo(1);
            assertThat(otherReason.err()).contains("was already replaced by " + newCode, "admin:alice");
            Jar.Run unused = jar.run("server", "replace", "--code", codes.get(2), "--reason", REASON, "--db", db);
            assertThat(unused.exit()).isEqualTo(1);
            assertThat(unused.err().strip()).startsWith("Only a used voucher can be replaced; ").endsWith(" is UNUSED")
                    .doesNotContain("Exception");
            assertThat(jar.run("server", "replace", "--code", codes.get(0), "--reason", " ", "--db", db).exit())
                    .isEqualTo(65);

            Jar.Run oldHistory = ok(jar.run("server", "history", "--code", codes.get(0), "--db", db));
            assertThat(oldHistory.out()).contains("replaced by " + newCode + " (use 1) by admin:alice",
                    "replaced by " + newCode + " (use 1): " + REASON);
            Jar.Run newHistory = ok(jar.run("server", "history", "--code", newCode, "--db", db));
            assertThat(newHistory.out()).contains("status UNUSED", "replacement for " + codes.get(0) + " (use 1)",
                    REASON);

            String key = Http.newKey();
            String body = "{\"reason\":\"" + REASON + "\"}";
            Map<String, String> second = Map.of("code", codes.get(1));
            Http.Answer made = http.post(url, "/v1/admin/vouchers/{code}/replacements", second, admin, key, body);
            assertThat(made.status()).as(made.body()).isEqualTo(201);
            assertThat(made.text("replaces")).isEqualTo(codes.get(1));
            Http.Answer replay = http.post(url, "/v1/admin/vouchers/{code}/replacements", second, admin, key, body);
            assertThat(replay.status()).isEqualTo(201);
            assertThat(replay.body()).isEqualTo(made.body());
            assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
            Http.Answer twice = http.post(url, "/v1/admin/vouchers/{code}/replacements", Map.of("code", codes.get(0)),
                    admin, Http.newKey(), body);
            assertThat(twice.status()).isEqualTo(409);
            assertThat(twice.text("replacedBy")).isEqualTo(newCode);

            Http.Answer history = http.get(url, "/v1/admin/vouchers/{code}/history", Map.of("code",
                    made.text("code")), admin);
            assertThat(history.json().get("replacementFor").get("replaces").asText()).isEqualTo(codes.get(1));
            assertThat(history.body()).contains("replacement for " + codes.get(1) + " (use 1): " + REASON);
            assertThat(ok(jar.run("server", "reconcile", "--db", db)).exit()).isZero();
        }
    }

    private String dir(String name) throws IOException {
        return Files.createDirectories(work.resolve(name)).toString();
    }

    private static Jar.Run ok(Jar.Run run) {
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        return run;
    }
}
