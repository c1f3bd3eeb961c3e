package io.redeemdesk.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static io.redeemdesk.server.SaleCluster.capture;
import static io.redeemdesk.server.SaleCluster.hold;
import static io.redeemdesk.server.SaleCluster.newSale;
import static io.redeemdesk.server.SaleCluster.release;
import static io.redeemdesk.server.SaleCluster.voidSale;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The edges of a sale's hold on SQLite and PostgreSQL (docs/api.md, Sales): a lease never passes the voucher's
 * expiry, a renewal or a capture after the expiry answers EXPIRED (the expired voucher cannot be kept alive by
 * re-posting its hold), a capture inside the lease is honoured, a renewal keeps the hold's start, and every
 * {@code voucher.held} staged is followed by the event that ended that hold, whatever ended it. Expiry is real
 * time: vouchers valid for a few seconds.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class HoldEdgesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicInteger TEMPLATES = new AtomicInteger();
    private static final List<String> ENDS = List.of("voucher.released", "sale.captured", "sale.voided",
            "voucher.revoked");

    @Parameter
    Backend backend;

    static ServerFixture node;
    static String till;
    static String other;

    @BeforeParameterizedClassInvocation
    static void start(Backend backend) throws Exception {
        node = new ServerFixture(ServerOptions.loopback(backend.newDatabase()).withLimits(SaleCluster.GENEROUS));
        till = node.terminal("TILL-1");
        other = node.terminal("TILL-2");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        node.close();
    }

    /** A voucher valid for {@code seconds} more seconds. */
    private static String validFor(int seconds) throws SQLException {
        return node.vouchersValidUntil("soon-" + TEMPLATES.incrementAndGet(),
                System.currentTimeMillis() + seconds * 1000L, 1).get(0);
    }

    private static ApiCaller.Answer held(String key, String sale, String code) {
        return hold(node, till, "TILL-1", key, sale, code);
    }

    private static void ok(ApiCaller.Answer answer, int status) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(status);
    }

    private static void waitPast(String expiresAt) {
        Instant end = Instant.parse(expiresAt);
        await().atMost(Duration.ofSeconds(20)).until(() -> Instant.now().isAfter(end.plusMillis(50)));
    }

    @Test
    void aLeaseEndsAtTheVouchersExpiryAndACaptureInsideItIsHonoured() throws Exception {
        String code = validFor(60);
        String sale = newSale();

        ApiCaller.Answer first = held(ApiCaller.newKey(), sale, code);
        ApiCaller.Answer renewed = held(ApiCaller.newKey(), sale, code);

        ok(first, 201);
        String expiresAt = first.json().get("expiresAt").asText();
        assertThat(first.json().get("heldUntil").asText()).as("15 min lease, 60 s validity").isEqualTo(expiresAt);
        ok(renewed, 201);
        assertThat(renewed.json().get("heldUntil").asText()).as("a renewal adds nothing past the expiry")
                .isEqualTo(expiresAt);
        assertThat(node.scalar("SELECT held_until FROM sale_holds WHERE sale_id = ?", sale))
                .isEqualTo(node.scalar("SELECT expires_at FROM vouchers WHERE code = ?", code));
        assertThat(payloads(code, "voucher.held").get(0).get("heldUntil").asText()).isEqualTo(expiresAt);
        ApiCaller.Answer paid = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "EXP-1");
        ok(paid, 200);
        assertThat(paid.json().get("captured").findValuesAsText("code")).containsExactly(code);
    }

    @Test
    void aRenewalAfterTheExpiryAnswersExpiredAndEndsTheHold() throws Exception {
        String code = validFor(3);
        String sale = newSale();
        ApiCaller.Answer first = held(ApiCaller.newKey(), sale, code);
        ok(first, 201);
        waitPast(first.json().get("expiresAt").asText());
        String key = ApiCaller.newKey();

        ApiCaller.Answer renewal = held(key, sale, code);
        ApiCaller.Answer again = held(key, sale, code);
        ApiCaller.Answer fresh = held(ApiCaller.newKey(), newSale(), code);
        ApiCaller.Answer plain = node.api.redeem(other, ApiCaller.newKey(), code, "TILL-2", ServerFixture.STORE);
        ApiCaller.Answer captured = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, null);

        ok(renewal, 410);
        assertThat(renewal.type()).isEqualTo("expired");
        assertThat(renewal.json().get("expiresAt").asText()).isEqualTo(first.json().get("expiresAt").asText());
        assertThat(again.body()).as("stored: a retry replays it").isEqualTo(renewal.body());
        assertThat(fresh.type()).as("a hold after the expiry").isEqualTo("expired");
        assertThat(plain.type()).isEqualTo("expired");
        ok(captured, 200);
        assertThat(captured.json().get("captured")).isEmpty();
        assertThat(captured.json().get("refused").get(0).get("verdict").asText()).isEqualTo("EXPIRED");
        assertThat(node.scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code)).isEqualTo("0");
        assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("UNUSED");
        assertThat(types(code)).containsExactly("voucher.held", "voucher.released");
        JsonNode ended = payloads(code, "voucher.released").get(0);
        assertThat(ended.get("reason").asText()).isEqualTo("expired");
        assertThat(ended.get("actor").asText()).isEqualTo("TILL-1");
        node.server.sweeper().sweep();
        assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("EXPIRED");
    }

    @Test
    void aCaptureAfterTheExpiryOfAHeldVoucherRefusesItExpired() throws Exception {
        String code = validFor(3);
        String kept = node.vouchers(1).get(0);
        String sale = newSale();
        ApiCaller.Answer first = held(ApiCaller.newKey(), sale, code);
        ok(first, 201);
        ok(held(ApiCaller.newKey(), sale, kept), 201);
        waitPast(first.json().get("expiresAt").asText());

        ApiCaller.Answer captured = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "EXP-2");

        ok(captured, 200);
        assertThat(captured.json().get("captured").findValuesAsText("code")).containsExactly(kept);
        JsonNode refused = captured.json().get("refused").get(0);
        assertThat(refused.get("code").asText()).isEqualTo(code);
        assertThat(refused.get("verdict").asText()).isEqualTo("EXPIRED");
        assertThat(node.scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code)).isEqualTo("0");
        assertThat(node.scalar("SELECT state FROM sale_holds WHERE sale_id = ? AND code = ?", sale, code))
                .isEqualTo("REFUSED");
        assertThat(types(code)).containsExactly("voucher.held", "voucher.released");
        assertThat(payloads(code, "voucher.released").get(0).get("reason").asText()).isEqualTo("expired");
    }

    @Test
    void aCaptureUsesTheVouchersStillHeldTogetherAndTakesALapsedOneAgainOnItsOwn() throws Exception {
        List<String> codes = node.vouchers(4);
        String expiring = validFor(3);
        String sale = newSale();
        ok(held(ApiCaller.newKey(), sale, codes.get(0)), 201);
        ApiCaller.Answer expiringHold = held(ApiCaller.newKey(), sale, expiring);
        ok(expiringHold, 201);
        for (String code : codes.subList(1, 4)) {
            ok(held(ApiCaller.newKey(), sale, code), 201);
        }
        String lapsed = codes.get(2);
        node.update("UPDATE vouchers SET held_until = ? WHERE code = ?", System.currentTimeMillis() - 1000, lapsed);
        node.server.sweeper().sweep();
        assertThat(node.scalar("SELECT state FROM sale_holds WHERE sale_id = ? AND code = ?", sale, lapsed))
                .isEqualTo("LAPSED");
        waitPast(expiringHold.json().get("expiresAt").asText());
        List<String> holdOrder = node.api.get("/v1/sales/" + sale, till).json().get("holds").findValuesAsText("code");

        ApiCaller.Answer captured = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "混合-1");

        ok(captured, 200);
        assertThat(captured.json().get("captured").findValuesAsText("code"))
                .isEqualTo(holdOrder.stream().filter(code -> !code.equals(expiring)).toList());
        assertThat(captured.json().get("refused").findValuesAsText("verdict")).containsExactly("EXPIRED");
        for (String code : codes) {
            assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", code)).as(code).isEqualTo("USED");
            assertThat(node.scalar("SELECT state FROM sale_holds WHERE sale_id = ? AND code = ?", sale, code))
                    .as(code).isEqualTo("CAPTURED");
            assertThat(node.scalar("SELECT order_no FROM redemptions WHERE code = ?", code)).isEqualTo("混合-1");
        }
        assertThat(types(codes.get(0))).containsExactly("voucher.held", "voucher.redeemed", "sale.captured");
        assertThat(types(lapsed)).containsExactly("voucher.held", "voucher.released", "voucher.redeemed",
                "sale.captured");
        assertThat(payloads(codes.get(3), "sale.captured").get(0).get("orderNo").asText()).isEqualTo("混合-1");
        assertThat(node.scalar("SELECT SUM(redeemed) FROM redemption_days"))
                .isEqualTo(node.scalar("SELECT COUNT(*) FROM redemptions"));
    }

    @Test
    void aRenewalKeepsTheHoldsStart() throws Exception {
        String code = node.vouchers(1).get(0);
        String sale = newSale();
        ok(held(ApiCaller.newKey(), sale, code), 201);
        String since = node.api.get("/v1/vouchers/" + code, other).json().get("heldBy").get("heldSince").asText();
        String heldAt = node.api.get("/v1/sales/" + sale, till).json().get("holds").get(0).get("heldAt").asText();
        await().atMost(Duration.ofSeconds(5)).until(() -> Instant.now().isAfter(Instant.parse(since).plusMillis(20)));

        ApiCaller.Answer renewed = held(ApiCaller.newKey(), sale, code);

        ok(renewed, 201);
        JsonNode heldBy = node.api.get("/v1/vouchers/" + code, other).json().get("heldBy");
        JsonNode row = node.api.get("/v1/sales/" + sale, till).json().get("holds").get(0);
        assertThat(heldBy.get("heldSince").asText()).isEqualTo(since);
        assertThat(row.get("heldAt").asText()).isEqualTo(heldAt).isEqualTo(since);
        assertThat(Instant.parse(heldBy.get("heldUntil").asText())).isAfter(Instant.parse(since)
                .plus(Duration.ofMinutes(15)));
        assertThat(row.get("heldUntil").asText()).isEqualTo(heldBy.get("heldUntil").asText());
        assertThat(types(code)).as("a renewal stages nothing").containsExactly("voucher.held");
        ok(voidSale(node, till, "TILL-1", ApiCaller.newKey(), sale), 200);
    }

    @Test
    void aCaptureThatRefusesAHeldVoucherBecauseItsOrderUsedItEndsTheHoldWithAnEvent() throws Exception {
        String pass = node.passes("order-refusal-" + backend, 10, 1).get(0);
        String first = newSale();
        ok(held(ApiCaller.newKey(), first, pass), 201);
        ok(capture(node, till, "TILL-1", ApiCaller.newKey(), first, "订单-7"), 200);
        String second = newSale();
        ok(held(ApiCaller.newKey(), second, pass), 201);

        ApiCaller.Answer refused = capture(node, till, "TILL-1", ApiCaller.newKey(), second, "订单-7");

        ok(refused, 200);
        assertThat(refused.json().get("refused").get(0).get("verdict").asText()).isEqualTo("ALREADY_REDEEMED");
        assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", pass)).isEqualTo("UNUSED");
        assertThat(types(pass)).containsExactly("voucher.held", "voucher.redeemed", "sale.captured",
                "voucher.held", "voucher.released");
        JsonNode ended = payloads(pass, "voucher.released").get(0);
        assertThat(ended.get("reason").asText()).isEqualTo("refused");
        assertThat(ended.get("saleId").asText()).isEqualTo(second);
        assertThat(ended.get("usesLeft").asInt()).isEqualTo(9);
    }

    @Test
    void everyHoldStagedIsFollowedByTheEventThatEndedIt() throws Exception {
        List<String> codes = node.vouchers(5);
        String expiring = validFor(3);
        String released = newSale();
        String paid = newSale();
        String walkedAway = newSale();
        String abandoned = newSale();
        String lapsing = newSale();
        ok(held(ApiCaller.newKey(), released, codes.get(0)), 201);
        ok(release(node, till, ApiCaller.newKey(), released, codes.get(0)), 200);
        ok(held(ApiCaller.newKey(), paid, codes.get(1)), 201);
        ok(capture(node, till, "TILL-1", ApiCaller.newKey(), paid, null), 200);
        ok(held(ApiCaller.newKey(), walkedAway, codes.get(2)), 201);
        ok(voidSale(node, till, "TILL-1", ApiCaller.newKey(), walkedAway), 200);
        ok(held(ApiCaller.newKey(), abandoned, codes.get(3)), 201);
        node.update("UPDATE vouchers SET held_until = ? WHERE code = ?", System.currentTimeMillis() - 1000,
                codes.get(3));
        ok(held(ApiCaller.newKey(), abandoned, codes.get(4)), 201);
        ok(node.api.post("/v1/admin/vouchers/" + codes.get(4) + "/revoke", node.adminToken, null,
                "application/json", "{\"reason\":\"lost\"}"), 200);
        ApiCaller.Answer expiringHold = held(ApiCaller.newKey(), lapsing, expiring);
        ok(expiringHold, 201);
        waitPast(expiringHold.json().get("expiresAt").asText());
        node.server.sweeper().sweep();

        List<String> all = new ArrayList<>(codes);
        all.add(expiring);
        for (String code : all) {
            List<String> types = types(code);
            assertThat(types).as(code).contains("voucher.held");
            for (int i = 0; i < types.size(); i++) {
                if (types.get(i).equals("voucher.held")) {
                    assertThat(types.subList(i + 1, types.size())).as(code + " " + types)
                            .anyMatch(ENDS::contains);
                    String end = types.subList(i + 1, types.size()).stream().filter(t -> ENDS.contains(t)
                            || t.equals("voucher.held")).findFirst().orElseThrow();
                    assertThat(end).as(code + " " + types).isNotEqualTo("voucher.held");
                }
            }
        }
        assertThat(types(expiring)).containsExactly("voucher.held", "voucher.released", "voucher.expired");
    }

    /** The types of {@code code}'s staged events, in the relay's order. */
    private static List<String> types(String code) throws SQLException {
        return events(code).stream().map(e -> e[0]).toList();
    }

    private static List<JsonNode> payloads(String code, String type) throws SQLException {
        List<JsonNode> found = new ArrayList<>();
        for (String[] e : events(code)) {
            if (e[0].equals(type)) {
                try {
                    found.add(JSON.readTree(e[1]));
                } catch (IOException ex) {
                    throw new IllegalStateException(ex);
                }
            }
        }
        return found;
    }

    private static List<String[]> events(String code) throws SQLException {
        return node.database().read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT kind, payload FROM outbound_events "
                    + "WHERE code = ? ORDER BY created_at, id")) {
                select.setString(1, code);
                List<String[]> rows = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        rows.add(new String[] {rs.getString(1), rs.getString(2)});
                    }
                }
                return rows;
            }
        });
    }
}
