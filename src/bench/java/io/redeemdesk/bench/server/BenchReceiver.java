package io.redeemdesk.bench.server;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * The webhook receiver of {@code bench events}, on 127.0.0.1: acknowledges every delivery with 204 and keeps, per
 * event id, the lag from the event's {@code occurredAt} to its first arrival. It stands in for a system on another
 * machine but shares this one's CPU with the service it measures, so it costs as little as an HTTP/1.1 server can:
 * one thread per kept-alive connection in blocking reads and writes, no selector, no hand-off between threads, no
 * framework (Jetty's bare handler took 70-80 µs of CPU per delivery, as much as the relay's sending).
 */
final class BenchReceiver implements AutoCloseable {
    static final String PATH = "/bench/events";
    /** The name prefix of the receiver's threads, so the bench can tell their CPU from the service's. */
    static final String THREADS = "bench-receiver";
    /** Where the event's time starts in the body; found by text, so the receiver costs the shared CPU little. */
    private static final String OCCURRED_AT = "\"occurredAt\":\"";
    private static final byte[] NO_CONTENT = "HTTP/1.1 204 No Content\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NOT_FOUND = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n"
            .getBytes(StandardCharsets.US_ASCII);

    private final Map<String, Long> lagMillis = new ConcurrentHashMap<>(1 << 17);
    private final Map<String, Long> occurredMillis = new ConcurrentHashMap<>(1 << 17);
    private final LongAdder deliveries = new LongAdder();
    private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
    private final AtomicInteger threadCount = new AtomicInteger();
    private final int port;
    private volatile ServerSocket listening;
    private volatile boolean paused;

    BenchReceiver() throws IOException {
        listening = listen(0);
        port = listening.getLocalPort();
    }

    private ServerSocket listen(int on) throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), on), 128);
        thread(() -> accept(socket));
        return socket;
    }

    private void thread(Runnable work) {
        Thread thread = new Thread(work, THREADS + "-" + threadCount.incrementAndGet());
        thread.setDaemon(true);
        thread.start();
    }

    private void accept(ServerSocket socket) {
        while (!socket.isClosed()) {
            try {
                Socket connection = socket.accept();
                if (paused) {
                    connection.close();
                    continue;
                }
                connections.add(connection);
                thread(() -> serve(connection));
            } catch (IOException closed) {
                return;
            }
        }
    }

    /** Answers the requests of one connection until the client closes it or the receiver is paused. */
    private void serve(Socket connection) {
        try (connection) {
            connection.setTcpNoDelay(true);
            InputStream in = new BufferedInputStream(connection.getInputStream(), 16 * 1024);
            OutputStream out = connection.getOutputStream();
            for (ReceivedRequest request = ReceivedRequest.read(in); request != null;
                 request = ReceivedRequest.read(in)) {
                if (paused) {
                    return;
                }
                boolean webhook = "POST".equals(request.method()) && PATH.equals(request.path());
                if (webhook) {
                    receive(request);
                }
                out.write(webhook ? NO_CONTENT : NOT_FOUND);
                out.flush();
                if (request.close()) {
                    return;
                }
            }
        } catch (IOException | RuntimeException dropped) {
            // a closed or broken connection ends here, as at any receiver; the relay retries what it did not answer
        } finally {
            connections.remove(connection);
        }
    }

    /**
     * Stops listening, as a receiver that went down: deliveries meet a refused or dropped connection until
     * {@link #resume}. Closing a socket another thread is blocked on takes effect only when that thread wakes, so a
     * connection or request that slips in meanwhile is dropped unanswered.
     */
    void pause() throws IOException {
        paused = true;
        listening.close();
        for (Socket connection : connections) {
            connection.close();
        }
    }

    /** Listens again on the same port. */
    void resume() throws IOException {
        paused = false;
        listening = listen(port);
    }

    private void receive(ReceivedRequest request) {
        long now = System.currentTimeMillis();
        String body = request.body();
        int start = body.indexOf(OCCURRED_AT) + OCCURRED_AT.length();
        long occurred = Instant.parse(body.substring(start, body.indexOf('"', start))).toEpochMilli();
        String id = request.eventId();
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
    public void close() throws IOException {
        pause();
    }
}
