package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.campaign.ClaimSettings;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every malformed body shape, sent to every endpoint of the API that reads a body (redemptions, holds, captures,
 * voids, claims, enrollments and the admin's revocations, enrollment codes and campaigns): a missing or null field
 * answers 422 {@code invalid-request} naming it, a wrong shape or type 400 naming what is wrong, and no
 * {@code detail} names a library, a Java type or an exception. Nothing is stored by any of them.
 */
class MalformedBodiesTest {
    /** Words of a library, a Java type or an exception that a user-visible detail must never contain. */
    static final List<String> FORBIDDEN = List.of("Jackson", "jackson", "fasterxml", "java.", "Exception", "`",
            "Deserialization", "MismatchedInput", "Cannot deserialize", "Cannot map", "Unrecognized field",
            "StreamRead", "Source:", "[Source", "JsonNode", "RedemptionRequest", "io.redeemdesk", "Boolean",
            "Integer", "Long", "String", "Double", "BigInteger", "LinkedHashMap", "null into", "token 'null'",
            "START_OBJECT", "VALUE_", "record", "HoldRequest", "CaptureRequest", "VoidRequest", "ClaimRequest",
            "Spec");
    private static final String SALE = "/v1/sales/0b7d4c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";

    static ServerFixture fixture;
    static String token;
    static String channel;
    static String code;

    /**
     * One endpoint's path, the token it wants, a valid body (field name to JSON value: a string, true/false or a
     * whole number) and the fields it may leave out.
     */
    record Endpoint(String path, String token, Map<String, String> fields, Set<String> optional) {
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
        fixture = new ServerFixture(ServerOptions.loopback(Backend.SQLITE.newDatabase()).withLimits(generous), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET).withRate(10_000, 10_000));
        token = fixture.terminal("TILL-1");
        code = fixture.vouchers(1).get(0);
        channel = fixture.server.channels().create("shop");
        new ClaimCaller(fixture.api).openCampaign(fixture.adminToken, "open", 5, 1);
    }

    @AfterAll
    static void stop() {
        fixture.close();
    }

    private static Map<String, String> fields(String... namesAndValues) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return fields;
    }

    private static List<Endpoint> endpoints() {
        String scan = '"' + code + '"';
        Map<String, String> ids = fields("storeId", "\"STORE-1\"", "terminalId", "\"TILL-1\"", "cashierId",
                "\"alice\"");
        Map<String, String> redemption = fields("code", scan);
        redemption.putAll(ids);
        redemption.putAll(fields("scannedAt", "\"2026-11-29T10:15:30Z\"", "offline", "false"));
        Map<String, String> hold = fields("code", scan);
        hold.putAll(ids);
        hold.put("scannedAt", "\"2026-11-29T10:15:30Z\"");
        Map<String, String> capture = fields("orderNo", "\"A-1001\"");
        capture.putAll(ids);
        return List.of(new Endpoint("/v1/redemptions", token, redemption, Set.of()),
                new Endpoint(SALE + "/holds", token, hold, Set.of()),
                new Endpoint(SALE + "/capture", token, capture, Set.of("orderNo")),
                new Endpoint(SALE + "/void", token, ids, Set.of()),
                new Endpoint("/v1/campaigns/open/claims", channel, fields("customerId", "\"王小明\""), Set.of()),
                new Endpoint("/v1/admin/campaigns", fixture.adminToken, fields("id", "\"winter\"", "templateId",
                        "\"gift-20\"", "stock", "5000", "perCustomer", "1", "starts", "\"2026-12-01T09:00:00Z\"",
                        "ends", "\"2027-01-01T09:00:00Z\""), Set.of("perCustomer", "starts", "ends")),
                new Endpoint("/v1/admin/vouchers/" + code + "/revoke", fixture.adminToken,
                        fields("reason", "\"lost\""), Set.of()),
                new Endpoint("/v1/admin/enrollment-codes", fixture.adminToken,
                        fields("terminalId", "\"TILL-5\"", "storeId", "\"STORE-1\""), Set.of()),
                new Endpoint("/v1/enrollments", null, fields("code", "\"enr-AAAA-BBBB-CCCC-DDDD\""), Set.of()));
    }

    /** Each shape: expected status, the word the detail must contain (or null), the body. */
    private static List<String[]> shapes(Endpoint endpoint) {
        List<String[]> shapes = new ArrayList<>();
        String huge = "9".repeat(2_000);
        for (String field : endpoint.fields().keySet()) {
            String valid = endpoint.fields().get(field);
            boolean flag = "false".equals(valid);
            boolean whole = Character.isDigit(valid.charAt(0));
            List<String[]> values = new ArrayList<>(List.of(new String[] {"400", "[\"a\"]"},
                    new String[] {"400", "{\"a\":1}"}, new String[] {"400", "{\"nested\":{\"deeper\":[1,2,{\"x\":null}]}}"},
                    new String[] {"400", "1e400"}, new String[] {"400", huge}, new String[] {"400", "-0.5"},
                    new String[] {"400", flag ? "\"false\"" : "true"}));
            values.add(whole ? new String[] {"400", "\"12\""} : new String[] {"400", "12"});
            if (whole) {
                values.add(new String[] {"422", "123456789012345678901234567890"});
            }
            if (!endpoint.optional().contains(field)) {
                values.add(new String[] {"422", "null"});
                Map<String, String> without = new LinkedHashMap<>(endpoint.fields());
                without.remove(field);
                shapes.add(new String[] {"422", field, endpoint.body(without)});
            }
            if (valid.matches("\"\\d{4}-.*Z\"")) {
                for (String instant : new String[] {"yesterday", "2026-11-29", "2026-13-40T99:99:99Z", ""}) {
                    values.add(new String[] {"422", '"' + instant + '"'});
                }
            }
            for (String[] value : values) {
                Map<String, String> changed = new LinkedHashMap<>(endpoint.fields());
                changed.put(field, value[1]);
                shapes.add(new String[] {value[0], field, endpoint.body(changed)});
            }
            shapes.add(new String[] {"400", field, endpoint.body(endpoint.fields()).replace("{", "{\"" + field
                    + "\":" + valid + ",")});
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
        assertThat(wrong).as(wrong.size() + " findings in " + sent + " bodies sent").isEmpty();
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("UNUSED");
        for (String table : new String[] {"idempotency_records", "enrollment_codes", "sales", "sale_holds",
                "campaign_claims", "redemptions", "outbound_events"}) {
            assertThat(fixture.scalar("SELECT COUNT(*) FROM " + table)).as(table).isEqualTo("0");
        }
        assertThat(fixture.scalar("SELECT COUNT(*) FROM campaigns")).isEqualTo("1");
        assertThat(fixture.scalar("SELECT SUM(remaining) FROM campaign_stock WHERE campaign_id = 'open'")).isEqualTo("5");
    }

    private static String abbreviated(String body) {
        return body.length() > 90 ? body.substring(0, 90) + "…(" + body.length() + ")" : body;
    }
}
