package io.redeemdesk.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Bad input gets a problem document naming what is wrong, never a 500, and changes nothing. */
@ParameterizedClass
@EnumSource(Backend.class)
class BadInputTest {
    @Parameter
    Backend backend;

    static ServerFixture fixture;
    static String token;
    static String code;

    @BeforeParameterizedClassInvocation
    static void start(Backend backend) throws Exception {
        fixture = ServerFixture.start(backend);
        token = fixture.terminal("TILL-1");
        code = fixture.vouchers(1).get(0);
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        fixture.close();
    }

    private ApiCaller.Answer post(String key, String contentType, String body) {
        return fixture.api.post("/v1/redemptions", token, key, contentType, body);
    }

    private static String valid() {
        return ApiCaller.body(code, "TILL-1", ServerFixture.STORE);
    }

    @Test
    void everyKindOfBadInputGetsItsProblemAndLeavesTheVoucherAlone() throws Exception {
        String key = ApiCaller.newKey();
        Map<String, ApiCaller.Answer> answers = new LinkedHashMap<>();
        answers.put("413 payload-too-large", post(key, "application/json", "{\"code\":\"" + "A".repeat(20_000) + "\"}"));
        answers.put("400 invalid-request", post(key, "application/json", "{\"code\": \"unterminated"));
        answers.put("415 unsupported-media-type", post(key, "text/plain", valid()));
        answers.put("400 invalid-idempotency-key", post("not-a-uuid", "application/json", valid()));
        answers.put("400 missing-idempotency-key", post(null, "application/json", valid()));
        answers.put("422 invalid-request", post(key, "application/json",
                valid().replace(code, "7".repeat(10_000))));
        answers.put("422 invalid-request ", post(key, "application/json", valid().replace(code, code + "\\u0007")));
        answers.put("400 invalid-request ", post(key, "application/json",
                valid().replace("\"offline\":false", "\"offline\":false,\"discount\":5")));
        answers.put("400 invalid-request  ", post(key, "application/json", "null"));
        answers.put("400 invalid-request   ", post(key, "application/json", "[1,2]"));
        answers.put("400 invalid-request    ", post(key, "application/json",
                valid().replace("\"offline\":false", "\"offline\":\"yes\"")));
        answers.put("400 invalid-request     ", post(key, "application/json",
                valid().replace("{", "{\"code\":\"X\",")));
        answers.put("422 invalid-request  ", post(key, "application/json", valid().replace("TILL-1", "TILL-9")));
        answers.put("422 invalid-request   ", post(key, "application/json",
                valid().replace("2026-11-29T10:15:30Z", "yesterday")));
        answers.put("400 invalid-request      ", post(key, "application/json", ""));
        answers.put("404 not-found", fixture.api.get("/v1/nothing-here", token));

        for (Map.Entry<String, ApiCaller.Answer> entry : answers.entrySet()) {
            String[] expected = entry.getKey().strip().split(" ");
            ApiCaller.Answer answer = entry.getValue();
            assertThat(answer.status()).as(entry.getKey() + ": " + answer.body())
                    .isEqualTo(Integer.parseInt(expected[0]));
            assertThat(answer.header("Content-Type")).as(entry.getKey()).startsWith("application/problem+json");
            assertThat(answer.type()).as(entry.getKey()).isEqualTo(expected[1]);
            assertThat(answer.json().get("detail").asText()).as(entry.getKey()).isNotBlank();
        }
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("UNUSED");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM idempotency_records")).isEqualTo("0");
    }
}
