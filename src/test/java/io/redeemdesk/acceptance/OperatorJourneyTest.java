package io.redeemdesk.acceptance;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The operator's journey on the built jar, as docs/operations.md tells it: on SQLite with one node, and on
 * PostgreSQL (embedded) with three nodes sharing it, requests spread over the nodes. Each journey's run time is
 * printed and appended to {@code target/acceptance/journey-times.txt}.
 */
class OperatorJourneyTest {
    private static final Executed EXECUTED = new Executed("OperatorJourneyTest");

    @TempDir
    Path work;

    @BeforeAll
    static void freshRecord() {
        assertThat(Jar.JAR).as("build it first: mvn package").exists();
        EXECUTED.reset();
    }

    private Jar jar() throws IOException {
        Map<String, String> env = Map.of("XDG_CONFIG_HOME", Files.createDirectories(work.resolve("config")).toString(),
                "XDG_DATA_HOME", Files.createDirectories(work.resolve("data")).toString(),
                "XDG_STATE_HOME", Files.createDirectories(work.resolve("state")).toString());
        return new Jar(EXECUTED, work, env);
    }

    @Test
    void onSqliteWithOneNode() throws Exception {
        long started = System.nanoTime();
        String db = "jdbc:sqlite:" + work.resolve("server.db");
        Jar jar = jar();
        OperatorJourney journey = new OperatorJourney(jar, new Http(EXECUTED), db);
        String admin = journey.createAdminToken();
        try (ServerProcess node = startNode(jar, db)) {
            journey(journey, admin, List.of(node));
        }
        took("sqlite, 1 node", started);
    }

    @Test
    void onPostgresWithThreeNodes() throws Exception {
        long started = System.nanoTime();
        try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
            String db = postgres.getJdbcUrl("postgres", "postgres");
            Jar jar = jar();
            OperatorJourney journey = new OperatorJourney(jar, new Http(EXECUTED), db);
            String admin = journey.createAdminToken();
            List<ServerProcess> nodes = new ArrayList<>();
            try {
                nodes.add(startNode(jar, db));
                nodes.add(startNode(jar, db));
                nodes.add(startNode(jar, db));
                journey(journey, admin, nodes);
            } finally {
                for (ServerProcess node : nodes) {
                    node.close();
                }
            }
        }
        took("postgresql, 3 nodes", started);
    }

    private static ServerProcess startNode(Jar jar, String db) {
        return ServerProcess.start(jar, "server", "--port", "0", "--db", db, "--unknown-burst", "5",
                "--set", "db.connect.timeout=2s", "--set", "claims.customer.secret=" + "acceptance-".repeat(4));
    }

    /** The journey, while {@code nodes} start: they were started after the first command created the schema. */
    private void journey(OperatorJourney journey, String admin, List<ServerProcess> nodes) throws Exception {
        long started = System.nanoTime();
        OperatorJourney.Setup setup = journey.prepare(admin, "jdbc:sqlite:" + work.resolve("elsewhere.db"));
        step("prepare", started);
        journey.nodes(nodes.stream().map(ServerProcess::url).toList());
        journey.healthAndInfo();
        Map<String, Double> before = journey.metrics();
        journey.redeem(setup);
        step("redeem", started);
        journey.sales(setup);
        step("sales", started);
        journey.revokeAndHistory(setup);
        step("revoke, history", started);
        String fresh = journey.enroll(setup);
        step("enroll", started);
        journey.disableAndEnable(setup);
        step("disable, enable", started);
        journey.bruteForce(setup, fresh);
        journey.campaigns(setup);
        journey.events();
        journey.reconcile(setup);
        step("brute force, reconcile", started);
        Map<String, Double> after = journey.metrics();
        String redeemed = "redeemdesk_redemption_requests_total{verdict=\"REDEEMED\"}";
        assertThat(after.get(redeemed) - before.getOrDefault(redeemed, 0.0)).isGreaterThanOrEqualTo(6);
        assertThat(after.get("redeemdesk_idempotent_replays_total")).isGreaterThanOrEqualTo(1);
        assertThat(after.get("redeemdesk_rate_limited_total{limit=\"unknown-code\"}")).isEqualTo(6);
        journey.healthAndInfo();
    }

    private static void step(String what, long startedNanos) {
        System.out.printf("  %s done after %.1f s%n", what, (System.nanoTime() - startedNanos) / 1e9);
    }

    private static void took(String what, long startedNanos) throws IOException {
        String line = String.format("JOURNEY %s: %.1f s%n", what, (System.nanoTime() - startedNanos) / 1e9);
        System.out.print(line);
        Files.createDirectories(Executed.DIR.getParent());
        Files.writeString(Executed.DIR.getParent().resolve("journey-times.txt"), line, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
