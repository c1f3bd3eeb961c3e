package io.redeemdesk.server;

import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.security.SecureRandom;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The redemption contract of docs/api.md over real HTTP, on SQLite and on PostgreSQL. */
@ParameterizedClass
@EnumSource(Backend.class)
class RedemptionFlowTest {
    @Parameter
    Backend backend;

    static ServerFixture fixture;
    static String token;
    static String otherToken;

    @BeforeParameterizedClassInvocation
    static void start(Backend backend) throws Exception {
        fixture = ServerFixture.start(backend);
        token = fixture.terminal("TILL-1");
        otherToken = fixture.terminal("TILL-2");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        fixture.close();
    }

    private ApiCaller.Answer redeem(String key, String code) {
        return fixture.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);
    }

    @Test
    void redeemsOnceAndReplaysTheStoredAnswerByteForByte() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();

        ApiCaller.Answer first = redeem(key, code);
        ApiCaller.Answer again = redeem(key, code);

        assertThat(first.status()).isEqualTo(201);
        assertThat(first.json().get("verdict").asText()).isEqualTo("REDEEMED");
        assertThat(first.header("Idempotent-Replayed")).isNull();
        assertThat(again.status()).isEqualTo(201);
        assertThat(again.body()).isEqualTo(first.body());
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("USED");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code)).isEqualTo("1");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM outbound_events WHERE code = ?", code)).isEqualTo("1");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM voucher_transitions WHERE code = ?", code)).isEqualTo("2");
    }

    @Test
    void aSecondActionOnAUsedVoucherIsAlreadyRedeemedAndNamesTheWinner() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String winner = ApiCaller.newKey();
        redeem(winner, code);

        ApiCaller.Answer second = redeem(ApiCaller.newKey(), code);

        assertThat(second.status()).isEqualTo(409);
        assertThat(second.type()).isEqualTo("already-redeemed");
        assertThat(second.json().get("redeemedByRequest").asText()).isEqualTo(winner);
        assertThat(second.json().get("redeemedByTerminal").asText()).isEqualTo("TILL-1");
    }

    @Test
    void theSameKeyWithAnotherBodyIs422() throws Exception {
        List<String> codes = fixture.vouchers(2);
        String key = ApiCaller.newKey();
        redeem(key, codes.get(0));

        ApiCaller.Answer reused = redeem(key, codes.get(1));

        assertThat(reused.status()).isEqualTo(422);
        assertThat(reused.type()).isEqualTo("idempotency-key-reused");
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", codes.get(1))).isEqualTo("UNUSED");
    }

    @Test
    void anotherTerminalNeverReplaysThisTerminalsRecord() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();
        redeem(key, code);

        ApiCaller.Answer other = fixture.api.redeem(otherToken, key, code, "TILL-2", ServerFixture.STORE);

        assertThat(other.header("Idempotent-Replayed")).isNull();
        assertThat(other.status()).isEqualTo(409);
        assertThat(other.type()).isEqualTo("already-redeemed");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM idempotency_records WHERE request_id = ?", key))
                .isEqualTo("2");
    }

    @Test
    void unknownMalformedAndExpiredCodesAreRefused() throws Exception {
        String unknown = VoucherCode.generate(new SecureRandom());
        String expired = fixture.expiredVouchers("expired-" + backend, 1).get(0);
        String valid = fixture.vouchers(1).get(0);
        char last = valid.charAt(valid.length() - 1);
        String mistyped = valid.substring(0, valid.length() - 1) + (last == '0' ? '1' : '0');

        assertThat(redeem(ApiCaller.newKey(), unknown).type()).isEqualTo("unknown-code");
        ApiCaller.Answer malformed = redeem(ApiCaller.newKey(), mistyped);
        assertThat(malformed.status()).isEqualTo(422);
        assertThat(malformed.type()).isEqualTo("malformed-code");
        ApiCaller.Answer gone = redeem(ApiCaller.newKey(), expired);
        assertThat(gone.status()).isEqualTo(410);
        assertThat(gone.type()).isEqualTo("expired");
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", expired)).isEqualTo("UNUSED");
    }

    @Test
    void aRevokedVoucherIsRefusedAndTheRevocationIsAudited() throws Exception {
        List<String> codes = fixture.vouchers(2);
        String used = codes.get(1);
        redeem(ApiCaller.newKey(), used);

        ApiCaller.Answer revoked = fixture.api.post("/v1/admin/vouchers/" + codes.get(0) + "/revoke",
                fixture.adminToken, null, "application/json", "{\"reason\":\"reported stolen\"}");
        ApiCaller.Answer notRevocable = fixture.api.post("/v1/admin/vouchers/" + used + "/revoke",
                fixture.adminToken, null, "application/json", "{\"reason\":\"too late\"}");
        ApiCaller.Answer byTerminal = fixture.api.post("/v1/admin/vouchers/" + codes.get(0) + "/revoke", token,
                null, "application/json", "{\"reason\":\"not allowed\"}");

        assertThat(revoked.status()).isEqualTo(200);
        assertThat(notRevocable.status()).isEqualTo(409);
        assertThat(notRevocable.json().get("status").asText()).isEqualTo("USED");
        assertThat(byTerminal.status()).isEqualTo(401);
        ApiCaller.Answer refused = redeem(ApiCaller.newKey(), codes.get(0));
        assertThat(refused.status()).isEqualTo(410);
        assertThat(refused.type()).isEqualTo("revoked");
        ApiCaller.Answer history = fixture.api.get("/v1/admin/vouchers/" + codes.get(0) + "/history",
                fixture.adminToken);
        assertThat(history.json().get("transitions").get(0).get("actor").asText()).isEqualTo("admin:tests");
        assertThat(history.json().get("transitions").get(0).get("detail").asText()).isEqualTo("reported stolen");
    }

    @Test
    void aDisabledTerminalGets403AndAWrongToken401() throws Exception {
        String disabledToken = fixture.terminal("TILL-OFF-" + backend);
        String code = fixture.vouchers(1).get(0);
        ApiCaller.Answer disable = fixture.api.post("/v1/admin/terminals/TILL-OFF-" + backend + "/disable",
                fixture.adminToken, null, null, "");

        ApiCaller.Answer refused = fixture.api.redeem(disabledToken, ApiCaller.newKey(), code, "TILL-OFF-" + backend,
                ServerFixture.STORE);
        ApiCaller.Answer wrong = fixture.api.redeem("rdt_not-a-token", ApiCaller.newKey(), code, "TILL-1",
                ServerFixture.STORE);
        ApiCaller.Answer missing = fixture.api.redeem(null, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE);

        assertThat(disable.status()).isEqualTo(200);
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.type()).isEqualTo("terminal-disabled");
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(missing.status()).isEqualTo(401);
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("UNUSED");
    }

    @Test
    void healthMetricsAndReconcileAnswer() {
        redeem(ApiCaller.newKey(), VoucherCode.generate(new SecureRandom()));

        ApiCaller.Answer health = fixture.api.get("/health", null);
        ApiCaller.Answer metrics = fixture.api.get("/metrics", null);
        ApiCaller.Answer reconcile = fixture.api.get("/v1/admin/reconcile", fixture.adminToken);

        assertThat(health.json().get("status").asText()).isEqualTo("UP");
        assertThat(metrics.header("Content-Type")).startsWith("text/plain");
        assertThat(metrics.body()).contains("redeemdesk_redemption_requests_total{verdict=\"UNKNOWN_CODE\"}",
                "redeemdesk_idempotent_replays_total", "redeemdesk_vouchers_locked_past_timeout 0",
                "redeemdesk_redemption_duration_seconds_bucket{le=\"+Inf\"}");
        assertThat(reconcile.json().get("clean").asBoolean()).isTrue();
    }
}
