package io.redeemdesk.server;

import io.redeemdesk.server.db.DatabaseOutage;
import io.redeemdesk.server.db.DatabaseWaits;
import io.redeemdesk.server.db.ServerDatabase;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.awaitility.Awaitility.await;

/**
 * The database goes away: a request that cannot use it within {@code db.connect.timeout} answers 503
 * {@code service-unavailable} with Retry-After, stores nothing, {@code /health} says why in plain words, and the
 * node recovers by itself when the database is back; the same key then redeems. PostgreSQL stopped and started
 * again on its data directory, a statement PostgreSQL does not answer within {@code db.socket.timeout}, PostgreSQL
 * paused (SIGSTOP) and resumed; a SQLite file locked by another connection; a SQLite file that cannot be opened.
 */
class DatabaseOutageTest {
    private static final Duration WAIT = Duration.ofSeconds(1);
    @TempDir
    Path dir;

    @Test
    void postgresStoppedAnswers503ThenTheNodeRecoversByItself() throws Exception {
        int port = freePort();
        Path data = dir.resolve("pg");
        EmbeddedPostgres postgres = postgres(data, port);
        String url = postgres.getJdbcUrl("postgres", "postgres");
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(url).withConnectTimeout(WAIT))) {
            String token = node.terminal("TILL-1");
            String code = node.vouchers(1).get(0);
            assertThat(node.api.get("/health", null).status()).isEqualTo(200);

            postgres.close();
            String key = ApiCaller.newKey();
            refusedInTime(node, token, key, code, "database");
            assertPlainDown(node.api.get("/health", null));

            postgres = postgres(data, port);
            await().atMost(Duration.ofSeconds(30)).until(() -> node.api.get("/health", null).status() == 200);
            // like a till: the same key again after Retry-After; a pooled connection the restart killed may still
            // answer one 503 before the pool drops it
            ApiCaller.Answer retried = retriedPast(node, token, key, code, 503);
            assertThat(retried.status()).as(retried.body()).isEqualTo(201);
            assertThat(retried.header("Idempotent-Replayed")).isNull();
        } finally {
            postgres.close();
        }
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void aPostgresStatementThatGetsNoAnswerWithinTheSocketTimeoutAnswers503() throws Exception {
        String url = Backend.POSTGRES.newDatabase();
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(url).withConnectTimeout(WAIT)
                .withSocketTimeout(WAIT).withSweeper(WAIT, Duration.ofMillis(500)))) {
            String token = node.terminal("TILL-1");
            String code = node.vouchers(1).get(0);
            String key = ApiCaller.newKey();
            try (Connection other = DriverManager.getConnection(url); Statement lock = other.createStatement()) {
                other.setAutoCommit(false);
                lock.execute("LOCK TABLE vouchers IN ACCESS EXCLUSIVE MODE");
                refusedInTime(node, token, key, code, "did not answer within 1 s");
                other.rollback();
            }
            // the first delivery may have stored its key before the statement that got no answer: the same key
            // answers 409 request-in-progress until the sweeper has resolved it, then redeems, once
            ApiCaller.Answer retried = retriedPast(node, token, key, code, 503, 409);
            assertThat(retried.status()).as(retried.body()).isEqualTo(201);
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void postgresPausedBySigstopAnswers503ThenTheNodeRecovers() throws Exception {
        int port = freePort();
        Path data = dir.resolve("paused");
        try (EmbeddedPostgres postgres = postgres(data, port); ServerFixture node = new ServerFixture(
                ServerOptions.loopback(postgres.getJdbcUrl("postgres", "postgres")).withConnectTimeout(WAIT)
                        .withSocketTimeout(WAIT))) {
            String token = node.terminal("TILL-1");
            String code = node.vouchers(1).get(0);
            String key = ApiCaller.newKey();
            long postmaster = Long.parseLong(Files.readAllLines(data.resolve("postmaster.pid")).get(0).trim());
            List<String> processes = new ArrayList<>(List.of(Long.toString(postmaster)));
            // the postmaster first: once it is stopped it forks no new backend (the node's pool may be opening one
            // right now), so the backends listed after it are all there are
            signal("-STOP", processes);
            List<String> backends = new ArrayList<>();
            ProcessHandle.of(postmaster).orElseThrow().descendants()
                    .forEach(child -> backends.add(Long.toString(child.pid())));
            processes.addAll(backends);
            signal("-STOP", backends);
            try {
                refusedInTime(node, token, key, code, "database");
                assertPlainDown(node.api.get("/health", null));
            } finally {
                signal("-CONT", processes);
            }
            await().atMost(Duration.ofSeconds(30)).until(() -> node.api.get("/health", null).status() == 200);
            ApiCaller.Answer retried = retriedPast(node, token, key, code, 503);
            assertThat(retried.status()).as(retried.body()).isEqualTo(201);
        }
    }

    /** Redeems once: a 503 naming {@code reason}, within seconds (never the pool's 30 s, never not at all). */
    private static void refusedInTime(ServerFixture node, String token, String key, String code, String reason) {
        long started = System.nanoTime();
        ApiCaller.Answer refused = node.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);
        long tookMillis = (System.nanoTime() - started) / 1_000_000;
        assertUnavailable(refused, reason);
        assertThat(tookMillis).as("answered within a few seconds").isLessThan(10_000);
    }

    /** Like a till: the same key again, every half second for up to 30 s, while it answers one of {@code passing}. */
    private static ApiCaller.Answer retriedPast(ServerFixture node, String token, String key, String code,
                                                Integer... passing) {
        ApiCaller.Answer[] retried = {null};
        await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(500)).until(() -> {
            retried[0] = node.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);
            return !List.of(passing).contains(retried[0].status());
        });
        return retried[0];
    }

    private static int freePort() throws java.io.IOException {
        try (ServerSocket free = new ServerSocket(0)) {
            return free.getLocalPort();
        }
    }

    private static void signal(String signal, List<String> pids) throws Exception {
        List<String> command = new ArrayList<>(List.of("kill", signal));
        command.addAll(pids);
        Process kill = new ProcessBuilder(command).inheritIO().start();
        assertThat(kill.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(kill.exitValue()).isZero();
    }

    @Test
    void aSqliteFileLockedByAnotherProcessAnswers503UntilTheLockIsGone() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("server.db");
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(url).withConnectTimeout(WAIT))) {
            String token = node.terminal("TILL-1");
            String code = node.vouchers(1).get(0);
            String key = ApiCaller.newKey();
            try (Connection other = DriverManager.getConnection(url); Statement lock = other.createStatement()) {
                lock.execute("BEGIN EXCLUSIVE");
                ApiCaller.Answer refused = node.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);
                assertUnavailable(refused, "locked by another process");
                ApiCaller.Answer health = node.api.get("/health", null);
                assertPlainDown(health);
                assertThat(health.json().get("reason").asText()).contains("locked by another process");
                lock.execute("ROLLBACK");
            }
            assertThat(node.api.get("/health", null).status()).isEqualTo(200);
            assertThat(node.scalar("SELECT COUNT(*) FROM idempotency_records")).isEqualTo("0");
            ApiCaller.Answer retried = node.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);
            assertThat(retried.status()).as(retried.body()).isEqualTo(201);
        }
    }

    @Test
    void aSqliteFileThatCannotBeOpenedIsNamedInPlainWords() throws Exception {
        Path notAFile = Files.createDirectory(dir.resolve("server.db"));
        Throwable failure = catchThrowable(() -> ServerDatabase.connect("jdbc:sqlite:" + notAFile).close());
        assertThat(new DatabaseOutage(DatabaseWaits.DEFAULT.withConnect(WAIT)).reason(failure)).hasValue("the database file cannot be opened or read");
        assertThat(new DatabaseOutage(DatabaseWaits.DEFAULT.withConnect(WAIT)).reason(new SQLException("syntax error", "42601"))).isEmpty();
    }

    private static void assertUnavailable(ApiCaller.Answer answer, String reason) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(503);
        assertThat(answer.type()).isEqualTo("service-unavailable");
        assertThat(answer.header("Retry-After")).isEqualTo("5");
        assertThat(answer.json().get("detail").asText()).contains(reason).doesNotContain("Exception", "Hikari",
                "total=", "java.", "SQLITE_");
    }

    private static void assertPlainDown(ApiCaller.Answer health) {
        assertThat(health.status()).isEqualTo(503);
        assertThat(health.json().get("status").asText()).isEqualTo("DOWN");
        assertThat(health.json().get("reason").asText()).contains("database").doesNotContain("Exception", "Hikari",
                "total=", "active=", "waiting=", "server-db", "java.", "SQLITE_");
    }

    private static EmbeddedPostgres postgres(Path data, int port) throws java.io.IOException {
        return EmbeddedPostgres.builder().setDataDirectory(data).setCleanDataDirectory(false).setPort(port).start();
    }
}
