package io.redeemdesk.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.protocol.BuildVersion;
import io.redeemdesk.protocol.SalePaths;
import io.redeemdesk.server.campaign.ClaimSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Map;

import static io.redeemdesk.server.SaleCluster.capture;
import static io.redeemdesk.server.SaleCluster.hold;
import static io.redeemdesk.server.SaleCluster.newSale;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The service's edges over real HTTP on SQLite and PostgreSQL (docs/api.md): a body's {@code storeId} must be the
 * token's store, an empty {@code orderNo} is named as such, a wrong method is 405 with {@code Allow}, HEAD is
 * answered exactly where GET is and with its token check, every 401 names the kind of token it needed, a campaign's
 * refusal names the JSON field, and {@code /v1/info} says the built version.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class ServiceEdgesApiTest {
    @Parameter
    Backend backend;

    static ServerFixture node;
    static String till;
    static String channel;

    @BeforeParameterizedClassInvocation
    static void start(Backend backend) throws Exception {
        node = new ServerFixture(ServerOptions.loopback(backend.newDatabase()).withLimits(SaleCluster.GENEROUS), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET));
        till = node.terminal("TILL-1");
        channel = node.server.channels().create("shop");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        node.close();
    }

    private static ApiCaller.Answer send(String method, String path, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(node.server.url("127.0.0.1") + path))
                .timeout(Duration.ofSeconds(20)).method(method, HttpRequest.BodyPublishers.noBody());
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return node.api.send(request.build());
    }

    private static void invalid(ApiCaller.Answer answer, String... detail) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(422);
        assertThat(answer.type()).isEqualTo("invalid-request");
        assertThat(answer.json().get("detail").asText()).contains(detail);
    }

    @Test
    void aBodyStoreIdThatIsNotTheTokensStoreIs422AndChangesNothing() throws Exception {
        String code = node.vouchers(1).get(0);
        String sale = newSale();
        String other = "STORE-9";

        ApiCaller.Answer redeemed = node.api.redeem(till, ApiCaller.newKey(), code, "TILL-1", other);
        ApiCaller.Answer held = node.api.post("/v1/sales/" + sale + "/holds", till, ApiCaller.newKey(),
                "application/json", "{\"code\":\"" + code + "\",\"storeId\":\"" + other
                        + "\",\"terminalId\":\"TILL-1\",\"cashierId\":\"alice\",\"scannedAt\":\"2026-11-29T10:15:30Z\"}");
        assertThat(hold(node, till, "TILL-1", ApiCaller.newKey(), sale, code).status()).isEqualTo(201);
        String ids = "\"terminalId\":\"TILL-1\",\"storeId\":\"" + other + "\",\"cashierId\":\"alice\"}";
        ApiCaller.Answer captured = node.api.post("/v1/sales/" + sale + "/capture", till, ApiCaller.newKey(),
                "application/json", "{\"orderNo\":\"A-1\"," + ids);
        ApiCaller.Answer voided = node.api.post("/v1/sales/" + sale + "/void", till, ApiCaller.newKey(),
                "application/json", "{" + ids);

        for (ApiCaller.Answer answer : new ApiCaller.Answer[] {redeemed, held, captured, voided}) {
            invalid(answer, "storeId 'STORE-9'", ServerFixture.STORE);
        }
        assertThat(node.scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code)).isEqualTo("0");
        assertThat(node.scalar("SELECT state FROM sales WHERE sale_id = ?", sale)).isEqualTo("OPEN");
    }

    @Test
    void anEmptyOrderNoIsNamedAsEmptyNotAsMissing() throws Exception {
        String code = node.vouchers(1).get(0);
        String sale = newSale();
        assertThat(hold(node, till, "TILL-1", ApiCaller.newKey(), sale, code).status()).isEqualTo(201);

        ApiCaller.Answer empty = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "");
        ApiCaller.Answer blank = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "   ");
        ApiCaller.Answer none = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, null);

        invalid(empty, "orderNo is empty", "leave it out");
        assertThat(empty.json().get("detail").asText()).doesNotContain("required");
        invalid(blank, "orderNo is only white space");
        assertThat(none.status()).as(none.body()).isEqualTo(200);
        assertThat(none.json().get("orderNo").asText()).isEqualTo(sale);
    }

    @Test
    void aWrongMethodIs405WithAllowAndHeadIsAnsweredOnlyWhereGetIs() throws Exception {
        String code = node.vouchers(1).get(0);
        Map<String, String> wrong = Map.of("DELETE /v1/redemptions", "POST", "GET /v1/redemptions", "POST",
                "PUT /v1/info", "GET, HEAD", "POST /v1/admin/reconcile", "GET, HEAD",
                "GET /v1/sales/" + newSale() + "/holds/" + code, "DELETE", "HEAD /v1/campaigns/x/claims", "POST",
                "PATCH /v1/vouchers/" + code, "GET, HEAD");
        wrong.forEach((request, allow) -> {
            String[] parts = request.split(" ");
            ApiCaller.Answer answer = send(parts[0], parts[1], till);
            assertThat(answer.status()).as(request + " " + answer.body()).isEqualTo(405);
            assertThat(answer.header("Allow")).as(request).isEqualTo(allow);
            assertThat(answer.header("Content-Type")).as(request).startsWith("application/problem+json");
            if (!parts[0].equals("HEAD")) {
                assertThat(answer.type()).isEqualTo("method-not-allowed");
                assertThat(answer.json().get("detail").asText()).contains(parts[0], allow);
            }
        });

        for (String path : new String[] {"/v1/admin/reconcile", "/v1/admin/vouchers/" + code + "/history",
                "/v1/admin/campaigns/x", "/v1/vouchers/" + code, SalePaths.SALE.replace("{saleId}", newSale())}) {
            ApiCaller.Answer head = send("HEAD", path, null);
            assertThat(head.status()).as("HEAD " + path).isEqualTo(401).isEqualTo(send("GET", path, null).status());
            assertThat(head.body()).isEmpty();
            assertThat(head.header("WWW-Authenticate")).isEqualTo("Bearer");
        }
        ApiCaller.Answer reconcile = send("HEAD", "/v1/admin/reconcile", node.adminToken);
        assertThat(reconcile.status()).isEqualTo(200);
        assertThat(reconcile.body()).isEmpty();
        assertThat(send("HEAD", "/v1/vouchers/" + code, till).status()).isEqualTo(200);
        assertThat(send("HEAD", "/v1/info", null).status()).isEqualTo(200);
        assertThat(send("HEAD", "/v1/nothing-here", null).status()).isEqualTo(404);
    }

    @Test
    void every401NamesTheKindOfTokenItNeeded() {
        ApiCaller.Answer terminal = node.api.redeem(channel, ApiCaller.newKey(), "X", "TILL-1", ServerFixture.STORE);
        ApiCaller.Answer admin = node.api.get("/v1/admin/reconcile", till);
        ApiCaller.Answer claim = new ClaimCaller(node.api).claim(till, ApiCaller.newKey(), "x", "cust");
        ApiCaller.Answer enrollment = node.api.post("/v1/enrollments", null, null, "application/json",
                "{\"code\":\"enr-AAAA-BBBB-CCCC-DDDD\"}");

        Map<String, ApiCaller.Answer> byKind = Map.of("terminal token", terminal, "admin token", admin,
                "channel token", claim, "enrollment code", enrollment);
        byKind.forEach((kind, answer) -> {
            assertThat(answer.status()).as(kind + ": " + answer.body()).isEqualTo(401);
            assertThat(answer.type()).isEqualTo("unauthorized");
            assertThat(answer.json().get("title").asText()).isEqualTo("Missing or invalid " + kind);
            assertThat(answer.json().get("detail").asText()).contains(kind);
        });
    }

    @Test
    void aCampaignRefusalNamesTheJsonFieldNotAFlag() {
        ClaimCaller calls = new ClaimCaller(node.api);
        ApiCaller.Answer zero = calls.createCampaign(node.adminToken, "edge-" + backend, 5, 0);
        ApiCaller.Answer noTemplate = calls.createCampaign(node.adminToken, "edge-t-" + backend, "nope", 5, 1);

        invalid(zero, "perCustomer must be between 1 and 100, not 0");
        invalid(noTemplate, "templateId", "no template 'nope'");
        for (ApiCaller.Answer answer : new ApiCaller.Answer[] {zero, noTemplate}) {
            assertThat(answer.json().get("detail").asText()).doesNotContain("--", "per-customer");
        }
    }

    @Test
    void infoSaysTheBuiltVersion() {
        JsonNode info = node.api.get("/v1/info", null).json();

        assertThat(info.get("version").isTextual()).as(info.toString()).isTrue();
        assertThat(info.get("version").asText()).isEqualTo(BuildVersion.version()).isNotEqualTo(BuildVersion.UNKNOWN)
                .matches("\\d+\\.\\d+\\.\\d+.*");
    }
}
