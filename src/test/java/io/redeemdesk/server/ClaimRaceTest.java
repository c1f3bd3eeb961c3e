package io.redeemdesk.server;

import io.redeemdesk.server.admin.Reconciler;
import io.redeemdesk.server.campaign.ClaimSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * More customers than stock, all at once, with no lock but the database's: on SQLite one node, on PostgreSQL
 * three nodes sharing one database. Every customer claims twice at the same moment with two keys through two
 * nodes, and sends one of them again with the same key. Exactly the stock is issued, nobody gets two, every
 * retry gets its first answer, and reconcile finds nothing. The door (rate and claims at once) is far above the
 * flood: this is about the database, not the door.
 */
class ClaimRaceTest {
    private static final int STOCK = 40;
    private static final int CUSTOMERS = 60;

    @ParameterizedTest
    @EnumSource(Backend.class)
    void theStockIsIssuedExactlyOnceAndNobodyClaimsTwice(Backend backend) throws Exception {
        String url = backend.newDatabase();
        ClaimSettings claims = ClaimSettings.withSecret(ClaimCaller.SECRET).withRate(10_000, 10_000)
                .withConcurrency(10_000);
        List<ServerFixture> nodes = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(CUSTOMERS * 2);
        try {
            nodes.add(new ServerFixture(ServerOptions.loopback(url), true, claims));
            for (int i = 1; i < (backend == Backend.POSTGRES ? 3 : 1); i++) {
                nodes.add(new ServerFixture(ServerOptions.loopback(url), false, claims));
            }
            ServerFixture first = nodes.get(0);
            String shop = first.server.channels().create("shop");
            new ClaimCaller(first.api).openCampaign(first.adminToken, "flash", STOCK, 1);

            Map<String, List<String>> codesByCustomer = new ConcurrentHashMap<>();
            List<String> mismatchedRetries = new ArrayList<>();
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> running = new ArrayList<>();
            for (int c = 0; c < CUSTOMERS; c++) {
                String customer = "客户-" + c;
                for (int attempt = 0; attempt < 2; attempt++) {
                    ClaimCaller node = new ClaimCaller(nodes.get((c + attempt) % nodes.size()).api);
                    ClaimCaller retryNode = new ClaimCaller(nodes.get((c + attempt + 1) % nodes.size()).api);
                    running.add(pool.submit(() -> {
                        start.await();
                        String key = ApiCaller.newKey();
                        ApiCaller.Answer answer = node.claim(shop, key, "flash", customer);
                        ApiCaller.Answer retry = retryNode.claim(shop, key, "flash", customer);
                        if (!retry.body().equals(answer.body())) {
                            synchronized (mismatchedRetries) {
                                mismatchedRetries.add(answer.body() + " <> " + retry.body());
                            }
                        }
                        if (answer.status() == 201) {
                            codesByCustomer.computeIfAbsent(customer, k -> new ArrayList<>())
                                    .add(answer.json().get("code").asText());
                        } else {
                            assertThat(answer.type()).isIn("sold-out", "claim-limit-reached");
                        }
                        return null;
                    }));
                }
            }
            start.countDown();
            for (Future<?> f : running) {
                f.get(60, TimeUnit.SECONDS);
            }

            assertThat(mismatchedRetries).isEmpty();
            assertThat(codesByCustomer.values()).allSatisfy(codes -> assertThat(codes).hasSize(1));
            assertThat(codesByCustomer).hasSize(STOCK);
            assertThat(first.scalar("SELECT SUM(remaining) FROM campaign_stock WHERE campaign_id = 'flash'")).isEqualTo("0");
            assertThat(first.scalar("SELECT COUNT(*) FROM vouchers WHERE campaign_id = 'flash'"))
                    .isEqualTo(String.valueOf(STOCK));
            Reconciler.Report report = new Reconciler(first.database(), Clock.systemUTC(), Duration.ofMinutes(2)).run();
            assertThat(report.clean()).as(report.toString()).isTrue();
        } finally {
            pool.shutdownNow();
            nodes.forEach(ServerFixture::close);
        }
    }
}
