package io.redeemdesk.acceptance;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console on the built jar over plain HTTP: an operator made with {@code server create-operator
 * --password-stdin} signs in, reads the Overview, is refused a POST without its CSRF token, and signs out; on
 * PostgreSQL the session made on one node is honoured by another (sessions live in the database).
 */
class ConsoleHttpJourneyTest {
    private static final Executed EXECUTED = new Executed("ConsoleHttpJourneyTest");
    private static final Pattern CSRF = Pattern.compile("name=\"csrf\" value=\"([^\"]*)\"");
    private static final String PASSWORD = "correct horse 电池 staple";

    @TempDir
    Path work;

    @BeforeAll
    static void freshRecord() {
        assertThat(Jar.JAR).as("build it first: mvn package").exists();
        EXECUTED.reset();
    }

    @Test
    void onSqlite() throws Exception {
        Jar jar = new Jar(EXECUTED, work, Map.of("XDG_CONFIG_HOME", Files.createDirectories(work.resolve("c")).toString()));
        String db = "jdbc:sqlite:" + work.resolve("server.db");
        try (ServerProcess node = ServerProcess.start(jar, "server", "--port", "0", "--db", db, "--seed-demo", "2")) {
            String url = node.url();
            assertThat(node.output()).contains("Console: " + url + "/console");
            createOperators(jar, db);
            journey(url, url);
        }
    }

    @Test
    void onPostgresWithTwoNodes() throws Exception {
        try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
            String db = postgres.getJdbcUrl("postgres", "postgres");
            Jar jar = new Jar(EXECUTED, work, Map.of("XDG_CONFIG_HOME",
                    Files.createDirectories(work.resolve("c")).toString()));
            assertThat(jar.run("server", "migrate", "--db", db).exit()).isZero();
            createOperators(jar, db);
            try (ServerProcess first = ServerProcess.start(jar, "server", "--port", "0", "--db", db);
                 ServerProcess second = ServerProcess.start(jar, "server", "--port", "0", "--db", db)) {
                journey(first.url(), second.url());
            }
        }
    }

    private static void createOperators(Jar jar, String db) {
        Jar.Run created = jar.runWithInput(PASSWORD + "\n", "server", "create-operator", "--db", db, "--name", "mona",
                "--role", "admin", "--password-stdin");
        assertThat(created.exit()).as(created.err()).isZero();
        assertThat(created.out()).contains("operator 'mona' created with role admin");
        Jar.Run again = jar.runWithInput(PASSWORD + "\n", "server", "create-operator", "--db", db, "--name", "mona",
                "--role", "viewer", "--password-stdin");
        assertThat(again.exit()).isEqualTo(65);
        assertThat(again.err()).contains("exists already");
        Jar.Run badRole = jar.runWithInput(PASSWORD + "\n", "server", "create-operator", "--db", db, "--name", "x",
                "--role", "boss", "--password-stdin");
        assertThat(badRole.exit()).isEqualTo(64);
        Jar.Run shortPassword = jar.runWithInput("short\n", "server", "create-operator", "--db", db, "--name", "y",
                "--role", "viewer", "--password-stdin");
        assertThat(shortPassword.exit()).isEqualTo(65);
        assertThat(shortPassword.err()).contains("at least 10");
    }

    /** Signs in on {@code signIn}'s node and goes on at {@code goOn}'s (the same node on SQLite). */
    private static void journey(String signIn, String goOn) throws Exception {
        Browser browser = new Browser();
        HttpResponse<String> away = browser.get(goOn + "/console", "GET /console");
        assertThat(away.statusCode()).isEqualTo(303);
        assertThat(away.headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(l).startsWith("/console/login"));

        HttpResponse<String> form = browser.get(signIn + "/console/login", "GET /console/login");
        assertThat(form.statusCode()).isEqualTo(200);
        HttpResponse<String> signedIn = browser.post(signIn + "/console/login", "POST /console/login",
                Map.of("csrf", csrf(form), "name", "mona", "password", PASSWORD, "next", "/console"));
        assertThat(signedIn.statusCode()).as(signedIn.body()).isEqualTo(303);

        HttpResponse<String> overview = browser.get(goOn + "/console", "GET /console");
        assertThat(overview.statusCode()).isEqualTo(200);
        assertThat(overview.body()).contains("Overview", "mona", "Nodes seen in the last minute");
        assertThat(overview.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(csp ->
                assertThat(csp).contains("default-src 'self'", "frame-ancestors 'none'"));
        assertThat(overview.headers().firstValue("Cache-Control")).contains("no-store");
        assertThat(browser.get(goOn + "/console/assets/console.css", "GET /console/assets/{name}").statusCode())
                .isEqualTo(200);
        HttpResponse<String> chinese = browser.get(goOn + "/console/language?to=zh&back=/console",
                "GET /console/language");
        assertThat(chinese.statusCode()).isEqualTo(303);
        assertThat(browser.get(goOn + "/console", "GET /console").body()).contains("概览", "退出登录");

        assertThat(browser.post(goOn + "/console/logout", "POST /console/logout", Map.of()).statusCode())
                .isEqualTo(403);
        HttpResponse<String> out = browser.post(goOn + "/console/logout", "POST /console/logout",
                Map.of("csrf", csrf(overview)));
        assertThat(out.statusCode()).isEqualTo(303);
        assertThat(browser.get(signIn + "/console", "GET /console").statusCode()).isEqualTo(303);
    }

    private static String csrf(HttpResponse<String> page) {
        Matcher m = CSRF.matcher(page.body());
        assertThat(m.find()).as("a CSRF field in " + page.body()).isTrue();
        return m.group(1);
    }

    /** A cookie-keeping client that does not follow redirects and records each endpoint it calls. */
    private static final class Browser {
        private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();

        HttpResponse<String> get(String url, String endpoint) throws Exception {
            record(endpoint);
            return http.send(HttpRequest.newBuilder(URI.create(url)).header("Accept-Language", "en").GET().build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        }

        HttpResponse<String> post(String url, String endpoint, Map<String, String> form) throws Exception {
            record(endpoint);
            String body = form.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)
                    + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
            return http.send(HttpRequest.newBuilder(URI.create(url)).header("Accept-Language", "en")
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        }

        private static void record(String endpoint) {
            int space = endpoint.indexOf(' ');
            EXECUTED.endpoint(endpoint.substring(0, space), endpoint.substring(space + 1));
        }
    }
}
