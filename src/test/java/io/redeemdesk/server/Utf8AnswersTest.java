package io.redeemdesk.server;

import io.redeemdesk.server.admin.IssuedVoucher;
import io.redeemdesk.server.admin.VoucherIssuer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every body the service writes is UTF-8 and says so: JSON, problem+json, Prometheus text, admin answers, health.
 * Read as raw bytes, so a body encoded as Latin-1 ({@code ?} for every Chinese character) cannot pass.
 */
class Utf8AnswersTest {
    private static final String NAME = "夏季优惠券 满100减20";
    static ServerFixture fixture;
    static String token;
    static String code;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        fixture = ServerFixture.start(Backend.SQLITE);
        token = fixture.terminal("TILL-1");
        VoucherIssuer issuer = new VoucherIssuer(fixture.database(), new SecureRandom(), Clock.systemUTC());
        VoucherIssuer.Template summer = new VoucherIssuer.Template("summer", NAME, 2000, "CNY", null);
        issuer.createTemplate(summer);
        List<IssuedVoucher> issued = issuer.issue(summer, 1);
        code = issued.get(0).code();
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    private static HttpResponse<byte[]> send(String method, String path, String bearer, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(fixture.server.url("127.0.0.1") + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .header("Content-Type", "application/json").header("Idempotency-Key", ApiCaller.newKey());
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test
    void everyAnswerIsUtf8AndSaysSo() throws Exception {
        String redeem = ApiCaller.body(code, "TILL-1", ServerFixture.STORE);
        Map<String, HttpResponse<byte[]>> answers = new LinkedHashMap<>();
        answers.put("201 redeemed", send("POST", "/v1/redemptions", token, redeem));
        answers.put("409 already-redeemed", send("POST", "/v1/redemptions", token, redeem));
        answers.put("404 unknown-code", send("POST", "/v1/redemptions", token,
                redeem.replace(code, "0000000000000" + "0")));
        answers.put("401 unauthorized", send("POST", "/v1/redemptions", "rdt_nope", redeem));
        answers.put("422 invalid-request", send("POST", "/v1/redemptions", token, redeem.replace("TILL-1", "TILL-九")));
        answers.put("404 not-found", send("GET", "/v1/nothing-here", null, null));
        answers.put("200 info", send("GET", "/v1/info", null, null));
        answers.put("200 health", send("GET", "/health", null, null));
        answers.put("200 metrics", send("GET", "/metrics", null, null));
        answers.put("200 history", send("GET", "/v1/admin/vouchers/" + code + "/history", fixture.adminToken, null));
        answers.put("409 revoke", send("POST", "/v1/admin/vouchers/" + code + "/revoke", fixture.adminToken,
                "{\"reason\":\"丢失\"}"));
        answers.put("200 reconcile", send("GET", "/v1/admin/reconcile", fixture.adminToken, null));
        answers.put("200 disable", send("POST", "/v1/admin/terminals/TILL-1/disable", fixture.adminToken, null));
        answers.put("403 terminal-disabled", send("POST", "/v1/redemptions", token, redeem));
        answers.put("201 enrollment code", send("POST", "/v1/admin/enrollment-codes", fixture.adminToken,
                "{\"terminalId\":\"TILL-2\",\"storeId\":\"STORE-1\"}"));
        answers.put("401 enrollment", send("POST", "/v1/enrollments", null, "{\"code\":\"enr-猜测\"}"));

        answers.forEach((what, answer) -> {
            assertThat(answer.statusCode()).as(what).isEqualTo(Integer.parseInt(what.substring(0, 3)));
            assertThat(answer.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT))
                    .as(what).contains("charset=utf-8");
            assertThat(new String(answer.body(), StandardCharsets.UTF_8)).as(what).doesNotContain("?");
        });
        assertThat(new String(answers.get("409 already-redeemed").body(), StandardCharsets.UTF_8))
                .contains(NAME, "…");
        assertThat(new String(answers.get("201 redeemed").body(), StandardCharsets.UTF_8)).contains(NAME);
        assertThat(new String(answers.get("200 history").body(), StandardCharsets.UTF_8)).contains(NAME);
    }
}
