package io.redeemdesk.bench.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.redeemdesk.server.events.EventSignature;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The webhook receiver of {@code bench events}, on 127.0.0.1: acknowledges every delivery with 204 and keeps, per
 * event id, the lag from the event's {@code occurredAt} to its first arrival. Javalin rather than the JDK's HTTP
 * server, which the installed runtime does not ship.
 */
final class BenchReceiver implements AutoCloseable {
    static final String PATH = "/bench/events";
    /** Where the event's time starts in the body; found by text, so the receiver costs the shared CPU little. */
    /** The name prefix of the receiver's threads, so the bench can tell their CPU from the service's. */
    static final String THREADS = "bench-receiver";
    private static final String OCCURRED_AT = "\"occurredAt\":\"";

    private final Map<String, Long> lagMillis = new ConcurrentHashMap<>();
    private final Map<String, Long> occurredMillis = new ConcurrentHashMap<>();
    private final LongAdder deliveries = new LongAdder();
    private final Javalin app;

    BenchReceiver() {
        app = Javalin.create(config -> {
            config.jetty.host = "127.0.0.1";
            config.jetty.port = 0;
            QueuedThreadPool pool = new QueuedThreadPool(32, 4);
            pool.setName(THREADS);
            config.jetty.threadPool = pool;
            config.startup.showJavalinBanner = false;
            config.routes.post(PATH, this::receive);
        }).start();
    }

    private void receive(Context ctx) {
        long now = System.currentTimeMillis();
        String body = ctx.body();
        int start = body.indexOf(OCCURRED_AT) + OCCURRED_AT.length();
        long occurred = Instant.parse(body.substring(start, body.indexOf('"', start))).toEpochMilli();
        lagMillis.putIfAbsent(ctx.header(EventSignature.EVENT_ID_HEADER), now - occurred);
        occurredMillis.putIfAbsent(ctx.header(EventSignature.EVENT_ID_HEADER), occurred);
        deliveries.increment();
        ctx.status(204);
    }

    String url() {
        return "http://127.0.0.1:" + app.port() + PATH;
    }

    /** The lag of each event that arrived, by id. */
    Map<String, Long> lags() {
        return Map.copyOf(lagMillis);
    }

    /**
     * Where in a phase the late ones were: how many of {@code events} arrived more than {@code lateMillis} after
     * they happened, and when they happened, counted from the phase's first event.
     */
    String lateOnes(Set<String> events, long lateMillis) {
        long first = events.stream().filter(occurredMillis::containsKey).mapToLong(occurredMillis::get).min()
                .orElse(0);
        List<Long> late = events.stream().filter(id -> lagMillis.getOrDefault(id, 0L) > lateMillis)
                .map(id -> occurredMillis.get(id) - first).sorted().toList();
        return late.isEmpty() ? "none later than " + lateMillis + " ms" : late.size() + " later than " + lateMillis
                + " ms, staged " + late.get(0) + "–" + late.get(late.size() - 1) + " ms after the phase's first event";
    }

    long deliveries() {
        return deliveries.sum();
    }

    @Override
    public void close() {
        app.stop();
    }
}
