package io.redeemdesk.cli;

import io.redeemdesk.client.api.ApiResult;
import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.protocol.RedemptionRequest;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The service driven directly, without any outbox: {@code concurrency} threads each POSTing fresh redemptions
 * through the same HTTP client the till uses. The yardstick the till's drain is compared with.
 */
final class ServerLoad {
    private final RedemptionApi api;
    private final String storeId;
    private final String terminalId;

    ServerLoad(String url, String token, String storeId, String terminalId) {
        this.api = new RedemptionApi(RedemptionApi.newHttpClient(Duration.ofSeconds(2), Duration.ofSeconds(15)),
                url, token);
        this.storeId = storeId;
        this.terminalId = terminalId;
    }

    /** Redeems every code once; returns redemptions answered per second. Fails on any non-verdict answer. */
    double run(List<String> codes, int concurrency) throws Exception {
        AtomicInteger next = new AtomicInteger();
        AtomicLong failures = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(concurrency);
        long start = System.nanoTime();
        try {
            Future<?>[] workers = new Future<?>[concurrency];
            for (int w = 0; w < concurrency; w++) {
                workers[w] = pool.submit(() -> {
                    int i;
                    while ((i = next.getAndIncrement()) < codes.size()) {
                        ApiResult result = api.redeem(UUID.randomUUID().toString(), new RedemptionRequest(codes.get(i),
                                storeId, terminalId, "load", Instant.now().toString(), false), Duration.ofSeconds(15));
                        if (!(result instanceof ApiResult.Answered a) || a.response().verdict() == null) {
                            failures.incrementAndGet();
                        }
                    }
                });
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } finally {
            pool.shutdown();
        }
        if (failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " of " + codes.size() + " direct redemptions got no verdict");
        }
        return codes.size() / ((System.nanoTime() - start) / 1e9);
    }
}
