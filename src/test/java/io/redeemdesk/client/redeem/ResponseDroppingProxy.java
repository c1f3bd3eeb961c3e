package io.redeemdesk.client.redeem;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A TCP proxy in front of a real service that, for the first {@code drops} redemption POSTs, lets the request
 * through, waits until the service has answered (so it did process it), throws the answer away and cuts the
 * connection: the "response lost" case. Everything else passes through untouched.
 */
final class ResponseDroppingProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final int targetPort;
    private final AtomicInteger dropsLeft;
    final AtomicInteger dropped = new AtomicInteger();

    ResponseDroppingProxy(int targetPort, int drops) throws IOException {
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.targetPort = targetPort;
        this.dropsLeft = new AtomicInteger(drops);
        Thread acceptor = new Thread(this::acceptLoop, "proxy-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    String url() {
        return "http://127.0.0.1:" + listener.getLocalPort();
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                AtomicBoolean postPending = new AtomicBoolean();
                pump("proxy-up", client, server, postPending, true);
                pump("proxy-down", server, client, postPending, false);
            } catch (IOException e) {
                return;
            }
        }
    }

    private void pump(String name, Socket from, Socket to, AtomicBoolean postPending, boolean upstream) {
        Thread t = new Thread(() -> {
            byte[] buffer = new byte[16 * 1024];
            try (InputStream in = from.getInputStream()) {
                OutputStream out = to.getOutputStream();
                int n;
                while ((n = in.read(buffer)) > 0) {
                    if (upstream && new String(buffer, 0, n, StandardCharsets.ISO_8859_1)
                            .contains("POST /v1/redemptions")) {
                        postPending.set(true);
                    }
                    if (!upstream && postPending.getAndSet(false) && dropsLeft.getAndDecrement() > 0) {
                        dropped.incrementAndGet();
                        from.close();
                        to.close();
                        return;
                    }
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // one side closed: the other goes too
            } finally {
                closeQuietly(to);
                closeQuietly(from);
            }
        }, name);
        t.setDaemon(true);
        t.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
