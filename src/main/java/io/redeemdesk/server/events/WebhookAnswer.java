package io.redeemdesk.server.events;

import java.io.IOException;
import java.io.InputStream;
import java.net.ProtocolException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A receiver's answer to one POST, read from the connection: its status, its {@code Retry-After}, and whether the
 * connection may carry the next POST. The body is read and dropped (by {@code Content-Length}, chunks, or to the
 * end of the connection), up to {@value #MOST_BODY} bytes; a longer one closes the connection instead.
 */
record WebhookAnswer(int status, String retryAfter, boolean keepAlive) {
    static final int MOST_BODY = 1 << 20;
    private static final int MOST_LINE = 8192;
    private static final int MOST_HEADERS = 100;
    private static final Pattern INTERIM = Pattern.compile("HTTP/1\\.[01] 1\\d\\d( .*)?");
    private static final Pattern STATUS_LINE = Pattern.compile("HTTP/1\\.[01] \\d{3}( .*)?");

    static WebhookAnswer read(InputStream in) throws IOException {
        String statusLine = line(in, true);
        while (INTERIM.matcher(statusLine).matches()) {
            headers(in, new Head());
            statusLine = line(in, true);
        }
        if (!STATUS_LINE.matcher(statusLine).matches()) {
            throw new ProtocolException("the receiver answered something other than HTTP/1.1");
        }
        int status = Integer.parseInt(statusLine.substring(9, 12));
        Head head = new Head();
        head.keepAlive = statusLine.startsWith("HTTP/1.1");
        headers(in, head);
        boolean reusable = head.keepAlive && skipBody(in, status, head);
        return new WebhookAnswer(status, head.retryAfter, reusable);
    }

    private static final class Head {
        long length = -1;
        boolean chunked;
        boolean keepAlive;
        String retryAfter;
    }

    private static void headers(InputStream in, Head head) throws IOException {
        for (int count = 0; ; count++) {
            String line = line(in, false);
            if (line.isEmpty()) {
                return;
            }
            int colon = line.indexOf(':');
            if (colon <= 0 || count >= MOST_HEADERS) {
                throw new ProtocolException("the receiver's answer has a malformed header");
            }
            String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).trim();
            switch (name) {
                case "content-length" -> head.length = length(value);
                case "transfer-encoding" -> head.chunked = value.toLowerCase(Locale.ROOT).endsWith("chunked");
                case "connection" -> head.keepAlive = connection(value.toLowerCase(Locale.ROOT), head.keepAlive);
                case "retry-after" -> head.retryAfter = value;
                default -> {
                }
            }
        }
    }

    private static boolean connection(String value, boolean keepAlive) {
        if (value.contains("close")) {
            return false;
        }
        return keepAlive || value.contains("keep-alive");
    }

    private static long length(String value) throws ProtocolException {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new ProtocolException("the receiver's answer has an unreadable Content-Length");
        }
    }

    /** Reads the body past; whether the connection is still in step (its end was found within the limit). */
    private static boolean skipBody(InputStream in, int status, Head head) throws IOException {
        if (status == 204 || status == 304) {
            return true;
        }
        if (head.chunked) {
            return skipChunks(in);
        }
        if (head.length < 0) {
            return false;
        }
        return head.length <= MOST_BODY && skip(in, head.length);
    }

    private static boolean skipChunks(InputStream in) throws IOException {
        long total = 0;
        while (true) {
            String sizeLine = line(in, false);
            int end = sizeLine.indexOf(';');
            long size;
            try {
                size = Long.parseLong((end < 0 ? sizeLine : sizeLine.substring(0, end)).trim(), 16);
            } catch (NumberFormatException e) {
                throw new ProtocolException("the receiver's answer has a malformed chunk");
            }
            total += size;
            if (size < 0 || total > MOST_BODY) {
                return false;
            }
            if (size == 0) {
                headers(in, new Head());
                return true;
            }
            if (!skip(in, size) || !line(in, false).isEmpty()) {
                throw new ProtocolException("the receiver's answer has a malformed chunk");
            }
        }
    }

    private static boolean skip(InputStream in, long count) throws IOException {
        long left = count;
        while (left > 0) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() < 0) {
                    throw new ProtocolException("the receiver closed the connection inside its answer");
                }
                skipped = 1;
            }
            left -= skipped;
        }
        return true;
    }

    /** One line without its CRLF (or LF); at the very start of an answer, end of stream is a closed connection. */
    private static String line(InputStream in, boolean first) throws IOException {
        StringBuilder line = new StringBuilder(64);
        while (true) {
            int c = in.read();
            if (c < 0) {
                throw new ProtocolException(first && line.isEmpty() ? "the receiver closed the connection"
                        : "the receiver closed the connection inside its answer");
            }
            if (c == '\n') {
                int last = line.length() - 1;
                return last >= 0 && line.charAt(last) == '\r' ? line.substring(0, last) : line.toString();
            }
            if (line.length() >= MOST_LINE) {
                throw new ProtocolException("the receiver's answer has a line longer than " + MOST_LINE + " bytes");
            }
            line.append((char) c);
        }
    }
}
