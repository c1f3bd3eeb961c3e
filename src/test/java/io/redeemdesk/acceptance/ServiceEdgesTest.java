package io.redeemdesk.acceptance;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service's edges on the built jar with a plain HTTP client (docs/api.md): a wrong method is 405 with
 * {@code Allow}, HEAD needs the token GET needs, a 401 names the token kind, a body's {@code storeId} must be the
 * token's store, and {@code GET /v1/info} says the version every {@code -V} prints.
 */
class ServiceEdgesTest {
    private static final Executed EXECUTED = new Executed("ServiceEdgesTest");

    @TempDir
    Path work;

    @BeforeAll
    static void freshRecord() {
        assertThat(Jar.JAR).as("build it first: mvn package").exists();
        EXECUTED.reset();
    }

    @Test
    void theEdgesOfTheServiceAnswerAsDocumented() throws Exception {
        Jar jar = new Jar(EXECUTED, work, Map.of("XDG_CONFIG_HOME", dir("config"), "XDG_DATA_HOME", dir("data"),
                "XDG_STATE_HOME", dir("state")));
        Http http = new Http(EXECUTED);
        String db = "jdbc:sqlite:" + work.resolve("server.db");
        try (ServerProcess node = ServerProcess.start(jar, "server", "--port", "0", "--db", db)) {
            String url = node.url();
            String admin = ok(jar.run("server", "create-admin-token", "--name", "ops", "--db", db)).lastLine();
            String till = ok(jar.run("server", "create-terminal", "--id", "TILL-1", "--store", "S1", "--db", db))
                    .lastLine();

            Http.Answer deleteRedemptions = http.bare("DELETE", url, "/v1/redemptions", Map.of(), till);
            assertThat(deleteRedemptions.status()).as(deleteRedemptions.body()).isEqualTo(405);
            assertThat(deleteRedemptions.header("Allow")).isEqualTo("POST");
            assertThat(deleteRedemptions.contentType()).isEqualTo("application/problem+json;charset=utf-8");
            assertThat(deleteRedemptions.type()).isEqualTo("method-not-allowed");
            Http.Answer getHold = http.bare("GET", url, "/v1/sales/{saleId}/holds/{code}",
                    Map.of("saleId", UUID.randomUUID().toString(), "code", "7K2MQ9XRT4HZB8"), till);
            assertThat(getHold.status()).isEqualTo(405);
            assertThat(getHold.header("Allow")).isEqualTo("DELETE");

            Http.Answer headNoToken = http.bare("HEAD", url, "/v1/admin/reconcile", Map.of(), null);
            assertThat(headNoToken.status()).as("HEAD needs GET's token").isEqualTo(401);
            assertThat(headNoToken.bytes()).isEmpty();
            assertThat(http.bare("HEAD", url, "/v1/admin/reconcile", Map.of(), admin).status()).isEqualTo(200);
            assertThat(http.bare("HEAD", url, "/v1/info", Map.of(), null).status()).isEqualTo(200);

            Http.Answer tillAsAdmin = http.get(url, "/v1/admin/reconcile", Map.of(), till);
            assertThat(tillAsAdmin.status()).isEqualTo(401);
            assertThat(tillAsAdmin.text("title")).isEqualTo("Missing or invalid admin token");

            Http.Answer otherStore = http.post(url, "/v1/redemptions", Map.of(), till, Http.newKey(),
                    "{\"code\":\"7K2MQ9XRT4HZB8\",\"storeId\":\"S2\",\"terminalId\":\"TILL-1\",\"cashierId\":\"alice\","
                            + "\"scannedAt\":\"2026-11-29T10:15:30Z\",\"offline\":false}");
            assertThat(otherStore.status()).as(otherStore.body()).isEqualTo(422);
            assertThat(otherStore.text("detail")).contains("storeId 'S2'", "S1");

            String version = http.get(url, "/v1/info", Map.of(), null).text("version");
            assertThat(version).as("the built version").isNotNull().isNotEqualTo("unknown");
            for (String[] args : new String[][] {{"-V"}, {"server", "-V"}, {"server", "create-terminal", "-V"},
                    {"server", "events", "list", "-V"}}) {
                Jar.Run printed = ok(jar.run(args));
                assertThat(printed.out().lines().findFirst()).as(String.join(" ", args))
                        .contains("RedeemDesk " + version);
            }
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
