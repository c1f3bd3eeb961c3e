package io.redeemdesk.server.events;

import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;

/**
 * One kept-alive HTTP/1.1 connection to a webhook's origin, over TLS for {@code https://} (the host name checked
 * against the certificate): writes a POST and reads its answer in the calling thread, every read of the socket
 * bounded by the POST's deadline. Never sends anything twice: a failed exchange is the relay's to retry.
 */
final class WebhookConnection implements Closeable {
    /** Idle for longer than this, a connection is checked for a close by the receiver before it is used again. */
    private static final long CHECK_AFTER_NANOS = 1_000_000_000L;
    private static final long CHECK_NANOS = 3_000_000L;

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private long idleSince = System.nanoTime();
    /** Until when ({@link System#nanoTime()}) the exchange under way may read. */
    private long deadline;

    private WebhookConnection(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(new TimedInput(socket.getInputStream()), 8192);
        this.out = new BufferedOutputStream(socket.getOutputStream(), 8192);
    }

    /** Connects to the target's addresses in turn, within {@code deadline} ({@link System#nanoTime()}). */
    static WebhookConnection open(WebhookTarget target, SSLSocketFactory tls, long deadline) throws IOException {
        IOException last = null;
        for (InetAddress address : InetAddress.getAllByName(target.host())) {
            Socket socket = new Socket();
            try {
                socket.setTcpNoDelay(true);
                socket.connect(new InetSocketAddress(address, target.port()), remainingMillis(deadline));
                return new WebhookConnection(target.tls() ? secure(socket, target, tls, deadline) : socket);
            } catch (IOException e) {
                socket.close();
                last = e;
            }
        }
        throw last;
    }

    private static Socket secure(Socket plain, WebhookTarget target, SSLSocketFactory tls, long deadline)
            throws IOException {
        SSLSocket socket = (SSLSocket) tls.createSocket(plain, target.host(), target.port(), true);
        SSLParameters parameters = socket.getSSLParameters();
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        socket.setSSLParameters(parameters);
        socket.setSoTimeout(remainingMillis(deadline));
        socket.startHandshake();
        return socket;
    }

    /** Writes one POST and reads its answer, all before {@code deadline}. */
    WebhookAnswer post(byte[] head, byte[] body, long deadline) throws IOException {
        this.deadline = deadline;
        out.write(head);
        out.write(body);
        out.flush();
        WebhookAnswer answer = WebhookAnswer.read(in);
        idleSince = System.nanoTime();
        return answer;
    }

    /**
     * Whether the connection can carry another POST: one idle for more than a second is read for a moment first,
     * and a receiver that closed it (or sent something unasked) makes it unusable.
     */
    boolean usable() {
        if (socket.isClosed()) {
            return false;
        }
        if (System.nanoTime() - idleSince < CHECK_AFTER_NANOS) {
            return true;
        }
        deadline = System.nanoTime() + CHECK_NANOS;
        try {
            in.read();
            return false;
        } catch (SocketTimeoutException quiet) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** How long the connection has been idle, in nanoseconds. */
    long idleNanos() {
        return System.nanoTime() - idleSince;
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing is all that is left to do with it
        }
    }

    private static int remainingMillis(long deadline) throws SocketTimeoutException {
        long left = (deadline - System.nanoTime()) / 1_000_000;
        if (left <= 0) {
            throw new SocketTimeoutException("the receiver did not answer in time");
        }
        return (int) Math.min(Integer.MAX_VALUE, left);
    }

    /** The socket's input, each read bounded by what is left until the exchange's deadline. */
    private final class TimedInput extends InputStream {
        private final InputStream raw;

        TimedInput(InputStream raw) {
            this.raw = raw;
        }

        @Override
        public int read() throws IOException {
            socket.setSoTimeout(remainingMillis(deadline));
            return raw.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            socket.setSoTimeout(remainingMillis(deadline));
            return raw.read(b, off, len);
        }
    }
}
