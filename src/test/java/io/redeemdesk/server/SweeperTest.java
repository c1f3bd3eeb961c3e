package io.redeemdesk.server;

import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.redeem.Fingerprint;
import io.redeemdesk.server.redeem.Sweeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The sweeper on the states a dead node leaves behind, written as a crash would leave them (times in the past):
 * LOCKED with no ledger row, LOCKED with a ledger row, a record stuck in processing (also of a voucher revoked
 * while locked), an expired voucher.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class SweeperTest {
    private static final long LONG_AGO = System.currentTimeMillis() - Duration.ofMinutes(10).toMillis();

    @Parameter
    Backend backend;

    static ServerFixture fixture;
    static String token;

    @BeforeParameterizedClassInvocation
    static void start(Backend backend) throws Exception {
        fixture = ServerFixture.start(backend);
        token = fixture.terminal("TILL-1");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        fixture.close();
    }

    /** Phase 1 committed, then the node died: voucher LOCKED by {@code key}, record processing. */
    private static void leavePhaseOne(String code, String key) throws SQLException {
        String fingerprint = Fingerprint.of(new RedemptionRequest(code, ServerFixture.STORE, "TILL-1", "alice",
                "2026-11-29T10:15:30Z", false));
        fixture.update("INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, state, code, "
                + "created_at, expires_at) VALUES ('TILL-1', ?, ?, 'PROCESSING', ?, ?, ?)", key, fingerprint, code,
                LONG_AGO, System.currentTimeMillis() + 86_400_000L);
        fixture.update("UPDATE vouchers SET status = 'LOCKED', locked_by = ?, locked_at = ? WHERE code = ?", key,
                LONG_AGO, code);
    }

    private static Reconciler.Report reconcile() throws SQLException {
        return new Reconciler(fixture.database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
    }

    @Test
    void aLockWithoutLedgerRowIsReleasedAndTheRetryRedeems() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();
        leavePhaseOne(code, key);

        ApiCaller.Answer beforeSweep = fixture.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);
        assertThat(reconcile().lockedPastTimeout()).contains(code);
        assertThat(reconcile().stuckProcessing()).contains("TILL-1/" + key);
        Sweeper.Result swept = fixture.server.sweeper().sweep();
        ApiCaller.Answer retry = fixture.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);

        assertThat(beforeSweep.status()).isEqualTo(409);
        assertThat(beforeSweep.type()).isEqualTo("request-in-progress");
        assertThat(beforeSweep.header("Retry-After")).isEqualTo("1");
        assertThat(swept.released()).isGreaterThanOrEqualTo(1);
        assertThat(retry.status()).isEqualTo(201);
        assertThat(fixture.scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code)).isEqualTo("1");
        assertThat(fixture.scalar("SELECT actor FROM voucher_transitions WHERE code = ? AND to_status = 'UNUSED'",
                code)).isEqualTo(Sweeper.ACTOR);
        assertThat(reconcile().lockedPastTimeout()).doesNotContain(code);
    }

    @Test
    void aLockWithALedgerRowIsFinishedToUsedAndTheRecordReplaysRedeemed() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();
        leavePhaseOne(code, key);
        fixture.update("INSERT INTO redemptions (code, use_no, request_id, terminal_id, store_id, cashier_id, "
                + "value_cents, redeemed_at, offline) VALUES (?, 1, ?, 'TILL-1', ?, 'alice', 2000, ?, 0)", code, key,
                ServerFixture.STORE, LONG_AGO);
        assertThat(reconcile().usesMismatch()).contains(code);

        Sweeper.Result swept = fixture.server.sweeper().sweep();
        ApiCaller.Answer retry = fixture.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);

        assertThat(swept.finished()).isGreaterThanOrEqualTo(1);
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("USED");
        assertThat(retry.status()).isEqualTo(201);
        assertThat(retry.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(retry.json().get("verdict").asText()).isEqualTo("REDEEMED");
        assertThat(reconcile().usesMismatch()).doesNotContain(code);
    }

    @Test
    void aStuckRecordWithoutLockIsRemoved() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();
        leavePhaseOne(code, key);
        fixture.update("UPDATE vouchers SET status = 'UNUSED', locked_by = NULL, locked_at = NULL WHERE code = ?",
                code);

        Sweeper.Result swept = fixture.server.sweeper().sweep();

        assertThat(swept.recordsRemoved()).isGreaterThanOrEqualTo(1);
        assertThat(fixture.scalar("SELECT COUNT(*) FROM idempotency_records WHERE request_id = ?", key))
                .isEqualTo("0");
    }

    @Test
    void aRevokedVoucherLeftLockedByADeadNodeLosesOnlyTheStuckRecordAndTheRetryAnswersRevoked() throws Exception {
        String code = fixture.vouchers(1).get(0);
        String key = ApiCaller.newKey();
        leavePhaseOne(code, key);
        ApiCaller.Answer revoked = fixture.api.post("/v1/admin/vouchers/" + code + "/revoke", fixture.adminToken,
                null, "application/json", "{\"reason\":\"reported stolen\"}");

        Sweeper.Result swept = fixture.server.sweeper().sweep();
        ApiCaller.Answer retry = fixture.api.redeem(token, key, code, "TILL-1", ServerFixture.STORE);

        assertThat(revoked.status()).isEqualTo(200);
        assertThat(swept.recordsRemoved()).isGreaterThanOrEqualTo(1);
        assertThat(fixture.scalar("SELECT COUNT(*) FROM voucher_transitions WHERE code = ? AND actor = ?", code,
                Sweeper.ACTOR)).isEqualTo("0");
        assertThat(retry.status()).isEqualTo(410);
        assertThat(retry.type()).isEqualTo("revoked");
        assertThat(fixture.scalar("SELECT state FROM idempotency_records WHERE request_id = ?", key))
                .isEqualTo("FAILED");
        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("REVOKED");
    }

    @Test
    void anExpiredVoucherMovesToExpiredAndIsLogged() throws Exception {
        String code = fixture.expiredVouchers("old-" + System.nanoTime(), 1).get(0);

        fixture.server.sweeper().sweep();

        assertThat(fixture.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("EXPIRED");
        assertThat(fixture.scalar("SELECT actor FROM voucher_transitions WHERE code = ? AND to_status = 'EXPIRED'",
                code)).isEqualTo(Sweeper.ACTOR);
        ApiCaller.Answer refused = fixture.api.redeem(token, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE);
        assertThat(refused.type()).isEqualTo("expired");
    }
}
