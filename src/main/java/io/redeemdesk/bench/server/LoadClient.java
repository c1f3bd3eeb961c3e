package io.redeemdesk.bench.server;

import io.redeemdesk.protocol.ApiHeaders;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * One simulated till with its own terminal token and HTTP client: sends redeem actions one after another, each
 * with a fresh request_id except deliberate retries, which re-send an earlier action unchanged. A 409
 * {@code request-in-progress} / {@code voucher-locked} or a 429 is waited out per {@code Retry-After} and sent
 * again with the same key, as the cashier app does.
 */
final class LoadClient implements Runnable {
    private static final MediaType JSON = MediaType.get(ApiHeaders.JSON);

    private record Action(String requestId, String code, String body) {
    }

    private final OkHttpClient http;
    private final String url;
    private final String terminalId;
    private final String token;
    private final Workload workload;
    private final Tally tally;
    private final Random random;
    private long[] latencies = new long[1024];
    private int attempts;

    LoadClient(OkHttpClient http, String baseUrl, String terminalId, String token, Workload workload, Tally tally,
               long seed) {
        this.http = http;
        this.url = baseUrl + ApiHeaders.REDEMPTIONS_PATH;
        this.terminalId = terminalId;
        this.token = token;
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
            tally.addLatencies(latencies, attempts);
        }
    }

    private void deliver(Action action) throws InterruptedException {
        while (true) {
            Request request = new Request.Builder().url(url).post(RequestBody.create(action.body(), JSON))
                    .header(ApiHeaders.AUTHORIZATION, "Bearer " + token)
                    .header(ApiHeaders.IDEMPOTENCY_KEY, action.requestId()).build();
            long started = System.nanoTime();
            int status;
            String body;
            boolean replayed;
            String retryAfter;
            try (Response response = http.newCall(request).execute()) {
                body = response.body().string();
                status = response.code();
                replayed = "true".equals(response.header(ApiHeaders.IDEMPOTENT_REPLAYED));
                retryAfter = response.header(ApiHeaders.RETRY_AFTER);
            } catch (IOException e) {
                record(System.nanoTime() - started);
                tally.errors.increment();
                tally.errorStatuses.computeIfAbsent(-1, k -> new LongAdder()).increment();
                return;
            }
            record(System.nanoTime() - started);
            if (retryAfter != null && (status == 409 || status == 429)) {
                tally.conflicts.increment();
                Thread.sleep(Long.parseLong(retryAfter) * 1000);
                continue;
            }
            classify(action, status, body, replayed);
            return;
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
            tally.errors.increment();
            tally.errorStatuses.computeIfAbsent(status, k -> new LongAdder()).increment();
        }
    }

    private void record(long nanos) {
        if (attempts == latencies.length) {
            latencies = Arrays.copyOf(latencies, attempts * 2);
        }
        latencies[attempts++] = nanos;
    }
}
