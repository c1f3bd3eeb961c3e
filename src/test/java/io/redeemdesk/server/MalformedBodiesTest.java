package io.redeemdesk.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every malformed body shape, sent to every write endpoint that reads a body: a missing field answers 422
 * {@code invalid-request} naming it, a wrong shape 400 naming what is wrong, and no {@code detail} names a
 * library, a Java type or an exception. Nothing is stored by any of them.
 */
class MalformedBodiesTest {
    /** Words of a library, a Java type or an exception that a user-visible detail must never contain. */
    static final List<String> FORBIDDEN = List.of("Jackson", "jackson", "fasterxml", "java.", "Exception", "`",
            "Deserialization", "MismatchedInput", "Cannot deserialize", "Cannot map", "Unrecognized field",
            "StreamRead", "Source:", "[Source", "JsonNode", "RedemptionRequest", "io.redeemdesk", "Boolean",
            "Integer", "Long", "String", "Double", "BigInteger", "LinkedHashMap", "null into", "token 'null'",
            "START_OBJECT", "VALUE_", "record");

    static ServerFixture fixture;
    static String token;
    static String code;

    /** One endpoint's path, the token it wants, and a valid body (field name to JSON value). */
    record Endpoint(String path, String token, Map<String, String> fields) {
        String body(Map<String, String> with) {
            StringBuilder json = new StringBuilder("{");
            with.forEach((name, value) -> json.append(json.length() > 1 ? "," : "").append('"').append(name)
                    .append("\":").append(value));
            return json.append('}').toString();
        }
    }

    @BeforeAll
    static void start() throws Exception {
        RateLimits generous = new RateLimits(10_000, 10_000, 10_000, 10_000, 10_000, 10_000);
        fixture = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase()).withLimits(generous));
        token = fixture.terminal("TILL-1");
        code = fixture.vouchers(1).get(0);
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    private static List<Endpoint> endpoints() {
        Map<String, String> redemption = new LinkedHashMap<>();
        redemption.put("code", '"' + code + '"');
        redemption.put("storeId", "\"STORE-1\"");
        redemption.put("terminalId", "\"TILL-1\"");
        redemption.put("cashierId", "\"alice\"");
        redemption.put("scannedAt", "\"2026-11-29T10:15:30Z\"");
        redemption.put("offline", "false");
        return List.of(new Endpoint("/v1/redemptions", token, redemption),
                new Endpoint("/v1/admin/vouchers/" + code + "/revoke", fixture.adminToken,
                        Map.of("reason", "\"lost\"")),
                new Endpoint("/v1/admin/enrollment-codes", fixture.adminToken,
                        new LinkedHashMap<>(Map.of("terminalId", "\"TILL-5\"", "storeId", "\"STORE-1\""))),
                new Endpoint("/v1/enrollments", null, Map.of("code", "\"enr-AAAA-BBBB-CCCC-DDDD\"")));
    }

    /** Each shape: expected status, the word the detail must contain (or null), the body. */
    private static List<String[]> shapes(Endpoint endpoint) {
        List<String[]> shapes = new ArrayList<>();
        String huge = "9".repeat(2_000);
        for (String field : endpoint.fields().keySet()) {
            Map<String, String> without = new LinkedHashMap<>(endpoint.fields());
            without.remove(field);
            shapes.add(new String[] {"422", field, endpoint.body(without)});
            for (String[] value : new String[][] {{"422", "null"}, {"400", "[\"a\"]"}, {"400", "{\"a\":1}"},
                    {"400", "{\"nested\":{\"deeper\":[1,2,{\"x\":null}]}}"}, {"400", "12"}, {"400", "1e400"},
                    {"400", huge}, {"400", "-0.5"}}) {
                Map<String, String> changed = new LinkedHashMap<>(endpoint.fields());
                changed.put(field, value[1]);
                shapes.add(new String[] {value[0], field, endpoint.body(changed)});
            }
            boolean flag = "false".equals(endpoint.fields().get(field));
            Map<String, String> wrong = new LinkedHashMap<>(endpoint.fields());
            wrong.put(field, flag ? "\"false\"" : "true");
            shapes.add(new String[] {"400", field, endpoint.body(wrong)});
            String valid = endpoint.body(endpoint.fields());
            shapes.add(new String[] {"400", field, valid.replace("{", "{\"" + field + "\":"
                    + endpoint.fields().get(field) + ",")});
        }
        Map<String, String> unknown = new LinkedHashMap<>(endpoint.fields());
        unknown.put("discount", "5");
        shapes.add(new String[] {"400", "discount", endpoint.body(unknown)});
        String valid = endpoint.body(endpoint.fields());
        for (String notJson : new String[] {"", "   ", "null", "[]", "[" + valid + "]", "\"text\"", "42", huge,
                "true", "{", "{\"code\":", "{code:1}", "{'code':'x'}", valid + "x", valid + valid,
                "{\"wrapped\":" + valid + "}", "\u00ff\u00fe", "[".repeat(3_000), "{\"a\":" + "[".repeat(3_000)}) {
            shapes.add(new String[] {"400", null, notJson});
        }
        if (endpoint.fields().containsKey("scannedAt")) {
            for (String instant : new String[] {"yesterday", "2026-11-29", "2026-13-40T99:99:99Z", ""}) {
                Map<String, String> bad = new LinkedHashMap<>(endpoint.fields());
                bad.put("scannedAt", '"' + instant + '"');
                shapes.add(new String[] {"422", "scannedAt", endpoint.body(bad)});
            }
        }
        return shapes;
    }

    @Test
    void everyMalformedShapeGetsAPlainProblemOnEveryWriteEndpoint() throws Exception {
        List<String> wrong = new ArrayList<>();
        int sent = 0;
        for (Endpoint endpoint : endpoints()) {
            for (String[] shape : shapes(endpoint)) {
                ApiCaller.Answer answer = fixture.api.post(endpoint.path(), endpoint.token(), ApiCaller.newKey(),
                        "application/json", shape[2]);
                sent++;
                String detail = answer.body().contains("\"detail\"") ? answer.json().get("detail").asText() : "";
                String what = endpoint.path() + " " + abbreviated(shape[2]) + " -> " + answer.status() + " "
                        + detail;
                if (answer.status() != Integer.parseInt(shape[0]) || !"invalid-request".equals(answer.type())) {
                    wrong.add("expected " + shape[0] + " invalid-request: " + what);
                } else if (FORBIDDEN.stream().anyMatch(detail::contains)) {
                    wrong.add("names a library, type or exception: " + what);
                } else if (shape[1] != null && !detail.contains(shape[1])) {
                    wrong.add("does not name " + shape[1] + ": " + what);
                }
            }
        }
        assertThat(wrong).as(sent + " bodies sent").isEmpty();
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("UNUSED");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM idempotency_records")).isEqualTo("0");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM enrollment_codes")).isEqualTo("0");
    }

    private static String abbreviated(String body) {
        return body.length() > 90 ? body.substring(0, 90) + "…(" + body.length() + ")" : body;
    }
}
