package io.redeemdesk.bench.server;

import io.redeemdesk.server.events.EventSignature;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * One HTTP/1.1 request as {@link BenchReceiver} reads it from a kept-alive connection: the request line, the two
 * headers it needs and a body of {@code Content-Length} bytes (the relay's client sends no other kind).
 *
 * @param eventId the {@link EventSignature#EVENT_ID_HEADER} header; null when absent
 * @param close   whether the client asked to close the connection after this request
 */
record ReceivedRequest(String method, String path, String eventId, String body, boolean close) {
    private static final int LONGEST_LINE = 8192;

    /** The next request on {@code in}; null when the client closed the connection between requests. */
    static ReceivedRequest read(InputStream in) throws IOException {
        String requestLine = line(in, true);
        if (requestLine == null) {
            return null;
        }
        String[] parts = requestLine.split(" ", 3);
        if (parts.length < 3) {
            throw new IOException("not an HTTP request line: " + requestLine);
        }
        String eventId = null;
        int length = 0;
        boolean close = false;
        for (String header = line(in, false); !header.isEmpty(); header = line(in, false)) {
            int colon = header.indexOf(':');
            String name = colon < 0 ? header : header.substring(0, colon).strip();
            String value = colon < 0 ? "" : header.substring(colon + 1).strip();
            if (name.equalsIgnoreCase("Content-Length")) {
                length = Integer.parseInt(value);
            } else if (name.equalsIgnoreCase(EventSignature.EVENT_ID_HEADER)) {
                eventId = value;
            } else if (name.equalsIgnoreCase("Connection")) {
                close = value.equalsIgnoreCase("close");
            }
        }
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            throw new EOFException("the connection closed inside a request body");
        }
        return new ReceivedRequest(parts[0], parts[1], eventId, new String(body, StandardCharsets.UTF_8), close);
    }

    /** A line without its CRLF; null at the end of the stream before any byte when {@code endAllowed}. */
    private static String line(InputStream in, boolean endAllowed) throws IOException {
        StringBuilder text = new StringBuilder(64);
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                if (endAllowed && text.isEmpty()) {
                    return null;
                }
                throw new EOFException("the connection closed inside a request's head");
            }
            if (text.length() == LONGEST_LINE) {
                throw new IOException("a request's head line is longer than " + LONGEST_LINE + " bytes");
            }
            if (b != '\r') {
                text.append((char) b);
            }
        }
        return text.toString();
    }
}
