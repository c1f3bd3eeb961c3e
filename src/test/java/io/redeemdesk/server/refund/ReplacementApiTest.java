package io.redeemdesk.server.refund;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.Backend;
import io.redeemdesk.server.ServerFixture;
import io.redeemdesk.server.http.ReplacementRoutes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code POST /v1/admin/vouchers/{code}/replacements} over real HTTP: 201 with the new voucher, the same key
 * replayed byte for byte, the key reused for another body 422, a second key 409 naming the replacement, an unused
 * voucher 409 in plain words, an unknown code 404, a bad reason 422, no key 400, a terminal token 401; and the
 * history of both vouchers names the other, Chinese text intact.
 */
class ReplacementApiTest {
    private static final String JSON = "application/json";

    @ParameterizedTest
    @EnumSource(Backend.class)
    void theEndpointAnswersAsDocumented(Backend backend) throws Exception {
        try (ServerFixture node = ServerFixture.start(backend)) {
            String till = node.terminal("TILL-1");
            List<String> codes = node.vouchers(2);
            String used = codes.get(0);
            VoucherReplacementsTest.redeem(node, till, used);
            String body = "{\"reason\":\"" + VoucherReplacementsTest.REASON + "\"}";
            String key = ApiCaller.newKey();

            ApiCaller.Answer first = post(node, used, node.adminToken, key, body);
            assertThat(first.status()).as(first.body()).isEqualTo(201);
            String newCode = first.json().get("code").asText();
            assertThat(first.body()).isEqualTo("{\"code\":\"" + newCode + "\",\"replaces\":\"" + used
                    + "\",\"use\":1,\"template\":\"gift-20\",\"validUntil\":null}");
            assertThat(first.header("Idempotent-Replayed")).isNull();

            ApiCaller.Answer replay = post(node, used, node.adminToken, key, body);
            assertThat(replay.status()).isEqualTo(201);
            assertThat(replay.body()).isEqualTo(first.body());
            assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");

            ApiCaller.Answer reused = post(node, used, node.adminToken, key, "{\"reason\":\"other\",\"use\":1}");
            assertThat(reused.status()).isEqualTo(422);
            assertThat(reused.type()).isEqualTo("idempotency-key-reused");

            ApiCaller.Answer again = post(node, used, node.adminToken, ApiCaller.newKey(), body);
            assertThat(again.status()).isEqualTo(409);
            assertThat(again.type()).isEqualTo("already-replaced");
            assertThat(again.json().get("replacedBy").asText()).isEqualTo(newCode);
            assertThat(again.json().get("detail").asText()).contains("already replaced by " + newCode, "admin:tests");

            ApiCaller.Answer unused = post(node, codes.get(1), node.adminToken, ApiCaller.newKey(), body);
            assertThat(unused.status()).isEqualTo(409);
            assertThat(unused.type()).isEqualTo("voucher-not-used");
            assertThat(unused.json().get("detail").asText()).startsWith("Only a used voucher can be replaced; ")
                    .endsWith(" is UNUSED");
            assertThat(post(node, "NOSUCHCODE0001", node.adminToken, ApiCaller.newKey(), body).status())
                    .isEqualTo(404);
            ApiCaller.Answer noReason = post(node, used, node.adminToken, ApiCaller.newKey(), "{\"use\":1}");
            assertThat(noReason.status()).isEqualTo(422);
            assertThat(noReason.json().get("detail").asText()).contains("reason");
            ApiCaller.Answer tooLong = post(node, used, node.adminToken, ApiCaller.newKey(),
                    "{\"reason\":\"" + "退".repeat(201) + "\"}");
            assertThat(tooLong.status()).isEqualTo(422);
            assertThat(tooLong.json().get("detail").asText()).contains("1-200 characters");
            assertThat(post(node, used, node.adminToken, ApiCaller.newKey(), "{\"reason\":\"x\",\"use\":0}").status())
                    .isEqualTo(422);
            assertThat(post(node, used, node.adminToken, ApiCaller.newKey(), "{\"reason\":\"x\",\"use\":\"1\"}")
                    .status()).isEqualTo(400);
            assertThat(post(node, used, node.adminToken, null, body).type()).isEqualTo("missing-idempotency-key");
            assertThat(post(node, used, node.adminToken, "not-a-uuid", body).type())
                    .isEqualTo("invalid-idempotency-key");
            assertThat(post(node, used, till, ApiCaller.newKey(), body).status()).isEqualTo(401);
            assertThat(node.api.post(path(used), node.adminToken, ApiCaller.newKey(), "text/plain", body).status())
                    .isEqualTo(415);
            assertThat(node.scalar("SELECT COUNT(*) FROM voucher_replacements")).isEqualTo("1");

            ApiCaller.Answer oldHistory = node.api.get("/v1/admin/vouchers/" + used + "/history", node.adminToken);
            assertThat(oldHistory.json().get("replacedBy").get(0).get("code").asText()).isEqualTo(newCode);
            assertThat(oldHistory.body()).contains("replaced by " + newCode + " (use 1): "
                    + VoucherReplacementsTest.REASON);
            ApiCaller.Answer newHistory = node.api.get("/v1/admin/vouchers/" + newCode + "/history",
                    node.adminToken);
            assertThat(newHistory.json().get("replacementFor").get("replaces").asText()).isEqualTo(used);
            assertThat(newHistory.body()).contains("replacement for " + used + " (use 1): "
                    + VoucherReplacementsTest.REASON);
        }
    }

    private static ApiCaller.Answer post(ServerFixture node, String code, String token, String key, String body) {
        return node.api.post(path(code), token, key, JSON, body);
    }

    private static String path(String code) {
        return ReplacementRoutes.PATH.replace("{code}", code);
    }
}
