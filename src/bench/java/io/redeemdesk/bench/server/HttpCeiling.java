package io.redeemdesk.bench.server;

import io.redeemdesk.protocol.ApiHeaders;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The HTTP loop alone: the same clients and nodes answering {@code GET /v1/info}, which touches no database. On a
 * shared machine this, not the database, can be what bounds the service's throughput; the bench prints it so the
 * ratio to the raw JDBC figure can be read correctly.
 */
final class HttpCeiling {
    private HttpCeiling() {
    }

    /** Requests per second of {@code total} GETs spread over {@code clients} (each with its node's URL). */
    static double measure(List<OkHttpClient> clients, List<String> urls, int total) throws InterruptedException {
        AtomicInteger left = new AtomicInteger(total);
        List<Thread> threads = new ArrayList<>();
        long started = System.nanoTime();
        for (int i = 0; i < clients.size(); i++) {
            OkHttpClient http = clients.get(i);
            Request request = new Request.Builder().url(urls.get(i) + ApiHeaders.INFO_PATH).build();
            Thread thread = new Thread(() -> {
                while (left.getAndDecrement() > 0) {
                    try (Response response = http.newCall(request).execute()) {
                        response.body().string();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }, "bench-http-" + i);
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join();
        }
        return total / ((System.nanoTime() - started) / 1e9);
    }
}
