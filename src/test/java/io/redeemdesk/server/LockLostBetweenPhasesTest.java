package io.redeemdesk.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.server.redeem.Sweeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A redemption whose voucher stops being locked by it between phase 1 and phases 2-3 — revoked by an admin, or
 * released by the sweeper — answers with a verdict or a retryable problem, never a 500. Acted out on a real node
 * over HTTP with a phase hook, on SQLite and on PostgreSQL.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class LockLostBetweenPhasesTest {
    private static final long LONG_AGO = System.currentTimeMillis() - Duration.ofMinutes(10).toMillis();

    /** Something done between the phases of the next redemption. */
    private interface Interference {
        void run() throws Exception;
    }

    @Parameter
    Backend backend;

    static ServerFixture fixture;
    static String token;
    /** Taken by the next redemption that reaches its phase hook, so a retry runs undisturbed. */
    static final AtomicReference<Interference> NEXT = new AtomicReference<>();

    @BeforeParameterizedClassInvocation
    static void start(Backend backend) throws Exception {
        fixture = new ServerFixture(ServerOptions.loopback(backend.newDatabase()), requestId -> {
            Interference interference = NEXT.getAndSet(null);
            if (interference != null) {
                try {
                    interference.run();
                } catch (Exception e) {
                    throw new IllegalStateException("the interference between the phases failed", e);
                }
            }
        });
        token = fixture.terminal("TILL-1");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        fixture.close();
    }

    private static ApiCaller.Answer redeem(String key, String code) {
        return fixture.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);
    }

    private static List<String> moves(String code) {
        JsonNode transitions = fixture.api.get("/v1/admin/vouchers/" + code + "/history", fixture.adminToken).json()
                .get("transitions");
        List<String> moves = new ArrayList<>();
        transitions.forEach(t -> moves.add(t.get("from").asText() + ">" + t.get("to").asText() + " "
                + t.get("actor").asText() + " " + t.get("requestId").asText()));
        return moves;
    }

    @Test
    void aRevocationWhileLockedAnswersRevokedAndStoresItForTheRetry() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();
        List<ApiCaller.Answer> revocation = new ArrayList<>();
        NEXT.set(() -> revocation.add(fixture.api.post("/v1/admin/vouchers/" + code + "/revoke", fixture.adminToken,
                null, "application/json", "{\"reason\":\"reported stolen\"}")));

        ApiCaller.Answer answer = redeem(key, code);
        ApiCaller.Answer retry = redeem(key, code);

        assertThat(revocation).singleElement().extracting(ApiCaller.Answer::status).isEqualTo(200);
        assertThat(answer.status()).isEqualTo(410);
        assertThat(answer.type()).isEqualTo("revoked");
        assertThat(answer.json().get("verdict").asText()).isEqualTo("REVOKED");
        assertThat(answer.json().get("requestId").asText()).isEqualTo(key);
        assertThat(retry.status()).isEqualTo(410);
        assertThat(retry.body()).isEqualTo(answer.body());
        assertThat(retry.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(fixture.scalar("SELECT state FROM idempotency_records WHERE request_id = ?", key))
                .isEqualTo("FAILED");
        assertThat(fixture.scalar("SELECT outcome FROM idempotency_records WHERE request_id = ?", key))
                .isEqualTo("REVOKED");
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("REVOKED");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code)).isEqualTo("0");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM outbound_events WHERE code = ?", code)).isEqualTo("1");
        assertThat(fixture.scalar("SELECT kind FROM outbound_events WHERE code = ?", code))
                .isEqualTo("voucher.revoked");
        assertThat(moves(code)).containsExactly("UNUSED>LOCKED TILL-1 " + key, "LOCKED>REVOKED admin:tests " + key);
        assertThat(fixture.api.get("/v1/admin/reconcile", fixture.adminToken).json().get("clean").asBoolean())
                .isTrue();
    }

    @Test
    void aLockReleasedByTheSweeperAnswersARetryableConflictAndTheRetryRedeems() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();
        List<Sweeper.Result> sweeps = new ArrayList<>();
        NEXT.set(() -> {
            fixture.update("UPDATE vouchers SET locked_at = ? WHERE code = ?", LONG_AGO, code);
            sweeps.add(fixture.server.sweeper().sweep());
        });

        ApiCaller.Answer answer = redeem(key, code);
        String recordsAfterFirst = fixture.scalar("SELECT COUNT(*) FROM idempotency_records WHERE request_id = ?",
                key);
        ApiCaller.Answer retry = redeem(key, code);

        assertThat(sweeps).singleElement().extracting(Sweeper.Result::released).isEqualTo(1);
        assertThat(answer.status()).isEqualTo(409);
        assertThat(answer.type()).isEqualTo("voucher-locked");
        assertThat(answer.header("Retry-After")).isEqualTo("1");
        assertThat(recordsAfterFirst).isEqualTo("0");
        assertThat(retry.status()).isEqualTo(201);
        assertThat(retry.header("Idempotent-Replayed")).isNull();
        assertThat(fixture.scalar("SELECT state FROM idempotency_records WHERE request_id = ?", key))
                .isEqualTo("SUCCEEDED");
        assertThat(fixture.scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code)).isEqualTo("1");
        assertThat(moves(code)).containsExactly("UNUSED>LOCKED TILL-1 " + key,
                "LOCKED>UNUSED " + Sweeper.ACTOR + " " + key, "UNUSED>LOCKED TILL-1 " + key,
                "LOCKED>USED TILL-1 " + key);
    }
}
