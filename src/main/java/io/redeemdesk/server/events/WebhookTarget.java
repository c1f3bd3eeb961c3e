package io.redeemdesk.server.events;

import java.net.IDN;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Where one endpoint's POSTs go, read once from its URL: the host and port to connect to, whether over TLS, and the
 * start of every request's head (its request line and {@code Host}), in the ASCII an HTTP/1.1 head is written in.
 */
record WebhookTarget(String host, int port, boolean tls, String requestLine) {
    static WebhookTarget of(URI url) {
        URI ascii = URI.create(url.toASCIIString());
        String scheme = ascii.getScheme() == null ? "" : ascii.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || ascii.getHost() == null) {
            throw new IllegalArgumentException("webhook URL " + url + " is not an http:// or https:// address");
        }
        boolean tls = scheme.equals("https");
        String host = IDN.toASCII(ascii.getHost());
        int port = ascii.getPort() == -1 ? (tls ? 443 : 80) : ascii.getPort();
        String path = ascii.getRawPath() == null || ascii.getRawPath().isEmpty() ? "/" : ascii.getRawPath();
        String target = ascii.getRawQuery() == null ? path : path + "?" + ascii.getRawQuery();
        boolean defaultPort = ascii.getPort() == -1 || port == (tls ? 443 : 80);
        return new WebhookTarget(host.startsWith("[") ? host.substring(1, host.length() - 1) : host, port, tls,
                "POST " + target + " HTTP/1.1\r\nHost: " + host + (defaultPort ? "" : ":" + port) + "\r\n");
    }

    /** The origin, which connections are kept alive for. */
    String origin() {
        return (tls ? "https://" : "http://") + host + ":" + port;
    }

    /** One request's head: the request line, {@code Host}, then {@code headers} (each ending in CRLF), a blank line. */
    byte[] head(String headers) {
        return (requestLine + headers + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
    }
}
