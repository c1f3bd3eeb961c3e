package io.redeemdesk.server.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A webhook receiver on a real 127.0.0.1 port (the JDK's HTTP server), as a chain's ERP would run one: it checks
 * every delivery's signature with its secret, answers 500 to the first {@code failFirst} deliveries (or holds
 * them until {@link #release()}), then 200, and records everything it answered.
 */
public final class WebhookReceiver implements AutoCloseable {
    public static final String PATH = "/hooks/redeemdesk";
    private static final Pattern SIGNATURE = Pattern.compile("t=(\\d+)((?:,v1=[0-9a-f]{64})+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One delivery as received, with the status it was answered. */
    public record Delivery(String eventId, JsonNode body, String rawBody, String signature, int answered,
                           long receivedAt) {
    }

    private final String secret;
    private final int port;
    private final AtomicInteger failuresLeft;
    private final List<Delivery> deliveries = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Integer> acknowledged = new ConcurrentHashMap<>();
    private final AtomicInteger badSignatures = new AtomicInteger();
    private final CountDownLatch firstHeld = new CountDownLatch(1);
    private final AtomicInteger heldNow = new AtomicInteger();
    private final CountDownLatch release = new CountDownLatch(1);
    private volatile boolean holding;
    private HttpServer server;

    private WebhookReceiver(String secret, int port, int failFirst) {
        this.secret = secret;
        this.port = port;
        this.failuresLeft = new AtomicInteger(failFirst);
    }

    /** A receiver on a free port answering 500 to its first {@code failFirst} deliveries. */
    public static WebhookReceiver start(String secret, int failFirst) {
        WebhookReceiver receiver = new WebhookReceiver(secret, 0, failFirst);
        receiver.listen();
        return receiver;
    }

    /** A receiver for a port that nobody listens on yet: "down" until {@link #listen()}. */
    public static WebhookReceiver down(String secret) {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return new WebhookReceiver(secret, probe.getLocalPort(), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public WebhookReceiver listen() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 64);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newFixedThreadPool(32));
        server.createContext(PATH, this::handle);
        server.start();
        return this;
    }

    /** From now on every delivery is held unanswered until {@link #release()}; then held ones get 503. */
    public void hold() {
        holding = true;
    }

    public void release() {
        holding = false;
        release.countDown();
    }

    /** Waits until a delivery is held. */
    public boolean awaitHeld(long seconds) throws InterruptedException {
        return firstHeld.await(seconds, TimeUnit.SECONDS);
    }

    /** How many deliveries are held unanswered at this moment. */
    public int heldNow() {
        return heldNow.get();
    }

    public String url() {
        return "http://127.0.0.1:" + (server == null ? port : server.getAddress().getPort()) + PATH;
    }

    private void handle(HttpExchange exchange) throws IOException {
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readAllBytes();
        }
        String eventId = exchange.getRequestHeaders().getFirst(EventSignature.EVENT_ID_HEADER);
        String signature = exchange.getRequestHeaders().getFirst(EventSignature.HEADER);
        if (!verifies(signature, body)) {
            badSignatures.incrementAndGet();
        }
        int status = 200;
        if (holding) {
            heldNow.incrementAndGet();
            firstHeld.countDown();
            try {
                release.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            heldNow.decrementAndGet();
            status = 503;
        } else if (failuresLeft.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            status = 500;
        }
        String raw = new String(body, StandardCharsets.UTF_8);
        try {
            exchange.sendResponseHeaders(status, -1);
            if (status == 200) {
                acknowledged.merge(eventId, 1, Integer::sum);
            }
        } finally {
            exchange.close();
        }
        deliveries.add(new Delivery(eventId, JSON.readTree(raw), raw, signature, status, System.currentTimeMillis()));
    }

    /** The receiver's check: some v1 of the header is the HMAC of "t.body" with this receiver's secret. */
    private boolean verifies(String header, byte[] body) {
        Matcher m = header == null ? null : SIGNATURE.matcher(header);
        if (m == null || !m.matches()) {
            return false;
        }
        long t = Long.parseLong(m.group(1));
        String expected = hmacHex(secret, t + "." + new String(body, StandardCharsets.UTF_8));
        return List.of(m.group(2).substring(1).split(",")).contains("v1=" + expected)
                && Math.abs(System.currentTimeMillis() / 1000 - t) <= 300;
    }

    /** Written here as a receiver would, not with the service's own signing code. */
    static String hmacHex(String key, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(message.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public List<Delivery> deliveries() {
        synchronized (deliveries) {
            return new ArrayList<>(deliveries);
        }
    }

    /** Each acknowledged event id and how many times it was answered 200. */
    public Map<String, Integer> acknowledged() {
        return Map.copyOf(acknowledged);
    }

    public int badSignatures() {
        return badSignatures.get();
    }

    @Override
    public void close() {
        release();
        if (server != null) {
            server.stop(0);
        }
    }
}
