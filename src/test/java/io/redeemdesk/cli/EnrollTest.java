package io.redeemdesk.cli;

import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.client.config.CashierConfiguration;
import io.redeemdesk.client.enroll.EnrollmentClient;
import io.redeemdesk.config.AppDirectories;
import io.redeemdesk.config.CashierKeys;
import io.redeemdesk.protocol.ApiHeaders;
import io.redeemdesk.protocol.Enrollment;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.RedemptionServer;
import io.redeemdesk.server.ServerOptions;
import okhttp3.CertificatePinner;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Enrolling a till against a real service on a real port: the operator's one-time code becomes the terminal's
 * token in the user's owner-only config file; the code works once; the token redeems; re-enrolling revokes the
 * old token.
 */
class EnrollTest {
    private static final MediaType JSON = MediaType.get(ApiHeaders.JSON);

    @TempDir
    Path dir;

    private RedemptionServer server;
    private String url;
    private String admin;
    private final OkHttpClient http = new OkHttpClient.Builder().retryOnConnectionFailure(false).build();

    @BeforeEach
    void start() throws Exception {
        server = RedemptionServer.start(ServerOptions.loopback("jdbc:sqlite:" + dir.resolve("server.db")));
        url = server.url("127.0.0.1");
        admin = server.admins().create("ops");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String newCode(String terminal, String store) throws IOException {
        Request request = new Request.Builder().url(url + Enrollment.ADMIN_PATH)
                .header("Authorization", "Bearer " + admin)
                .post(RequestBody.create("{\"terminalId\":\"" + terminal + "\",\"storeId\":\"" + store + "\"}", JSON))
                .build();
        try (Response response = http.newCall(request).execute()) {
            String body = response.body().string();
            assertThat(response.code()).as(body).isEqualTo(201);
            return body.replaceAll(".*\"code\":\"([^\"]+)\".*", "$1");
        }
    }

    private int enroll(Path userFile, String server, String code) {
        return new CommandLine(new Main()).execute("--config", userFile.toString(), "enroll", "--server", server,
                "--code", code);
    }

    private int redeemStatus(String token) throws IOException {
        String body = "{\"code\":\"" + VoucherCode.generate(new SecureRandom()) + "\",\"storeId\":\"STORE-9\","
                + "\"terminalId\":\"TILL-9\",\"cashierId\":\"ana\",\"scannedAt\":\"2026-11-29T10:00:00Z\","
                + "\"offline\":false}";
        Request request = new Request.Builder().url(url + ApiHeaders.REDEMPTIONS_PATH)
                .header(ApiHeaders.IDEMPOTENCY_KEY, UUID.randomUUID().toString())
                .header("Authorization", "Bearer " + token).post(RequestBody.create(body, JSON)).build();
        try (Response response = http.newCall(request).execute()) {
            return response.code();
        }
    }

    private static Properties read(Path file) throws IOException {
        Properties props = new Properties();
        try (var in = Files.newBufferedReader(file)) {
            props.load(in);
        }
        return props;
    }

    @Test
    void aOneTimeCodeBecomesTheTerminalTokenInTheOwnerOnlyUserFile() throws Exception {
        Path userFile = dir.resolve("home/.config/redeemdesk/redeemdesk.properties");
        Files.createDirectories(userFile.getParent());
        Files.writeString(userFile, "# my till\nui.theme = dark\n");
        String code = newCode("TILL-9", "STORE-9");

        assertThat(enroll(userFile, url, code)).isZero();

        Properties stored = read(userFile);
        String token = stored.getProperty("api.token");
        assertThat(token).startsWith("rdt_");
        assertThat(stored).containsEntry("server.url", url).containsEntry("terminal.id", "TILL-9")
                .containsEntry("store.id", "STORE-9").containsEntry("ui.theme", "dark");
        assertThat(Files.readString(userFile)).startsWith("# my till\n");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(userFile))).isEqualTo("rw-------");
        assertThat(redeemStatus(token)).as("the token is accepted: the code is just unknown").isEqualTo(404);

        CashierConfiguration config = CashierConfiguration.load(dir.resolve("no-installed"), userFile, Map.of(),
                List.of(), AppDirectories.of("Linux", Map.of(), dir.resolve("home").toString()));
        assertThat(config.demoMode()).isFalse();
        assertThat(config.clientSettings().terminalToken()).isEqualTo(token);
        assertThat(config.values().sourceOf(CashierKeys.API_TOKEN).description()).isEqualTo("user file " + userFile);

        assertThat(enroll(dir.resolve("other.properties"), url, code)).as("a code works once").isEqualTo(1);
        assertThat(dir.resolve("other.properties")).doesNotExist();
    }

    @Test
    void reEnrollingAReplacedTillRevokesTheOldToken() throws Exception {
        Path first = dir.resolve("first.properties");
        Path second = dir.resolve("second.properties");
        assertThat(enroll(first, url, newCode("TILL-9", "STORE-9"))).isZero();
        assertThat(enroll(second, url, newCode("TILL-9", "STORE-9"))).isZero();

        assertThat(redeemStatus(read(first).getProperty("api.token"))).isEqualTo(401);
        assertThat(redeemStatus(read(second).getProperty("api.token"))).isEqualTo(404);
    }

    @Test
    void codeAfterCodeFromOneAddressIsToldToWait() {
        EnrollmentClient client = new EnrollmentClient(CertificatePinner.DEFAULT);
        for (int i = 0; i < RateLimits.DEFAULT_ENROLLMENT_BURST; i++) {
            assertThatThrownBy(() -> client.enroll(url, "enr-AAAA-BBBB-CCCC-DDDD")).hasMessageContaining("unknown");
        }

        assertThatThrownBy(() -> client.enroll(url, "enr-AAAA-BBBB-CCCC-DDDD"))
                .isInstanceOf(EnrollmentClient.EnrollmentFailed.class)
                .hasMessage("the service refuses more enrollment attempts from this address for now; try again in"
                        + " 6 s");
    }

    @Test
    void plainHttpToAnotherMachineAndTerminalTokensOnTheAdminEndpointAreRefused() throws Exception {
        assertThat(enroll(dir.resolve("u.properties"), "http://vouchers.example", "enr-AAAA-BBBB-CCCC-DDDD"))
                .isEqualTo(Exits.CONFIG);
        assertThat(dir.resolve("u.properties")).doesNotExist();

        String terminalToken = server.terminals().create("TILL-1", "STORE-1");
        Request request = new Request.Builder().url(url + Enrollment.ADMIN_PATH)
                .header("Authorization", "Bearer " + terminalToken)
                .post(RequestBody.create("{\"terminalId\":\"TILL-2\",\"storeId\":\"STORE-1\"}", JSON)).build();
        try (Response response = http.newCall(request).execute()) {
            assertThat(response.code()).isEqualTo(401);
        }
    }
}
