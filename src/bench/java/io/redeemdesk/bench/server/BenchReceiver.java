package io.redeemdesk.bench.server;

import io.redeemdesk.server.events.EventSignature;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The webhook receiver of {@code bench events}, on 127.0.0.1: acknowledges every delivery with 204 and keeps, per
 * event id, the lag from the event's {@code occurredAt} to its first arrival. It shares the machine's CPU with the
 * service it measures, so it is a bare Jetty handler: no servlet layer, no routing (Javalin's took more of the CPU
 * than the relay's own senders), and not the JDK's HTTP server, which the installed runtime does not ship.
 */
final class BenchReceiver implements AutoCloseable {
    static final String PATH = "/bench/events";
    /** The name prefix of the receiver's threads, so the bench can tell their CPU from the service's. */
    static final String THREADS = "bench-receiver";
    /** Where the event's time starts in the body; found by text, so the receiver costs the shared CPU little. */
    private static final String OCCURRED_AT = "\"occurredAt\":\"";

    private final Map<String, Long> lagMillis = new ConcurrentHashMap<>(1 << 17);
    private final Map<String, Long> occurredMillis = new ConcurrentHashMap<>(1 << 17);
    private final LongAdder deliveries = new LongAdder();
    private final int port;
    private volatile Server server;

    BenchReceiver() throws Exception {
        server = listen(0);
        port = ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    private Server listen(int on) throws Exception {
        QueuedThreadPool pool = new QueuedThreadPool(32, 4);
        pool.setName(THREADS);
        Server listening = new Server(pool);
        ServerConnector connector = new ServerConnector(listening);
        connector.setHost("127.0.0.1");
        connector.setPort(on);
        listening.addConnector(connector);
        listening.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) throws IOException {
                if (!"POST".equals(request.getMethod()) || !PATH.equals(request.getHttpURI().getPath())) {
                    return false;
                }
                receive(request, Content.Source.asString(request, StandardCharsets.UTF_8));
                response.setStatus(HttpStatus.NO_CONTENT_204);
                callback.succeeded();
                return true;
            }
        });
        listening.start();
        return listening;
    }

    /** Stops listening, as a receiver that went down: deliveries meet a refused connection until {@link #resume}. */
    void pause() throws Exception {
        server.stop();
    }

    /** Listens again on the same port. */
    void resume() throws Exception {
        server = listen(port);
    }

    private void receive(Request request, String body) {
        long now = System.currentTimeMillis();
        int start = body.indexOf(OCCURRED_AT) + OCCURRED_AT.length();
        long occurred = Instant.parse(body.substring(start, body.indexOf('"', start))).toEpochMilli();
        String id = request.getHeaders().get(EventSignature.EVENT_ID_HEADER);
        occurredMillis.putIfAbsent(id, occurred);
        lagMillis.putIfAbsent(id, now - occurred);
        deliveries.increment();
    }

    String url() {
        return "http://127.0.0.1:" + port + PATH;
    }

    /** The lag of each event that arrived, by id. */
    Map<String, Long> lags() {
        return Map.copyOf(lagMillis);
    }

    /** Whether every one of {@code ids} has arrived; cheap enough to ask every few milliseconds. */
    boolean arrivedAll(Collection<String> ids) {
        return lagMillis.keySet().containsAll(ids);
    }

    /** When each event that arrived first arrived (epoch millis), by id. */
    Map<String, Long> arrivals() {
        Map<String, Long> at = new HashMap<>();
        lagMillis.forEach((id, lag) -> at.put(id, occurredMillis.getOrDefault(id, 0L) + lag));
        return at;
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
    public void close() throws Exception {
        server.stop();
    }
}
