package io.redeemdesk.server.console;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A browser of the console for handler tests, over real HTTP: keeps the cookies the node sets (as a browser on
 * path {@code /console} would), follows no redirect (the test reads the 303), and posts forms with the CSRF token of
 * the last page it read unless told not to.
 */
final class ConsoleBrowser {
    private static final Pattern CSRF = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"");

    /** One answer: its status, headers and body. */
    record Answer(int status, HttpResponse<byte[]> response) {
        String body() {
            return new String(response.body(), StandardCharsets.UTF_8);
        }

        /** The body with the HTML escapes of quotes, ampersands and angle brackets undone (to read messages). */
        String text() {
            return body().replace("&#34;", "\"").replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<")
                    .replace("&gt;", ">").replace("&amp;", "&");
        }

        byte[] bytes() {
            return response.body();
        }

        String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }

        /** The path a 303 points to. */
        String location() {
            return header("Location");
        }
    }

    private final String base;
    private final String language;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private final Map<String, String> cookies = new LinkedHashMap<>();
    private String csrf;

    /** A browser of the node at {@code base} whose language is {@code language} ({@code en}, {@code zh-CN}). */
    ConsoleBrowser(String base, String language) {
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.language = language;
    }

    /** Signs in through the form; fails the test unless it is sent on to a page. */
    ConsoleBrowser signIn(String name, String password) throws IOException, InterruptedException {
        get("/console/login");
        Answer signedIn = post("/console/login", Map.of("name", name, "password", password));
        if (signedIn.status() != 303) {
            throw new AssertionError("sign-in of " + name + " answered " + signedIn.status() + ": " + signedIn.body());
        }
        return this;
    }

    Answer get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    /** A POST of {@code form} with the CSRF token of the last page read. */
    Answer post(String path, Map<String, String> form) throws IOException, InterruptedException {
        Map<String, String> withToken = new LinkedHashMap<>(form);
        if (csrf != null) {
            withToken.putIfAbsent("csrf", csrf);
        }
        return postExactly(path, withToken);
    }

    /** A POST of exactly {@code form} (no CSRF token added). */
    Answer postExactly(String path, Map<String, String> form) throws IOException, InterruptedException {
        String body = form.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
    }

    private Answer send(HttpRequest.Builder request) throws IOException, InterruptedException {
        request.header("Accept-Language", language);
        if (!cookies.isEmpty()) {
            request.header("Cookie", cookies.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining("; ")));
        }
        HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
        for (String set : response.headers().allValues("Set-Cookie")) {
            String pair = set.split(";", 2)[0];
            int eq = pair.indexOf('=');
            String name = pair.substring(0, eq).trim();
            String value = pair.substring(eq + 1).trim();
            if (value.isEmpty() || set.toLowerCase(java.util.Locale.ROOT).contains("max-age=0")) {
                cookies.remove(name);
            } else {
                cookies.put(name, value);
            }
        }
        Answer answer = new Answer(response.statusCode(), response);
        String type = answer.header("Content-Type");
        if (type != null && type.startsWith("text/html")) {
            Matcher token = CSRF.matcher(answer.body());
            if (token.find()) {
                csrf = token.group(1);
            }
        }
        return answer;
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
