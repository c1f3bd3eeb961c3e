package io.redeemdesk.server.events;

import javax.net.ServerSocketFactory;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A receiver on a real port, plain or TLS, that answers each POST with given bytes and can misbehave as real ones
 * do: close the connection after an answer without saying so, or never answer. Counts connections and keeps the
 * heads it was sent.
 */
final class RawWebhookServer implements AutoCloseable {
    enum Manner { ANSWER, ANSWER_THEN_CLOSE, NEVER_ANSWER }

    private final ServerSocket listening;
    private final String answer;
    private final Manner manner;
    private final AtomicInteger connections = new AtomicInteger();
    private final List<String> heads = new CopyOnWriteArrayList<>();
    private final List<Socket> open = new CopyOnWriteArrayList<>();

    RawWebhookServer(ServerSocketFactory sockets, String answer, Manner manner) throws IOException {
        this.listening = sockets.createServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.answer = answer;
        this.manner = manner;
        Thread accept = new Thread(this::accept, "raw-webhook-accept");
        accept.setDaemon(true);
        accept.start();
    }

    int port() {
        return listening.getLocalPort();
    }

    int connections() {
        return connections.get();
    }

    List<String> heads() {
        return heads;
    }

    private void accept() {
        try {
            while (true) {
                Socket socket = listening.accept();
                connections.incrementAndGet();
                open.add(socket);
                Thread serve = new Thread(() -> serve(socket), "raw-webhook-serve");
                serve.setDaemon(true);
                serve.start();
            }
        } catch (IOException closed) {
            // the server was closed
        }
    }

    private void serve(Socket socket) {
        try (socket) {
            InputStream in = new BufferedInputStream(socket.getInputStream());
            OutputStream out = socket.getOutputStream();
            while (true) {
                String head = head(in);
                if (head == null) {
                    return;
                }
                heads.add(head);
                int length = 0;
                for (String line : head.split("\r\n")) {
                    if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                        length = Integer.parseInt(line.substring(15).trim());
                    }
                }
                in.readNBytes(length);
                if (manner == Manner.NEVER_ANSWER) {
                    in.read();
                    return;
                }
                out.write(answer.getBytes(StandardCharsets.UTF_8));
                out.flush();
                if (manner == Manner.ANSWER_THEN_CLOSE) {
                    return;
                }
            }
        } catch (IOException gone) {
            // the client went away
        }
    }

    private static String head(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int c = in.read();
            if (c < 0) {
                return null;
            }
            head.append((char) c);
        }
        return head.toString();
    }

    @Override
    public void close() throws IOException {
        listening.close();
        for (Socket socket : open) {
            socket.close();
        }
    }
}
