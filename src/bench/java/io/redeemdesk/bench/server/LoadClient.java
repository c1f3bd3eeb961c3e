package io.redeemdesk.bench.server;

import io.redeemdesk.protocol.ApiHeaders;
import okhttp3.OkHttpClient;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One simulated till with its own terminal token and HTTP client: sends redeem actions one after another, each
 * with a fresh request_id except deliberate retries, which re-send an earlier action unchanged. A 409
 * {@code request-in-progress} / {@code voucher-locked} or a 429 is waited out per {@code Retry-After} and sent
 * again with the same key, as the cashier app does.
 */
final class LoadClient implements Runnable {
    private record Action(String requestId, String code, String body) {
    }

    private final KeyedDelivery delivery;
    private final String url;
    private final String terminalId;
    private final Workload workload;
    private final Tally tally;
    private final Random random;

    LoadClient(OkHttpClient http, String baseUrl, String terminalId, String token, Workload workload, Tally tally,
               long seed) {
        this.delivery = new KeyedDelivery(http, token, tally);
        this.url = baseUrl + ApiHeaders.REDEMPTIONS_PATH;
        this.terminalId = terminalId;
        this.workload = workload;
        this.tally = tally;
        this.random = new Random(seed);
    }

    @Override
    public void run() {
        List<Action> sent = new ArrayList<>();
        try {
            while (workload.nextRequest()) {
                if (!sent.isEmpty() && workload.deliberateRetry(random)) {
                    deliver(sent.get(random.nextInt(sent.size())));
                } else {
                    String code = workload.codeForNewAction(random);
                    Action action = new Action(UUID.randomUUID().toString(), code, "{\"code\":\"" + code
                            + "\",\"storeId\":\"BENCH\",\"terminalId\":\"" + terminalId
                            + "\",\"cashierId\":\"bench\",\"scannedAt\":\"2026-11-29T10:15:30Z\",\"offline\":false}");
                    deliver(action);
                    sent.add(action);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            delivery.addLatencies();
        }
    }

    private void deliver(Action action) throws InterruptedException {
        KeyedDelivery.Answer answer = delivery.deliver(url, action.requestId(), action.body());
        if (answer != null) {
            classify(action, answer.status(), answer.body(), answer.replayed());
        }
    }

    private void classify(Action action, int status, String body, boolean replayed) {
        if (replayed) {
            tally.replayed.increment();
        } else if (status == 201) {
            tally.redeemed.increment();
            tally.winners.computeIfAbsent(action.code(), k -> ConcurrentHashMap.newKeySet()).add(action.requestId());
        } else if (status == 409 && body.contains("/problems/already-redeemed")) {
            tally.already.increment();
        } else {
            tally.error(status);
        }
    }
}
