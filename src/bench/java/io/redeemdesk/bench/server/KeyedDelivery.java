package io.redeemdesk.bench.server;

import io.redeemdesk.protocol.ApiHeaders;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.util.Arrays;

/**
 * One simulated till's deliveries, as the cashier app makes them: a POST with the terminal token and an
 * Idempotency-Key, sent again with the same key after a 409 or 429 with {@code Retry-After} (each wait counted as a
 * conflict). Every attempt's latency is kept, and handed to the tally by {@link #addLatencies()}. One attempt alone
 * ({@link #attempt}) serves {@code bench claims}' shop clients too, which count their waits their own way.
 */
public final class KeyedDelivery {
    private static final MediaType JSON = MediaType.get(ApiHeaders.JSON);

    /** The answer the till acts on. */
    public record Answer(int status, String body, boolean replayed) {
    }

    /** One attempt's answer and its {@code Retry-After} (null when it has none). */
    public record Attempt(Answer answer, String retryAfter) {
    }

    private final OkHttpClient http;
    private final String token;
    private final Tally tally;
    private long[] latencies = new long[1024];
    private int attempts;

    KeyedDelivery(OkHttpClient http, String token, Tally tally) {
        this.http = http;
        this.token = token;
        this.tally = tally;
    }

    /** The first answer that is not waited out; null when a request failed (counted as an error, status -1). */
    Answer deliver(String url, String key, String body) throws InterruptedException {
        while (true) {
            long started = System.nanoTime();
            Attempt attempt;
            try {
                attempt = attempt(http, url, token, key, body);
            } catch (IOException e) {
                record(System.nanoTime() - started);
                tally.error(-1);
                return null;
            }
            record(System.nanoTime() - started);
            Answer answer = attempt.answer();
            if (attempt.retryAfter() != null && (answer.status() == 409 || answer.status() == 429)) {
                tally.conflicts.increment();
                Thread.sleep(Long.parseLong(attempt.retryAfter()) * 1000);
                continue;
            }
            return answer;
        }
    }

    /** POSTs {@code body} once with the terminal or channel {@code token} and the Idempotency-Key {@code key}. */
    public static Attempt attempt(OkHttpClient http, String url, String token, String key, String body)
            throws IOException {
        Request request = new Request.Builder().url(url).post(RequestBody.create(body, JSON))
                .header(ApiHeaders.AUTHORIZATION, "Bearer " + token)
                .header(ApiHeaders.IDEMPOTENCY_KEY, key).build();
        try (Response response = http.newCall(request).execute()) {
            return new Attempt(new Answer(response.code(), response.body().string(),
                    "true".equals(response.header(ApiHeaders.IDEMPOTENT_REPLAYED))),
                    response.header(ApiHeaders.RETRY_AFTER));
        }
    }

    /** Hands every attempt's latency so far to the tally; once, when the till is done. */
    void addLatencies() {
        tally.addLatencies(latencies, attempts);
    }

    /** Hands them to the tally and to {@code kind}, one kind of request's latencies of its own. */
    void addLatencies(Tally kind) {
        addLatencies();
        kind.addLatencies(latencies, attempts);
    }

    private void record(long nanos) {
        if (attempts == latencies.length) {
            latencies = Arrays.copyOf(latencies, attempts * 2);
        }
        latencies[attempts++] = nanos;
    }
}
