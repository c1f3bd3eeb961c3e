package io.redeemdesk.testing;

import io.redeemdesk.server.ServerParts;
import io.redeemdesk.server.console.Role;

import java.io.IOException;
import java.net.CookieManager;
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
 * A browser stand-in for the console over plain HTTP (java.net.http, its own cookie jar, redirects followed by
 * hand): signs in, GETs pages, and POSTs forms with the CSRF token of the last page it got.
 */
public final class ConsoleClient {
    private static final Pattern CSRF = Pattern.compile("name=\"csrf\" value=\"([^\"]*)\"");

    private final String base;
    private final HttpClient http;
    private final String language;
    private String lastCsrf = "";

    /** One answer: status, body, and the headers a test checks. */
    public record Page(int status, String body, java.net.http.HttpHeaders headers) {
        public String header(String name) {
            return headers.firstValue(name).orElse("");
        }
    }

    public ConsoleClient(String base) {
        this(base, "en");
    }

    /** A client whose browser asks for {@code acceptLanguage} ({@code zh-CN}, {@code en}). */
    public ConsoleClient(String base, String acceptLanguage) {
        this.language = acceptLanguage;
        this.base = base;
        this.http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** Adds an operator to the service's database directly (the CLI's path is tested apart). */
    public static void createOperator(ServerParts parts, String name, Role role, String password) throws Exception {
        parts.operators().create(name, role.key(), parts.passwordHasher().hash(password.toCharArray()));
    }

    /** Signs in through the form; the answer after the redirect (the overview when it worked). */
    public Page signIn(String name, String password) throws Exception {
        get("/console/login");
        return post("/console/login", Map.of("name", name, "password", password));
    }

    /** GET {@code path}, following redirects; remembers the page's CSRF token. */
    public Page get(String path) throws Exception {
        return follow(send(HttpRequest.newBuilder(URI.create(base + path)).GET()));
    }

    /** GET without following a redirect. */
    public Page getRaw(String path) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    /** POST {@code form} with the last page's CSRF token (unless the form has its own), following the redirect. */
    public Page post(String path, Map<String, String> form) throws Exception {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("csrf", lastCsrf);
        fields.putAll(form);
        return follow(postRaw(path, fields));
    }

    /** POST exactly {@code form} (no token added), without following a redirect. */
    public Page postRaw(String path, Map<String, String> form) throws Exception {
        String body = form.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
    }

    /** The CSRF token of the last page got. */
    public String csrf() {
        return lastCsrf;
    }

    private Page follow(Page page) throws Exception {
        Page current = page;
        for (int hops = 0; hops < 5 && (current.status() == 302 || current.status() == 303); hops++) {
            String location = current.header("Location");
            current = send(HttpRequest.newBuilder(URI.create(base).resolve(location)).GET());
        }
        return current;
    }

    private Page send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(request.header("Accept-Language", language).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        Matcher csrf = CSRF.matcher(response.body());
        if (csrf.find()) {
            lastCsrf = csrf.group(1);
        }
        return new Page(response.statusCode(), response.body(), response.headers());
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
