package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.protocol.VoucherCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.security.SecureRandom;
import java.util.List;

import static io.redeemdesk.server.SaleCluster.capture;
import static io.redeemdesk.server.SaleCluster.hold;
import static io.redeemdesk.server.SaleCluster.newSale;
import static io.redeemdesk.server.SaleCluster.release;
import static io.redeemdesk.server.SaleCluster.voidSale;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The HTTP contract of the sale endpoints and the voucher look-up (docs/api.md), against a real node on SQLite
 * and on PostgreSQL: statuses, verdicts, problem types, replays, and the brute-force limit of the look-up.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class SaleApiTest {
    @Parameter
    Backend backend;

    static ServerFixture node;
    static String till;
    static String other;

    @BeforeParameterizedClassInvocation
    static void start(Backend backend) throws Exception {
        node = new ServerFixture(ServerOptions.loopback(backend.newDatabase())
                .withLimits(new RateLimits(10_000, 10_000, 0.01, 3)));
        till = node.terminal("TILL-1");
        other = node.terminal("TILL-2");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        node.close();
    }

    private static ApiCaller.Answer held(String key, String saleId, String code) {
        return hold(node, till, "TILL-1", key, saleId, code);
    }

    @Test
    void aHoldAnswersHeldWithItsLeaseAndAReplayIsByteForByte() throws Exception {
        String pass = node.passes("ten-visits-api", 10, 1).get(0);
        String sale = newSale();
        String key = ApiCaller.newKey();

        ApiCaller.Answer first = held(key, sale, VoucherCode.display(pass).toLowerCase());
        ApiCaller.Answer replay = held(key, sale, pass);
        ApiCaller.Answer otherBody = held(key, newSale(), pass);
        ApiCaller.Answer lookedUp = node.api.get("/v1/vouchers/" + pass, other);
        ApiCaller.Answer sold = node.api.get("/v1/sales/" + sale, till);
        ApiCaller.Answer notYours = node.api.get("/v1/sales/" + sale, other);

        assertThat(first.status()).isEqualTo(201);
        assertThat(first.header("Content-Type")).isEqualToIgnoringWhitespace("application/json;charset=utf-8");
        JsonNode body = first.json();
        assertThat(body.get("verdict").asText()).isEqualTo("HELD");
        assertThat(body.get("saleId").asText()).isEqualTo(sale);
        assertThat(body.get("code").asText()).isEqualTo(pass);
        assertThat(body.get("voucherName").asText()).isEqualTo("十次卡 Ten visits");
        assertThat(body.get("valueCents").asLong()).isEqualTo(1500);
        assertThat(body.get("currency").asText()).isEqualTo("EUR");
        assertThat(body.get("usesLeft").asInt()).isEqualTo(10);
        assertThat(body.get("usesTotal").asInt()).isEqualTo(10);
        assertThat(java.time.Instant.parse(body.get("heldUntil").asText()))
                .isAfter(java.time.Instant.now().plus(java.time.Duration.ofMinutes(14)));
        assertThat(replay.body()).isEqualTo(first.body());
        assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(otherBody.status()).isEqualTo(422);
        assertThat(otherBody.type()).isEqualTo("idempotency-key-reused");
        assertThat(lookedUp.status()).isEqualTo(200);
        assertThat(lookedUp.json().get("status").asText()).isEqualTo("LOCKED");
        assertThat(lookedUp.json().get("usesLeft").asInt()).isEqualTo(10);
        assertThat(lookedUp.json().get("usesTotal").asInt()).isEqualTo(10);
        assertThat(lookedUp.json().get("heldBy").get("saleId").asText()).isEqualTo(sale);
        assertThat(lookedUp.json().get("heldBy").get("terminalId").asText()).isEqualTo("TILL-1");
        assertThat(lookedUp.json().get("heldBy").get("heldUntil").asText()).isEqualTo(body.get("heldUntil").asText());
        assertThat(sold.json().get("state").asText()).isEqualTo("OPEN");
        assertThat(sold.json().get("holds").get(0).get("state").asText()).isEqualTo("HELD");
        assertThat(notYours.status()).isEqualTo(404);
        assertThat(notYours.type()).isEqualTo("sale-not-found");
    }

    @Test
    void everyAnswerAboutAPassSaysItsUsesInAllBesideWhatIsLeft() throws Exception {
        String pass = node.passes("five-visits-api", 5, 1).get(0);
        String single = node.vouchers(1).get(0);

        ApiCaller.Answer redeemed = node.api.redeem(other, ApiCaller.newKey(), pass, "TILL-2", ServerFixture.STORE);
        ApiCaller.Answer singleRedeemed = node.api.redeem(other, ApiCaller.newKey(), single, "TILL-2",
                ServerFixture.STORE);
        ApiCaller.Answer singleAgain = node.api.redeem(other, ApiCaller.newKey(), single, "TILL-2",
                ServerFixture.STORE);
        String sale = newSale();
        ApiCaller.Answer held = held(ApiCaller.newKey(), sale, pass);
        ApiCaller.Answer released = release(node, till, ApiCaller.newKey(), sale, pass);
        held(ApiCaller.newKey(), sale, pass);
        ApiCaller.Answer captured = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "P-1");

        assertThat(redeemed.status()).isEqualTo(201);
        assertThat(redeemed.json().get("usesLeft").asInt()).isEqualTo(4);
        assertThat(redeemed.json().get("usesTotal").asInt()).isEqualTo(5);
        assertThat(singleRedeemed.json().get("usesTotal").asInt()).isEqualTo(1);
        assertThat(singleAgain.type()).isEqualTo("already-redeemed");
        assertThat(singleAgain.json().get("usesTotal").asInt()).isEqualTo(1);
        assertThat(held.json().get("usesLeft").asInt()).isEqualTo(4);
        assertThat(held.json().get("usesTotal").asInt()).isEqualTo(5);
        assertThat(released.json().get("usesTotal").asInt()).isEqualTo(5);
        JsonNode line = captured.json().get("captured").get(0);
        assertThat(line.get("usesLeft").asInt()).isEqualTo(3);
        assertThat(line.get("usesTotal").asInt()).isEqualTo(5);
    }

    @Test
    void refusalsOfAHoldAreTheRedemptionsRefusals() throws Exception {
        List<String> codes = node.vouchers(2);
        String expired = node.expiredVouchers("expired-api-" + backend, 1).get(0);
        assertThat(node.api.redeem(other, ApiCaller.newKey(), codes.get(0), "TILL-2", ServerFixture.STORE).status())
                .isEqualTo(201);
        String sale = newSale();
        assertThat(held(ApiCaller.newKey(), sale, codes.get(1)).status()).isEqualTo(201);

        ApiCaller.Answer used = held(ApiCaller.newKey(), sale, codes.get(0));
        ApiCaller.Answer gone = held(ApiCaller.newKey(), sale, expired);
        ApiCaller.Answer typo = held(ApiCaller.newKey(), sale, "ABCDEFGHJKMNPQ");
        ApiCaller.Answer elsewhere = hold(node, other, "TILL-2", ApiCaller.newKey(), newSale(), codes.get(1));
        ApiCaller.Answer plain = node.api.redeem(other, ApiCaller.newKey(), codes.get(1), "TILL-2",
                ServerFixture.STORE);
        ApiCaller.Answer noKey = held(null, sale, codes.get(1));

        assertThat(used.status()).isEqualTo(409);
        assertThat(used.json().get("verdict").asText()).isEqualTo("ALREADY_REDEEMED");
        assertThat(used.json().get("usesLeft").asInt()).isZero();
        assertThat(gone.status()).isEqualTo(410);
        assertThat(gone.type()).isEqualTo("expired");
        assertThat(typo.status()).isEqualTo(422);
        assertThat(typo.type()).isEqualTo("malformed-code");
        for (ApiCaller.Answer held : List.of(elsewhere, plain)) {
            assertThat(held.status()).isEqualTo(409);
            assertThat(held.type()).isEqualTo("voucher-held");
            assertThat(held.json().get("heldBy").get("terminalId").asText()).isEqualTo("TILL-1");
            assertThat(held.json().get("detail").asText()).contains("terminal TILL-1", "since", "until");
        }
        assertThat(noKey.status()).isEqualTo(400);
        assertThat(noKey.type()).isEqualTo("missing-idempotency-key");
    }

    @Test
    void releaseVoidAndCaptureAnswerForTheSalesState() throws Exception {
        List<String> codes = node.vouchers(3);
        String sale = newSale();
        held(ApiCaller.newKey(), sale, codes.get(0));
        held(ApiCaller.newKey(), sale, codes.get(1));

        ApiCaller.Answer released = release(node, till, ApiCaller.newKey(), sale, codes.get(0));
        ApiCaller.Answer releasedAgain = release(node, till, ApiCaller.newKey(), sale, codes.get(0));
        ApiCaller.Answer neverHeld = release(node, till, ApiCaller.newKey(), sale, codes.get(2));
        ApiCaller.Answer unknownSale = capture(node, till, "TILL-1", ApiCaller.newKey(), newSale(), "X-1");
        ApiCaller.Answer voided = voidSale(node, till, "TILL-1", ApiCaller.newKey(), sale);
        ApiCaller.Answer voidedAgain = voidSale(node, till, "TILL-1", ApiCaller.newKey(), sale);
        ApiCaller.Answer captureVoided = capture(node, till, "TILL-1", ApiCaller.newKey(), sale, "X-2");
        ApiCaller.Answer holdVoided = held(ApiCaller.newKey(), sale, codes.get(2));
        ApiCaller.Answer badSale = held(ApiCaller.newKey(), "not-a-uuid", codes.get(2));
        ApiCaller.Answer view = node.api.get("/v1/sales/" + sale, till);

        assertThat(released.status()).isEqualTo(200);
        assertThat(released.json().get("verdict").asText()).isEqualTo("RELEASED");
        assertThat(releasedAgain.json().get("verdict").asText()).isEqualTo("RELEASED");
        assertThat(neverHeld.status()).isEqualTo(404);
        assertThat(neverHeld.type()).isEqualTo("hold-not-found");
        assertThat(unknownSale.status()).isEqualTo(404);
        assertThat(unknownSale.type()).isEqualTo("sale-not-found");
        assertThat(voided.status()).isEqualTo(200);
        assertThat(voided.json().get("released").get(0).asText()).isEqualTo(codes.get(1));
        assertThat(voidedAgain.json().get("released")).isEmpty();
        assertThat(captureVoided.status()).isEqualTo(409);
        assertThat(captureVoided.type()).isEqualTo("sale-voided");
        assertThat(holdVoided.type()).isEqualTo("sale-voided");
        assertThat(badSale.status()).isEqualTo(400);
        assertThat(badSale.json().get("detail").asText()).startsWith("saleId must be a UUID");
        assertThat(view.json().get("state").asText()).isEqualTo("VOIDED");
        assertThat(view.json().get("holds").findValuesAsText("state")).containsExactly("RELEASED", "RELEASED");
        assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", codes.get(1))).isEqualTo("UNUSED");
    }

    @Test
    void aLookUpOfAnUnknownCodeCountsAgainstTheBruteForceLimitLikeARedemption() {
        SecureRandom random = new SecureRandom();
        String guesser = "TILL-G-" + backend;
        String token;
        try {
            token = node.terminal(guesser);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
        ApiCaller.Answer redeemed = node.api.redeem(token, ApiCaller.newKey(), VoucherCode.generate(random), guesser,
                ServerFixture.STORE);
        ApiCaller.Answer lookedUp = node.api.get("/v1/vouchers/" + VoucherCode.generate(random), token);
        ApiCaller.Answer heldUnknown = hold(node, token, guesser, ApiCaller.newKey(), newSale(),
                VoucherCode.generate(random));
        ApiCaller.Answer blocked = node.api.get("/v1/vouchers/" + VoucherCode.generate(random), token);

        assertThat(redeemed.type()).isEqualTo("unknown-code");
        assertThat(lookedUp.status()).isEqualTo(404);
        assertThat(lookedUp.type()).isEqualTo("unknown-code");
        assertThat(heldUnknown.type()).isEqualTo("unknown-code");
        assertThat(blocked.status()).isEqualTo(429);
        assertThat(blocked.type()).isEqualTo("rate-limited");
        assertThat(blocked.json().get("detail").asText()).contains("unknown codes");
    }
}
