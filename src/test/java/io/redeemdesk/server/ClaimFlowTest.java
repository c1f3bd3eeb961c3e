package io.redeemdesk.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.campaign.ClaimSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One campaign's life over real HTTP on each database: refused while DRAFT, claimed once active, replayed for the
 * same key, refused for a second claim of the same customer and when sold out, counted by stats, clean in
 * reconcile; the customerId (Chinese text here) is nowhere in the database.
 */
class ClaimFlowTest {

    @ParameterizedTest
    @EnumSource(Backend.class)
    void aCampaignIsClaimedReplayedLimitedAndSoldOut(Backend backend) throws Exception {
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(backend.newDatabase()), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("shop");
            String app = node.server.channels().create("app");
            assertThat(calls.createCampaign(node.adminToken, "winter", 3, 1).status()).isEqualTo(201);

            ApiCaller.Answer draft = calls.claim(shop, ApiCaller.newKey(), "winter", "13800138000");
            assertThat(draft.status()).isEqualTo(409);
            assertThat(draft.type()).isEqualTo("campaign-not-active");
            assertThat(draft.json().get("campaignStatus").asText()).isEqualTo("DRAFT");
            assertThat(node.api.post("/v1/admin/campaigns/winter/activate", node.adminToken, null, null, "").status())
                    .isEqualTo(200);

            String key = ApiCaller.newKey();
            String customer = "王小明-13800138000";
            ApiCaller.Answer claimed = calls.claim(shop, key, "winter", customer);
            assertThat(claimed.status()).isEqualTo(201);
            assertThat(claimed.header("Content-Type").replace(" ", "")).isEqualTo("application/json;charset=utf-8");
            JsonNode voucher = claimed.json();
            assertThat(voucher.get("campaignId").asText()).isEqualTo("winter");
            assertThat(voucher.get("voucherName").asText()).isEqualTo("Gift voucher 20 EUR");
            assertThat(voucher.get("valueCents").asLong()).isEqualTo(2000);
            assertThat(voucher.get("currency").asText()).isEqualTo("EUR");
            String code = voucher.get("code").asText();
            assertThat(node.scalar("SELECT status FROM vouchers WHERE code = ?", code)).isEqualTo("UNUSED");

            ApiCaller.Answer replay = calls.claim(shop, key, "winter", customer);
            assertThat(replay.status()).isEqualTo(201);
            assertThat(replay.body()).isEqualTo(claimed.body());
            assertThat(replay.header("Idempotent-Replayed")).isEqualTo("true");
            assertThat(calls.claim(shop, key, "winter", "someone else").status()).isEqualTo(422);
            assertThat(calls.claim(app, key, "winter", "someone else").status())
                    .as("keys are scoped per channel").isEqualTo(201);

            ApiCaller.Answer second = calls.claim(app, ApiCaller.newKey(), "winter", customer);
            assertThat(second.status()).isEqualTo(409);
            assertThat(second.type()).as("the limit holds across channels").isEqualTo("claim-limit-reached");
            assertThat(calls.claim(shop, ApiCaller.newKey(), "winter", "a third customer").status()).isEqualTo(201);
            ApiCaller.Answer soldOut = calls.claim(shop, ApiCaller.newKey(), "winter", "a fourth customer");
            assertThat(soldOut.status()).isEqualTo(409);
            assertThat(soldOut.type()).isEqualTo("sold-out");
            assertThat(calls.claim(shop, key, "winter", customer).body())
                    .as("after the sell-out a retry still gets its own first answer").isEqualTo(claimed.body());
            assertThat(calls.claim(shop, key, "winter", "someone else").status()).isEqualTo(422);
            assertThat(calls.claim(shop, ApiCaller.newKey(), "spring", customer).status()).isEqualTo(404);

            String till = node.terminal("TILL-1");
            assertThat(calls.claim(till, ApiCaller.newKey(), "winter", "x").status())
                    .as("a terminal token cannot claim").isEqualTo(401);
            assertThat(node.api.redeem(shop, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE).status())
                    .as("a channel token cannot redeem").isEqualTo(401);
            assertThat(node.api.redeem(till, ApiCaller.newKey(), code, "TILL-1", ServerFixture.STORE).json()
                    .get("verdict").asText()).as("a claimed voucher redeems like any other").isEqualTo("REDEEMED");

            JsonNode stats = node.api.get("/v1/admin/campaigns/winter", node.adminToken).json();
            assertThat(stats.get("stock").asLong()).isEqualTo(3);
            assertThat(stats.get("remaining").asLong()).isZero();
            assertThat(stats.get("issued").asLong()).isEqualTo(3);
            assertThat(stats.get("redeemed").asLong()).isEqualTo(1);
            assertThat(stats.get("customers").asLong()).isEqualTo(3);
            assertThat(stats.toString()).doesNotContain(customer);

            assertThat(node.scalar("SELECT COUNT(*) FROM campaign_claims WHERE customer_hash LIKE ?",
                    "%13800138000%")).isEqualTo("0");
            assertThat(node.scalar("SELECT COUNT(*) FROM idempotency_records WHERE response_body LIKE ? "
                    + "OR fingerprint LIKE ?", "%13800138000%", "%13800138000%")).isEqualTo("0");
            assertThat(node.scalar("SELECT COUNT(*) FROM voucher_transitions WHERE code = ? AND actor = ?", code,
                    "channel:shop")).isEqualTo("1");
            Reconciler.Report report = new Reconciler(node.database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
            assertThat(report.clean()).as(report.toString()).isTrue();

            assertThat(node.api.post("/v1/admin/campaigns/winter/end", node.adminToken, null, null, "").status())
                    .isEqualTo(200);
            ApiCaller.Answer ended = calls.claim(shop, ApiCaller.newKey(), "winter", "late");
            assertThat(ended.type()).isEqualTo("campaign-not-active");
            assertThat(ended.json().get("detail").asText()).contains("has ended at 20");
            assertThat(Instant.parse(ended.json().get("endedAt").asText())).isBefore(Instant.now().plusSeconds(1));
        }
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void theDoorRefusesFloodsAndClaimsWaitForTheirWindow(Backend backend) throws Exception {
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(backend.newDatabase()), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET).withRate(0.2, 1))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("shop");
            String starts = Instant.ofEpochSecond(Instant.now().plus(Duration.ofDays(1)).getEpochSecond()).toString();
            assertThat(node.api.post("/v1/admin/campaigns", node.adminToken, null, "application/json",
                    "{\"id\":\"later\",\"templateId\":\"gift-20\",\"stock\":5,\"starts\":\"" + starts + "\"}")
                    .status()).isEqualTo(201);
            assertThat(node.api.post("/v1/admin/campaigns/later/activate", node.adminToken, null, null, "").status())
                    .isEqualTo(200);

            ApiCaller.Answer early = calls.claim(shop, ApiCaller.newKey(), "later", "c1");
            assertThat(early.type()).isEqualTo("campaign-not-active");
            assertThat(early.json().get("detail").asText()).contains("starts at");
            assertThat(early.json().get("startsAt").asText()).isEqualTo(starts);

            ApiCaller.Answer limited = calls.claim(shop, ApiCaller.newKey(), "later", "c2");
            assertThat(limited.status()).isEqualTo(429);
            assertThat(limited.type()).isEqualTo("rate-limited");
            assertThat(Integer.parseInt(limited.header("Retry-After"))).isBetween(1, 5);
            assertThat(node.scalar("SELECT COUNT(*) FROM idempotency_records")).isEqualTo("1");
            assertThat(node.api.get("/metrics", null).body()).contains(
                    "redeemdesk_claim_requests_total{outcome=\"campaign-not-active\"} 1",
                    "redeemdesk_claim_requests_total{outcome=\"rate-limited\"} 1",
                    "redeemdesk_rate_limited_total{limit=\"claims\"} 1", "redeemdesk_claim_duration_seconds_count 2",
                    "redeemdesk_claim_concurrency_limit 32");
        }
    }

    /**
     * {@code claims.concurrency} 2 and the campaign's stock locked by another connection for a second: of five
     * claims sent together two go in and wait for the database, the other three are answered 429 at once (before
     * the lock is gone) with {@code Retry-After: 1} and store nothing; once the lock is gone the two are issued and
     * the three, sent again with their keys, too.
     */
    @ParameterizedTest
    @EnumSource(Backend.class)
    void beyondTheConcurrencyClaimsAreTurnedAwayAtOnceAndGoInWhenSentAgain(Backend backend) throws Exception {
        String url = backend.newDatabase();
        ExecutorService shops = Executors.newFixedThreadPool(5);
        try (ServerFixture node = new ServerFixture(ServerOptions.loopback(url), true,
                ClaimSettings.withSecret(ClaimCaller.SECRET).withRate(10_000, 10_000).withConcurrency(2))) {
            ClaimCaller calls = new ClaimCaller(node.api);
            String shop = node.server.channels().create("shop");
            calls.openCampaign(node.adminToken, "busy", 10, 1);
            List<String> keys = IntStream.range(0, 5).mapToObj(i -> ApiCaller.newKey()).toList();
            List<Future<Timed>> sent = new ArrayList<>();
            long released;
            try (Connection other = DriverManager.getConnection(url); Statement lock = other.createStatement()) {
                lock.execute(backend == Backend.SQLITE ? "BEGIN EXCLUSIVE"
                        : "BEGIN; LOCK TABLE campaign_stock IN ACCESS EXCLUSIVE MODE");
                for (int i = 0; i < keys.size(); i++) {
                    String key = keys.get(i);
                    String customer = "顾客-" + i;
                    sent.add(shops.submit(() -> new Timed(calls.claim(shop, key, "busy", customer), System.nanoTime())));
                }
                Thread.sleep(1_000);
                released = System.nanoTime();
                lock.execute("ROLLBACK");
            }
            List<Integer> turnedAway = new ArrayList<>();
            for (int i = 0; i < sent.size(); i++) {
                Timed timed = sent.get(i).get(30, TimeUnit.SECONDS);
                ApiCaller.Answer answer = timed.answer();
                if (answer.status() == 429) {
                    assertThat(answer.type()).isEqualTo("rate-limited");
                    assertThat(answer.header("Retry-After")).isEqualTo("1");
                    assertThat(timed.at()).as("answered while the stock was still locked").isLessThan(released);
                    turnedAway.add(i);
                } else {
                    assertThat(answer.status()).as(answer.body()).isEqualTo(201);
                }
            }
            assertThat(turnedAway).hasSize(3);
            for (int i : turnedAway) {
                ApiCaller.Answer again = calls.claim(shop, keys.get(i), "busy", "顾客-" + i);
                assertThat(again.status()).as("sent again once the admitted claims have answered: " + again.body())
                        .isEqualTo(201);
            }
            assertThat(node.scalar("SELECT COUNT(*) FROM vouchers WHERE campaign_id = 'busy'")).isEqualTo("5");
            assertThat(node.api.get("/metrics", null).body())
                    .contains("redeemdesk_claim_requests_total{outcome=\"rate-limited\"} 3");
        } finally {
            shops.shutdownNow();
        }
    }

    /** An answer and when it came. */
    private record Timed(ApiCaller.Answer answer, long at) {
    }

    @ParameterizedTest
    @EnumSource(Backend.class)
    void withoutASecretClaimsAreDisabled(Backend backend) throws Exception {
        try (ServerFixture node = ServerFixture.start(backend)) {
            String shop = node.server.channels().create("shop");
            ApiCaller.Answer refused = new ClaimCaller(node.api).claim(shop, ApiCaller.newKey(), "any", "c1");
            assertThat(refused.status()).isEqualTo(503);
            assertThat(refused.type()).isEqualTo("claims-disabled");
        }
    }
}
