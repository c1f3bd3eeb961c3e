package io.redeemdesk.bench.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.redeemdesk.protocol.ProtocolJson;
import io.redeemdesk.protocol.SalePaths;
import okhttp3.OkHttpClient;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * One simulated till of the sale mix: opens a sale, holds its 1-5 vouchers one request each, then captures it
 * (80 %) or voids it (20 %). New sales and holds are taken from the phase's budget; a sale once opened is always
 * closed, so the requests sent run a little over the budget (counted in the tally). Any request is sent a second
 * time with the same Idempotency-Key at the retry share (its answer must be the replay); a 409/429 with
 * {@code Retry-After} is waited out and sent again, as the cashier app does ({@link KeyedDelivery}).
 */
final class SaleClient implements Runnable {
    private static final ObjectMapper MAPPER = ProtocolJson.lenientMapper();

    private final KeyedDelivery holds;
    private final KeyedDelivery closes;
    private final String baseUrl;
    private final String terminalId;
    private final SaleWorkload workload;
    private final SaleTally tally;
    private final Random random;

    SaleClient(OkHttpClient http, String baseUrl, String terminalId, String token, SaleWorkload workload,
               SaleTally tally, long seed) {
        this.holds = new KeyedDelivery(http, token, tally.attempts);
        this.closes = new KeyedDelivery(http, token, tally.attempts);
        this.baseUrl = baseUrl;
        this.terminalId = terminalId;
        this.workload = workload;
        this.tally = tally;
        this.random = new Random(seed);
    }

    @Override
    public void run() {
        try {
            while (workload.nextRequest()) {
                List<String> codes = workload.vouchersForSale(random);
                if (codes.isEmpty()) {
                    return;
                }
                sell(UUID.randomUUID().toString(), codes);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            holds.addLatencies(tally.holdAttempts);
            closes.addLatencies(tally.closeAttempts);
        }
    }

    /** One sale; the first hold's request was taken from the budget by {@link #run}. */
    private void sell(String saleId, List<String> codes) throws InterruptedException {
        List<String> held = new ArrayList<>();
        for (int i = 0; i < codes.size(); i++) {
            if (i > 0 && !workload.nextRequest()) {
                break;
            }
            String code = codes.get(i);
            KeyedDelivery.Answer answer = sendTwiceMaybe(holds, SalePaths.holds(saleId), "{\"code\":\"" + code
                    + "\",\"storeId\":\"BENCH\",\"terminalId\":\"" + terminalId + "\",\"cashierId\":\"bench\","
                    + "\"scannedAt\":\"2026-11-29T10:15:30Z\"}");
            if (answer != null && answer.status() == 201) {
                held.add(code);
                tally.held.increment();
            } else if (answer != null && answer.body().contains("/problems/voucher-held")) {
                tally.heldElsewhere.increment();
            }
        }
        if (held.isEmpty()) {
            return;
        }
        tally.sales.increment();
        String ids = "\"terminalId\":\"" + terminalId + "\",\"storeId\":\"BENCH\",\"cashierId\":\"bench\"}";
        if (workload.capture(random)) {
            KeyedDelivery.Answer answer = sendTwiceMaybe(closes, SalePaths.capture(saleId), "{\"orderNo\":\""
                    + saleId.substring(0, 13) + "\"," + ids);
            if (answer != null && answer.status() == 200) {
                tally.captured.increment();
                countCapture(answer.body());
            }
        } else {
            KeyedDelivery.Answer answer = sendTwiceMaybe(closes, SalePaths.voidSale(saleId), "{" + ids);
            if (answer != null && answer.status() == 200) {
                tally.voided.increment();
            }
        }
    }

    private void countCapture(String body) {
        try {
            JsonNode capture = MAPPER.readTree(body);
            tally.used.add(capture.get("captured").size());
            tally.refusedAtCapture.add(capture.get("refused").size());
        } catch (IOException e) {
            tally.attempts.errors.increment();
        }
    }

    /**
     * Sends the request with a new key and, at the retry share, once more with the same key (a second request of
     * the budget). The later answer is the one the till acts on: a stored answer comes back replayed byte for byte
     * (anything else is counted as an error), a passing one such as {@code voucher-held} is not stored, so the
     * second delivery runs afresh and may succeed. Null when the request failed.
     */
    private KeyedDelivery.Answer sendTwiceMaybe(KeyedDelivery delivery, String path, String body)
            throws InterruptedException {
        String key = UUID.randomUUID().toString();
        KeyedDelivery.Answer first = deliver(delivery, path, key, body);
        if (first == null || !workload.retry(random) || !workload.nextRequest()) {
            return first;
        }
        KeyedDelivery.Answer again = deliver(delivery, path, key, body);
        if (again != null && again.replayed()) {
            tally.attempts.replayed.increment();
            if (!again.body().equals(first.body())) {
                tally.attempts.error(again.status());
            }
        }
        return again == null ? first : again;
    }

    private KeyedDelivery.Answer deliver(KeyedDelivery delivery, String path, String key, String body)
            throws InterruptedException {
        tally.requests.increment();
        KeyedDelivery.Answer answer = delivery.deliver(baseUrl + path, key, body);
        if (answer != null && answer.status() >= 500) {
            tally.attempts.error(answer.status());
        }
        return answer;
    }
}
