package io.redeemdesk.server.events;

import javax.net.ssl.SSLSocketFactory;
import java.io.IOException;
import java.util.Deque;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * The sender's kept-alive connections, per origin: a POST takes the one used last (still open on the receiver's
 * side, or it is dropped), or opens a new one, and gives it back when the answer leaves it in step. At most
 * {@code mostIdle} wait per origin, none longer than the keep-alive. No thread of its own: connections are checked
 * when taken, so nothing wakes between POSTs.
 */
final class WebhookConnections implements AutoCloseable {
    private final SSLSocketFactory tls;
    private final int mostIdle;
    private final long keepAliveNanos;
    private final Map<String, Deque<WebhookConnection>> idle = new ConcurrentHashMap<>();
    private final Set<WebhookConnection> open = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    WebhookConnections(SSLSocketFactory tls, int mostIdle, long keepAliveNanos) {
        this.tls = tls;
        this.mostIdle = mostIdle;
        this.keepAliveNanos = keepAliveNanos;
    }

    /** A connection to {@code target}, kept alive or new (opened within {@code deadline}). */
    WebhookConnection take(WebhookTarget target, long deadline) throws IOException {
        Deque<WebhookConnection> waiting = idle.computeIfAbsent(target.origin(), o -> new ConcurrentLinkedDeque<>());
        for (WebhookConnection kept = waiting.pollFirst(); kept != null; kept = waiting.pollFirst()) {
            if (kept.idleNanos() < keepAliveNanos && kept.usable()) {
                return kept;
            }
            discard(kept);
        }
        WebhookConnection fresh = WebhookConnection.open(target, tls, deadline);
        open.add(fresh);
        if (closed) {
            discard(fresh);
            throw new IOException("the relay is stopping");
        }
        return fresh;
    }

    /** Gives a connection back after its answer; {@code reusable}: the answer left it in step for the next POST. */
    void giveBack(WebhookTarget target, WebhookConnection connection, boolean reusable) {
        Deque<WebhookConnection> waiting = idle.get(target.origin());
        if (!reusable || closed || waiting == null) {
            discard(connection);
            return;
        }
        waiting.offerFirst(connection);
        if (waiting.size() > mostIdle) {
            WebhookConnection oldest = waiting.pollLast();
            if (oldest != null) {
                discard(oldest);
            }
        }
    }

    /** Closes a connection that failed or is no longer wanted. */
    void discard(WebhookConnection connection) {
        open.remove(connection);
        connection.close();
    }

    /** Closes every connection, also those in the middle of a POST, whose reads then fail at once. */
    @Override
    public void close() {
        closed = true;
        idle.clear();
        open.forEach(WebhookConnection::close);
        open.clear();
    }
}
