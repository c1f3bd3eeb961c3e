package io.redeemdesk.server;

import io.redeemdesk.server.admin.Reconciler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static io.redeemdesk.server.SaleCluster.capture;
import static io.redeemdesk.server.SaleCluster.hold;
import static io.redeemdesk.server.SaleCluster.newSale;
import static io.redeemdesk.server.SaleCluster.untilFinal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The concurrency guarantees of holds, captures and passes, on one SQLite node and on three PostgreSQL nodes:
 * requests of one race go to different nodes at the same moment (a thread pool behind a start gate).
 */
@ParameterizedClass
@EnumSource(SaleCluster.Kind.class)
class SaleGuaranteesTest {
    private static final int TILLS = 20;

    @Parameter
    SaleCluster.Kind kind;

    static SaleCluster cluster;
    static final List<String> tokens = new ArrayList<>();
    static ExecutorService pool;

    @BeforeParameterizedClassInvocation
    static void start(SaleCluster.Kind kind) throws Exception {
        cluster = SaleCluster.start(kind);
        tokens.clear();
        for (int i = 0; i < TILLS; i++) {
            tokens.add(cluster.first().terminal("TILL-" + i));
        }
        pool = Executors.newFixedThreadPool(TILLS);
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        pool.shutdownNow();
        cluster.close();
    }

    private static String till(int i) {
        return "TILL-" + i;
    }

    /** Runs every task at once behind a start gate and returns their answers in order. */
    private static <T> List<T> atOnce(List<Callable<T>> tasks) throws Exception {
        CountDownLatch gate = new CountDownLatch(1);
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> task : tasks) {
            futures.add(pool.submit(() -> {
                gate.await();
                return task.call();
            }));
        }
        gate.countDown();
        List<T> results = new ArrayList<>();
        for (Future<T> f : futures) {
            results.add(f.get());
        }
        return results;
    }

    private static Reconciler.Report reconcile() throws SQLException {
        return new Reconciler(cluster.first().database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
    }

    @Test
    void aHoldAndAPlainRedemptionOfOneCodeRaceAndExactlyOneWins() throws Exception {
        List<String> codes = cluster.first().vouchers(15);
        Map<String, String> winners = new ConcurrentHashMap<>();
        for (int i = 0; i < codes.size(); i++) {
            String code = codes.get(i);
            int n = i;
            String sale = newSale();
            List<ApiCaller.Answer> answers = atOnce(List.of(
                    () -> untilFinal(() -> hold(cluster.node(n), tokens.get(0), till(0), ApiCaller.newKey(), sale,
                            code)),
                    () -> untilFinal(() -> cluster.node(n + 1).api.redeem(tokens.get(1), ApiCaller.newKey(), code,
                            till(1), ServerFixture.STORE))));
            ApiCaller.Answer held = answers.get(0);
            ApiCaller.Answer redeemed = answers.get(1);
            assertThat(held.status() == 201 ^ redeemed.status() == 201).as(code + ": " + held.body() + " / "
                    + redeemed.body()).isTrue();
            if (held.status() == 201) {
                winners.put(code, "hold");
                assertThat(held.json().get("verdict").asText()).isEqualTo("HELD");
                assertThat(redeemed.status()).isEqualTo(409);
                assertThat(redeemed.type()).isEqualTo("voucher-held");
                assertThat(redeemed.json().get("heldBy").get("terminalId").asText()).isEqualTo(till(0));
                assertThat(cluster.first().scalar("SELECT held_by_sale FROM vouchers WHERE code = ?", code))
                        .isEqualTo(sale);
            } else {
                winners.put(code, "redemption");
                assertThat(held.type()).isEqualTo("already-redeemed");
                assertThat(cluster.first().scalar("SELECT status FROM vouchers WHERE code = ?", code))
                        .isEqualTo("USED");
            }
            assertThat(cluster.first().scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code))
                    .isEqualTo(winners.get(code).equals("hold") ? "0" : "1");
        }
        assertThat(winners).hasSize(codes.size());
    }

    @Test
    void twentyTillsTakeOneUseOfATenUsePassAtOnceFiftyTimes() throws Exception {
        List<String> passes = cluster.first().passes("ten-visits", 10, 50);
        AtomicInteger requests = new AtomicInteger();
        for (String pass : passes) {
            List<Callable<ApiCaller.Answer>> tills = new ArrayList<>();
            for (int t = 0; t < TILLS; t++) {
                int till = t;
                String key = ApiCaller.newKey();
                tills.add(() -> untilFinal(() -> {
                    requests.incrementAndGet();
                    return cluster.node(till).api.redeem(tokens.get(till), key, pass, till(till), ServerFixture.STORE);
                }));
            }
            List<ApiCaller.Answer> answers = atOnce(tills);
            long winners = answers.stream().filter(a -> a.status() == 201).count();
            List<Integer> usesLeft = answers.stream().filter(a -> a.status() == 201)
                    .map(a -> a.json().get("usesLeft").asInt()).sorted().toList();
            assertThat(winners).as(pass).isEqualTo(10);
            assertThat(usesLeft).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
            assertThat(answers.stream().filter(a -> a.status() != 201).map(ApiCaller.Answer::type))
                    .hasSize(10).containsOnly("already-redeemed");
            assertThat(cluster.first().scalar("SELECT uses_left FROM vouchers WHERE code = ?", pass)).isEqualTo("0");
            assertThat(cluster.first().scalar("SELECT status FROM vouchers WHERE code = ?", pass)).isEqualTo("USED");
            assertThat(cluster.first().scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", pass))
                    .isEqualTo("10");
        }
        assertThat(cluster.first().scalar("SELECT COUNT(*) FROM vouchers WHERE uses_left < 0")).isEqualTo("0");
        assertThat(reconcile().clean()).as(reconcile().toString()).isTrue();
    }

    @Test
    void aCaptureRetriedAfterItsAnswerWasLostTakesOneUse() throws Exception {
        List<String> codes = cluster.first().vouchers(2);
        String pass = cluster.first().passes("ten-visits-capture", 10, 1).get(0);
        String sale = newSale();
        for (String code : List.of(codes.get(0), codes.get(1), pass)) {
            assertThat(hold(cluster.node(0), tokens.get(2), till(2), ApiCaller.newKey(), sale, code).status())
                    .isEqualTo(201);
        }
        String key = ApiCaller.newKey();
        String orderNo = "订单-" + sale.substring(0, 8);
        List<ApiCaller.Answer> firstTwo = atOnce(List.of(
                () -> untilFinal(() -> capture(cluster.node(0), tokens.get(2), till(2), key, sale, orderNo)),
                () -> untilFinal(() -> capture(cluster.node(1), tokens.get(2), till(2), ApiCaller.newKey(), sale,
                        orderNo))));
        ApiCaller.Answer sameKey = capture(cluster.node(2), tokens.get(2), till(2), key, sale, orderNo);
        ApiCaller.Answer newKey = capture(cluster.node(1), tokens.get(2), till(2), ApiCaller.newKey(), sale,
                orderNo);

        ApiCaller.Answer first = firstTwo.get(0);
        assertThat(first.status()).as(first.body()).isEqualTo(200);
        assertThat(first.json().get("captured")).hasSize(3);
        assertThat(first.json().get("refused")).isEmpty();
        assertThat(first.json().get("orderNo").asText()).isEqualTo(orderNo);
        assertThat(firstTwo.get(1).body()).isEqualTo(first.body());
        assertThat(sameKey.body()).isEqualTo(first.body());
        assertThat(sameKey.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(newKey.body()).isEqualTo(first.body());
        for (String code : List.of(codes.get(0), codes.get(1), pass)) {
            assertThat(cluster.first().scalar("SELECT COUNT(*) FROM redemptions WHERE code = ?", code))
                    .as(code).isEqualTo("1");
            assertThat(cluster.first().scalar("SELECT order_no FROM redemptions WHERE code = ?", code))
                    .isEqualTo(orderNo);
        }
        assertThat(cluster.first().scalar("SELECT uses_left FROM vouchers WHERE code = ?", pass)).isEqualTo("9");
        assertThat(cluster.first().scalar("SELECT status FROM vouchers WHERE code = ?", pass)).isEqualTo("UNUSED");
        assertThat(cluster.first().scalar("SELECT status FROM vouchers WHERE code = ?", codes.get(0)))
                .isEqualTo("USED");
        assertThat(cluster.first().scalar("SELECT state FROM sales WHERE sale_id = ?", sale)).isEqualTo("CAPTURED");
    }
}
