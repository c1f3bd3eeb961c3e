package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.admin.Reconciler;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three service nodes on one PostgreSQL, no distributed lock: 24 tills race for the same 15 vouchers, and every
 * action is delivered to two nodes at the same moment with the same request_id. Exactly one action wins each
 * voucher, both deliveries of an action end with the same answer, and the database agrees.
 */
class ThreeNodesTest {
    private static final int TILLS = 24;
    private static final int VOUCHERS = 15;

    static final List<ServerFixture> nodes = new ArrayList<>();
    static final List<String> tokens = new ArrayList<>();
    static List<String> codes;

    @BeforeAll
    static void start() throws Exception {
        String url = Backend.POSTGRES.newDatabase();
        RateLimits generous = new RateLimits(10_000, 10_000, 10_000, 10_000);
        nodes.add(new ServerFixture(ServerOptions.loopback(url).withLimits(generous)));
        for (int i = 1; i < 3; i++) {
            nodes.add(new ServerFixture(ServerOptions.loopback(url).withLimits(generous), false));
        }
        for (int i = 0; i < TILLS; i++) {
            tokens.add(nodes.get(0).terminal("TILL-" + i));
        }
        codes = nodes.get(0).vouchers(VOUCHERS);
    }

    @AfterAll
    static void stop() {
        nodes.forEach(ServerFixture::close);
    }

    /** Delivers one action until it has a final answer, waiting out 409 + Retry-After like a till. */
    private static ApiCaller.Answer deliver(ServerFixture node, int till, String key, String code) {
        ApiCaller.Answer answer = node.api.redeem(tokens.get(till), key, code, "TILL-" + till, ServerFixture.STORE);
        while (answer.status() == 409 && answer.header("Retry-After") != null) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            answer = node.api.redeem(tokens.get(till), key, code, "TILL-" + till, ServerFixture.STORE);
        }
        return answer;
    }

    @Test
    void everyVoucherIsRedeemedExactlyOnceAcrossThreeNodes() throws Exception {
        Map<String, List<String>> winners = new ConcurrentHashMap<>();
        Map<String, String> winnerSeenByLosers = new ConcurrentHashMap<>();
        List<String> disagreements = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(TILLS * 2);
        List<Future<?>> tills = new ArrayList<>();
        for (int till = 0; till < TILLS; till++) {
            int t = till;
            tills.add(CompletableFuture.runAsync(() -> {
                List<String> order = new ArrayList<>(codes);
                Collections.shuffle(order, new Random(t));
                for (String code : order) {
                    String key = ApiCaller.newKey();
                    CompletableFuture<ApiCaller.Answer> a = CompletableFuture.supplyAsync(
                            () -> deliver(nodes.get(t % 3), t, key, code), pool);
                    CompletableFuture<ApiCaller.Answer> b = CompletableFuture.supplyAsync(
                            () -> deliver(nodes.get((t + 1) % 3), t, key, code), pool);
                    ApiCaller.Answer first = a.join();
                    ApiCaller.Answer second = b.join();
                    if (first.status() != second.status() || !first.body().equals(second.body())) {
                        disagreements.add(key + ": " + first.status() + " vs " + second.status());
                    }
                    if (first.status() == 201) {
                        winners.computeIfAbsent(code, k -> Collections.synchronizedList(new ArrayList<>())).add(key);
                    } else if ("already-redeemed".equals(first.type())) {
                        winnerSeenByLosers.merge(code, first.json().get("redeemedByRequest").asText(),
                                (x, y) -> x.equals(y) ? x : "DIFFERENT");
                    } else {
                        disagreements.add(key + ": unexpected " + first.status() + " " + first.body());
                    }
                }
            }, Executors.newSingleThreadExecutor()));
        }
        for (Future<?> till : tills) {
            till.get();
        }
        pool.shutdown();

        assertThat(disagreements).isEmpty();
        assertThat(winners).hasSize(VOUCHERS);
        for (String code : codes) {
            assertThat(winners.get(code)).as(code).hasSize(1);
            assertThat(winnerSeenByLosers.get(code)).as(code).isEqualTo(winners.get(code).get(0));
            assertThat(nodes.get(0).scalar("SELECT request_id FROM redemptions WHERE code = ?", code))
                    .isEqualTo(winners.get(code).get(0));
            assertThat(nodes.get(0).scalar("SELECT COUNT(*) FROM voucher_transitions WHERE code = ? "
                    + "AND to_status = 'USED'", code)).isEqualTo("1");
        }
        assertThat(nodes.get(0).scalar("SELECT COUNT(*) FROM redemptions")).isEqualTo(String.valueOf(VOUCHERS));
        assertThat(reconcile().clean()).isTrue();
    }

    private static Reconciler.Report reconcile() throws SQLException {
        return new Reconciler(nodes.get(0).database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
    }
}
