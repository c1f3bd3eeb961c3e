package io.redeemdesk.client.redeem;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A scripted stand-in for the service on mockwebserver3: {@code /health} and {@code /v1/info} always answer; each
 * redemption POST takes the next scripted response, and once the script is used up gets a proper REDEEMED.
 * Every POST is recorded with the time it arrived; a POST for a code with a gate waits (at most 30 s) until the
 * test opens it.
 */
final class ScriptedService extends Dispatcher {
    final BlockingQueue<MockResponse> script = new LinkedBlockingQueue<>();
    final List<RecordedRequest> posts = new CopyOnWriteArrayList<>();
    final List<Long> arrivals = new CopyOnWriteArrayList<>();
    volatile long keyRetentionHours = 72;
    volatile boolean healthy = true;
    volatile long answerDelayMillis;
    final AtomicInteger inFlight = new AtomicInteger();
    final AtomicInteger maxInFlight = new AtomicInteger();
    final Set<String> keysInFlight = ConcurrentHashMap.newKeySet();
    final AtomicInteger sameKeyOverlaps = new AtomicInteger();
    final Map<String, CountDownLatch> gates = new ConcurrentHashMap<>();

    @Override
    public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
        String path = request.getUrl().encodedPath();
        if (path.equals("/health")) {
            return healthy ? json(200, "{\"status\":\"UP\"}") : json(503, "{\"status\":\"DOWN\"}");
        }
        if (path.equals("/v1/info")) {
            return json(200, "{\"service\":\"redeemdesk\",\"version\":\"test\",\"keyRetentionHours\":"
                    + keyRetentionHours + ",\"serverTime\":\"" + Instant.now() + "\"}");
        }
        posts.add(request);
        arrivals.add(System.currentTimeMillis());
        String key = request.getHeaders().get("Idempotency-Key");
        if (!keysInFlight.add(key)) {
            sameKeyOverlaps.incrementAndGet();
        }
        maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
        try {
            waitAtGate(request);
            Thread.sleep(answerDelayMillis);
            MockResponse next = script.poll();
            return next != null ? next : redeemed(key);
        } finally {
            inFlight.decrementAndGet();
            keysInFlight.remove(key);
        }
    }

    private void waitAtGate(RecordedRequest request) throws InterruptedException {
        String body = request.getBody() == null ? "" : request.getBody().utf8();
        for (Map.Entry<String, CountDownLatch> gate : gates.entrySet()) {
            if (body.contains('"' + gate.getKey() + '"')) {
                gate.getValue().await(30, TimeUnit.SECONDS);
            }
        }
    }

    /** The request_ids of the POSTs that carried {@code code}. */
    List<String> keysFor(String code) {
        return posts.stream().filter(r -> r.getBody() != null && r.getBody().utf8().contains('"' + code + '"'))
                .map(r -> r.getHeaders().get("Idempotency-Key")).toList();
    }

    List<String> keys() {
        return posts.stream().map(r -> r.getHeaders().get("Idempotency-Key")).toList();
    }

    List<String> bodies() {
        return posts.stream().map(r -> r.getBody() == null ? "" : r.getBody().utf8()).toList();
    }

    static MockResponse redeemed(String requestId) {
        return json(201, "{\"verdict\":\"REDEEMED\",\"requestId\":\"" + requestId + "\",\"voucherName\":\"Free "
                + "coffee\",\"valueCents\":350,\"currency\":\"EUR\",\"redeemedAt\":\"" + Instant.now() + "\"}");
    }

    static MockResponse problem(int status, String slug, String extraHeader, String extraValue) {
        MockResponse.Builder b = new MockResponse.Builder().code(status)
                .addHeader("Content-Type", "application/problem+json")
                .body("{\"type\":\"https://redeemdesk.io/problems/" + slug + "\",\"title\":\"" + slug
                        + "\",\"status\":" + status + ",\"detail\":\"scripted " + slug + "\"}");
        if (extraHeader != null) {
            b.addHeader(extraHeader, extraValue);
        }
        return b.build();
    }

    static MockResponse json(int status, String body) {
        return new MockResponse.Builder().code(status).addHeader("Content-Type", "application/json").body(body)
                .build();
    }

    static MockResponse raw(int status, String contentType, String body) {
        return new MockResponse.Builder().code(status).addHeader("Content-Type", contentType).body(body).build();
    }
}
