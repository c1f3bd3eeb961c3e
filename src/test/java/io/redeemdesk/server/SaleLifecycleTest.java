package io.redeemdesk.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.protocol.RedemptionRequest;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.redeem.Fingerprint;
import io.redeemdesk.server.redeem.Sweeper;
import io.redeemdesk.server.redeem.TransitionLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

import static io.redeemdesk.server.SaleCluster.capture;
import static io.redeemdesk.server.SaleCluster.hold;
import static io.redeemdesk.server.SaleCluster.newSale;
import static io.redeemdesk.server.SaleCluster.release;
import static io.redeemdesk.server.SaleCluster.voidSale;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sale's life on one SQLite node and three PostgreSQL nodes: a till dies with an open sale and the sweeper
 * gives its holds back after their lease (apart from the short lock of an in-flight redemption), the expiry scan
 * leaves held and in-flight vouchers alone, and every hold, release, capture, void and use is a transition and
 * a ledger row that reconcile checks. Stale states are written as a dead till would leave them (times in the past).
 */
@ParameterizedClass
@EnumSource(SaleCluster.Kind.class)
class SaleLifecycleTest {
    private static final long PAST = System.currentTimeMillis() - Duration.ofMinutes(10).toMillis();

    @Parameter
    SaleCluster.Kind kind;

    static SaleCluster cluster;
    static String till;
    static String other;

    @BeforeParameterizedClassInvocation
    static void start(SaleCluster.Kind kind) throws Exception {
        cluster = SaleCluster.start(kind);
        till = cluster.first().terminal("TILL-1");
        other = cluster.first().terminal("TILL-2");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        cluster.close();
    }

    private static String status(String code) throws SQLException {
        return cluster.first().scalar("SELECT status FROM vouchers WHERE code = ?", code);
    }

    private static void held(String saleId, String code) {
        ApiCaller.Answer answer = hold(cluster.node(0), till, "TILL-1", ApiCaller.newKey(), saleId, code);
        assertThat(answer.status()).as(answer.body()).isEqualTo(201);
    }

    /** The lease of {@code code}'s hold ended ten minutes ago. */
    private static void leaseRanOut(String code) throws SQLException {
        cluster.first().update("UPDATE vouchers SET held_until = ? WHERE code = ?", PAST, code);
        cluster.first().update("UPDATE sale_holds SET held_until = ? WHERE code = ?", PAST, code);
    }

    /** Phase 1 of a redemption committed just now and its node is still working: LOCKED, record processing. */
    private static void inFlight(String code, String key, long lockedAt) throws SQLException {
        String fingerprint = Fingerprint.of(new RedemptionRequest(code, ServerFixture.STORE, "TILL-2", "bob",
                "2026-11-29T10:15:30Z", false));
        cluster.first().update("INSERT INTO idempotency_records (terminal_id, request_id, fingerprint, state, code, "
                + "created_at, expires_at) VALUES ('TILL-2', ?, ?, 'PROCESSING', ?, ?, ?)", key, fingerprint, code,
                lockedAt, System.currentTimeMillis() + 86_400_000L);
        cluster.first().update("UPDATE vouchers SET status = 'LOCKED', locked_by = ?, locked_at = ? WHERE code = ?",
                key, lockedAt, code);
    }

    private static Reconciler.Report reconcile() throws SQLException {
        return new Reconciler(cluster.first().database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
    }

    @Test
    void theSweeperGivesBackHoldsPastTheirLeaseAndNothingElse() throws Exception {
        List<String> codes = cluster.first().vouchers(4);
        String lapsed = codes.get(0);
        String stillHeld = codes.get(1);
        String redeeming = codes.get(2);
        String takenMeanwhile = codes.get(3);
        String sale = newSale();
        held(sale, lapsed);
        held(sale, stillHeld);
        held(sale, takenMeanwhile);
        leaseRanOut(lapsed);
        leaseRanOut(takenMeanwhile);
        cluster.first().update("UPDATE vouchers SET locked_at = ? WHERE code = ?", PAST, stillHeld);
        String key = ApiCaller.newKey();
        inFlight(redeeming, key, System.currentTimeMillis());

        Sweeper.Result swept = cluster.node(1).server.sweeper().sweep();

        assertThat(swept.holdsReleased()).isGreaterThanOrEqualTo(2);
        assertThat(status(lapsed)).isEqualTo("UNUSED");
        assertThat(status(stillHeld)).as("a hold older than the lock timeout, inside its lease").isEqualTo("LOCKED");
        assertThat(status(redeeming)).as("an in-flight redemption's short lock").isEqualTo("LOCKED");
        assertThat(cluster.first().scalar("SELECT actor FROM voucher_transitions WHERE code = ? AND "
                + "from_status = 'LOCKED' AND to_status = 'UNUSED'", lapsed)).isEqualTo(Sweeper.ACTOR);
        assertThat(cluster.first().scalar("SELECT state FROM sale_holds WHERE code = ?", lapsed)).isEqualTo("LAPSED");
        assertThat(cluster.first().scalar("SELECT state FROM sales WHERE sale_id = ?", sale)).isEqualTo("OPEN");

        ApiCaller.Answer stolen = cluster.node(2).api.redeem(other, ApiCaller.newKey(), takenMeanwhile, "TILL-2",
                ServerFixture.STORE);
        assertThat(stolen.status()).isEqualTo(201);
        ApiCaller.Answer captured = capture(cluster.node(1), till, "TILL-1", ApiCaller.newKey(), sale, null);

        assertThat(captured.status()).as(captured.body()).isEqualTo(200);
        assertThat(captured.json().get("orderNo").asText()).as("no orderNo: the sale id").isEqualTo(sale);
        assertThat(captured.json().get("captured").findValuesAsText("code"))
                .containsExactlyInAnyOrder(lapsed, stillHeld);
        JsonNode refused = captured.json().get("refused");
        assertThat(refused).hasSize(1);
        assertThat(refused.get(0).get("code").asText()).isEqualTo(takenMeanwhile);
        assertThat(refused.get(0).get("verdict").asText()).isEqualTo("ALREADY_REDEEMED");
        assertThat(status(lapsed)).isEqualTo("USED");
        assertThat(cluster.first().scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", takenMeanwhile))
                .isEqualTo("1");
        cluster.first().update("DELETE FROM idempotency_records WHERE request_id = ?", key);
        cluster.first().update("UPDATE vouchers SET status = 'UNUSED', locked_by = NULL, locked_at = NULL "
                + "WHERE code = ?", redeeming);
    }

    @Test
    void theExpiryScanNeverExpiresAHeldOrAnInFlightVoucher() throws Exception {
        List<String> codes = cluster.first().vouchers(3);
        String sale = newSale();
        held(sale, codes.get(0));
        String key = ApiCaller.newKey();
        inFlight(codes.get(1), key, System.currentTimeMillis());
        for (String code : codes) {
            cluster.first().update("UPDATE vouchers SET expires_at = ? WHERE code = ?", PAST, code);
        }

        cluster.node(1).server.sweeper().sweep();

        assertThat(status(codes.get(0))).isEqualTo("LOCKED");
        assertThat(status(codes.get(1))).isEqualTo("LOCKED");
        assertThat(status(codes.get(2))).isEqualTo("EXPIRED");
        assertThat(cluster.first().scalar("SELECT COUNT(*) FROM voucher_transitions WHERE code IN (?, ?) "
                + "AND to_status = 'EXPIRED'", codes.get(0), codes.get(1))).isEqualTo("0");
        cluster.first().update("DELETE FROM idempotency_records WHERE request_id = ?", key);
        cluster.first().update("UPDATE vouchers SET status = 'UNUSED', locked_by = NULL, locked_at = NULL "
                + "WHERE code = ?", codes.get(1));
        assertThat(voidSale(cluster.node(0), till, "TILL-1", ApiCaller.newKey(), sale).status()).isEqualTo(200);
        for (String code : codes) {
            // the expiry set by hand is not the template's (reconcile reports it): the template's terms back
            cluster.first().update("UPDATE vouchers SET expires_at = NULL WHERE code = ?", code);
        }
    }

    @Test
    void everyHoldReleaseCaptureVoidAndUseIsLoggedAndReconcileChecksUsesAndSales() throws Exception {
        List<String> codes = cluster.first().vouchers(2);
        String pass = cluster.first().passes("ten-visits-log", 10, 1).get(0);
        String paid = newSale();
        String walkedAway = newSale();
        held(paid, codes.get(0));
        held(paid, codes.get(1));
        held(paid, pass);
        assertThat(release(cluster.node(1), till, ApiCaller.newKey(), paid, codes.get(1)).json().get("verdict")
                .asText()).isEqualTo("RELEASED");
        assertThat(capture(cluster.node(2), till, "TILL-1", ApiCaller.newKey(), paid, "A-1001").status())
                .isEqualTo(200);
        held(walkedAway, codes.get(1));
        ApiCaller.Answer voided = voidSale(cluster.node(1), till, "TILL-1", ApiCaller.newKey(), walkedAway);

        assertThat(voided.json().get("released")).hasSize(1);
        assertThat(voided.json().get("released").get(0).asText()).isEqualTo(codes.get(1));
        assertThat(moves(codes.get(0))).containsExactly("UNUSED>LOCKED", "LOCKED>USED");
        assertThat(moves(codes.get(1))).containsExactly("UNUSED>LOCKED", "LOCKED>UNUSED", "UNUSED>LOCKED",
                "LOCKED>UNUSED");
        assertThat(moves(pass)).containsExactly("UNUSED>LOCKED", "LOCKED>UNUSED");
        assertThat(cluster.first().scalar("SELECT detail FROM voucher_transitions WHERE code = ? "
                + "AND from_status = 'LOCKED'", pass)).contains("use 1 of 10", paid, "A-1001");
        assertThat(cluster.first().scalar("SELECT sale_id || ' ' || order_no FROM redemptions WHERE code = ?",
                codes.get(0))).isEqualTo(paid + " A-1001");
        assertThat(cluster.first().scalar("SELECT uses_left FROM vouchers WHERE code = ?", pass)).isEqualTo("9");
        assertThat(status(codes.get(1))).isEqualTo("UNUSED");
        assertThat(reconcile().clean()).as(reconcile().toString()).isTrue();

        cluster.first().update("UPDATE vouchers SET uses_left = 4 WHERE code = ?", pass);
        cluster.first().update("UPDATE vouchers SET status = 'LOCKED', held_by_sale = ?, held_until = ? "
                + "WHERE code = ?", paid, System.currentTimeMillis() + 60_000, codes.get(1));
        Reconciler.Report broken = reconcile();
        cluster.first().update("UPDATE vouchers SET uses_left = 9 WHERE code = ?", pass);
        cluster.first().update("UPDATE vouchers SET status = 'UNUSED', held_by_sale = NULL, held_until = NULL "
                + "WHERE code = ?", codes.get(1));

        assertThat(broken.usesMismatch()).containsExactly(pass);
        assertThat(broken.capturedStillHeld()).containsExactly(codes.get(1));
        assertThat(broken.lockedWithoutOwner()).containsExactly(codes.get(1));
        assertThat(reconcile().clean()).isTrue();
    }

    /** The voucher's transitions in order, as "FROM>TO". */
    private static List<String> moves(String code) throws SQLException {
        return cluster.first().database().read(c -> new TransitionLog().history(c, code))
                .stream().map(t -> t.from() + ">" + t.to()).toList();
    }
}
