package io.redeemdesk.bench.console;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An operator signed in to one node's console over plain HTTP, as a browser is: the login form's CSRF token read
 * from the form, {@code name} and {@code password} posted to {@code /console/login}, the session cookie kept.
 */
final class ConsoleSession {
    private static final Pattern CSRF = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"");
    private final HttpClient client = HttpClient.newBuilder().cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    private ConsoleSession(String base) {
        this.base = base;
    }

    static ConsoleSession signIn(String base, String name, String password) throws IOException, InterruptedException {
        ConsoleSession session = new ConsoleSession(base);
        String form = session.get("/console/login").body();
        Matcher csrf = CSRF.matcher(form);
        if (!csrf.find()) {
            throw new IllegalStateException("the login page has no CSRF field: " + form);
        }
        String body = "name=" + enc(name) + "&password=" + enc(password) + "&csrf=" + enc(csrf.group(1))
                + "&next=" + enc("/console");
        HttpResponse<String> answer = session.client.send(HttpRequest.newBuilder(URI.create(base + "/console/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 303 && answer.statusCode() != 302) {
            throw new IllegalStateException("signing in answered " + answer.statusCode() + ": " + answer.body());
        }
        return session;
    }

    private static String enc(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** GET {@code path} with the session's cookie. */
    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60)).GET()
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
