package io.redeemdesk.acceptance;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A chain's webhook receiver on a real 127.0.0.1 port (the JDK's HTTP server), written as a receiver would be,
 * from api.md alone: it answers 503 to every delivery (a receiver that is down for maintenance) until
 * {@link #accept()}, then 200 to each delivery whose {@code RedeemDesk-Signature} is the HMAC-SHA256 of
 * {@code "<t>.<body>"} under its secret, and keeps the ids ({@code RedeemDesk-Event-Id}) it acknowledged.
 */
final class WebhookInbox implements AutoCloseable {
    static final String SECRET = "acceptance-webhook-secret-0123456789";
    private static final Pattern SIGNATURE = Pattern.compile("t=(\\d+)((?:,v1=[0-9a-f]{64})+)");

    private final HttpServer server;
    private final Set<String> acknowledged = ConcurrentHashMap.newKeySet();
    private volatile boolean accepting;

    private WebhookInbox(HttpServer server) {
        this.server = server;
    }

    /** A receiver on a free port, refusing (503) until {@link #accept()}. */
    static WebhookInbox start() {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
            WebhookInbox inbox = new WebhookInbox(server);
            server.createContext("/hooks", inbox::handle);
            server.start();
            return inbox;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The node options that send the events here, retried every second at most and dead after 10 s. */
    String[] nodeOptions() {
        return new String[] {"--set", "events.webhook.url=http://127.0.0.1:" + server.getAddress().getPort()
                + "/hooks", "--set", "events.webhook.secret=" + SECRET, "--set", "events.retry.base=10ms",
                "--set", "events.retry.max=1s", "--set", "events.dead.after=10s"};
    }

    /** From now on a correctly signed delivery is answered 200. */
    void accept() {
        accepting = true;
    }

    /** Whether event {@code id} was acknowledged. */
    boolean acknowledged(String id) {
        return acknowledged.contains(id);
    }

    private void handle(HttpExchange exchange) throws IOException {
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readAllBytes();
        }
        boolean ok = accepting && signed(exchange.getRequestHeaders().getFirst("RedeemDesk-Signature"), body);
        try {
            exchange.sendResponseHeaders(ok ? 200 : 503, -1);
            if (ok) {
                acknowledged.add(exchange.getRequestHeaders().getFirst("RedeemDesk-Event-Id"));
            }
        } finally {
            exchange.close();
        }
    }

    private static boolean signed(String header, byte[] body) {
        Matcher m = header == null ? null : SIGNATURE.matcher(header);
        if (m == null || !m.matches()) {
            return false;
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            String expected = HexFormat.of().formatHex(mac.doFinal((m.group(1) + "." + new String(body,
                    StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8)));
            return Set.of(m.group(2).substring(1).split(",")).contains("v1=" + expected);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
