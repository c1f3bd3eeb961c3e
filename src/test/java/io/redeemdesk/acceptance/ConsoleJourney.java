package io.redeemdesk.acceptance;

import io.redeemdesk.testing.ConsoleBrowser;

import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The operator's console in a real browser, from outside: operators made with {@code server create-operator},
 * then every page opened on the nodes in turn (a session is the database's, so any node serves it), forms
 * filled and buttons pressed as a person would, and what the page then says checked. What it opens and posts is
 * recorded in {@link Executed} as the documented endpoints.
 */
final class ConsoleJourney {
    static final String ADMIN = "ops-admin";
    static final String VIEWER = "ops-viewer";
    static final String PASSWORD = "correct horse battery 9";

    private final Jar jar;
    private final String db;
    private final Executed executed;
    private final List<String> nodes = new ArrayList<>();
    private final AtomicInteger next = new AtomicInteger();

    ConsoleJourney(Jar jar, String db, Executed executed) {
        this.jar = jar;
        this.db = db;
        this.executed = executed;
    }

    void nodes(List<String> urls) {
        nodes.addAll(urls);
    }

    /** The next node's base URL: requests go to the nodes in turn. */
    String node() {
        return nodes.get(next.getAndIncrement() % nodes.size());
    }

    Jar.Run server(String... args) {
        List<String> all = new ArrayList<>(List.of("server"));
        all.addAll(List.of(args));
        all.add("--db");
        all.add(db);
        return ok(jar.run(all.toArray(String[]::new)));
    }

    static Jar.Run ok(Jar.Run run) {
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
        return run;
    }

    /**
     * The {@code server} commands {@code commands} run at the same time, each a process of its own (as operators
     * at several desks would), each asserted to succeed: their runs, in the order given.
     */
    List<Jar.Run> together(List<List<String>> commands) {
        return atOnce(commands.stream().<Supplier<Jar.Run>>map(c -> () -> server(c.toArray(String[]::new))).toList());
    }

    /** What {@code tasks} give, each run on a thread of its own, all at the same time. */
    static <T> List<T> atOnce(List<Supplier<T>> tasks) {
        List<CompletableFuture<T>> running = tasks.stream().map(t -> CompletableFuture.supplyAsync(t,
                run -> new Thread(run, "journey-at-once").start())).toList();
        return running.stream().map(CompletableFuture::join).toList();
    }

    /** An admin and a viewer (the schema is there), their passwords given on standard input, made at once. */
    void operators() {
        String[][] operators = {{ADMIN, "admin"}, {VIEWER, "viewer"}};
        List<Jar.Run> made = atOnce(Arrays.stream(operators).<Supplier<Jar.Run>>map(o -> () -> ok(jar.runWithInput(
                PASSWORD + "\n", "server", "create-operator", "--name", o[0], "--role", o[1], "--password-stdin",
                "--db", db))).toList());
        for (int i = 0; i < operators.length; i++) {
            assertThat(made.get(i).out()).contains("operator '" + operators[i][0] + "' created with role "
                    + operators[i][1]);
        }
    }

    /** Opens {@code path} on the next node. */
    ConsoleBrowser open(ConsoleBrowser browser, String path) {
        executed.endpoint("GET", URI.create(path).getPath()
                .replaceAll("^/console/(batches|campaigns)/(?!\\{)[^/]+", "/console/$1/{id}")
                .replaceAll("^/console/vouchers/(?!\\{)[^/]+", "/console/vouchers/{code}"));
        return browser.go(node() + path);
    }

    /**
     * A page that needs a session sends the browser to the sign-in form, which takes it back there once the
     * name and password are right; a wrong password leaves it on the form with a message.
     */
    void signIn(ConsoleBrowser browser, String name) {
        open(browser, "/console");
        browser.until(d -> d.getCurrentUrl().contains("/console/login"));
        executed.endpoint("GET", "/console/login");
        browser.type("name", name).type("password", "not the password");
        submitLogin(browser);
        assertThat(browser.css("[role=alert]").getText()).isNotBlank();
        signInOnce(browser, name);
    }

    /** The sign-in form (the browser is on it) filled with the right password: the overview follows. */
    void signInOnce(ConsoleBrowser browser, String name) {
        browser.type("name", name).type("password", PASSWORD);
        submitLogin(browser);
        browser.until(d -> URI.create(d.getCurrentUrl()).getPath().equals("/console"));
        assertThat(browser.css("header .operator").getText()).contains(name);
    }

    private void submitLogin(ConsoleBrowser browser) {
        executed.endpoint("POST", "/console/login");
        browser.css("form.login button[type=submit]").click();
    }

    /**
     * A POST without the CSRF token, from the signed-in page itself with its cookies, is refused 403 (signing out
     * too), and the session is still there after it.
     */
    void postWithoutCsrfIsRefused(ConsoleBrowser browser) {
        assertThat(browser.fetch("/console/logout", "")).isEqualTo(403);
        assertThat(browser.fetch("/console/logout", "csrf=forged")).isEqualTo(403);
        open(browser, "/console");
        assertThat(URI.create(browser.url()).getPath()).isEqualTo("/console");
    }

    /** Signing out ends the session: the next page asks for a sign-in again, on every node. */
    void signOut(ConsoleBrowser browser) {
        executed.endpoint("POST", "/console/logout");
        browser.css("form.sign-out button[type=submit]").click();
        browser.until(d -> d.getCurrentUrl().contains("/console/login"));
        for (int i = 0; i < nodes.size(); i++) {
            open(browser, "/console");
            browser.until(d -> d.getCurrentUrl().contains("/console/login"));
        }
    }

    /** Records a POST the page's form sends, by its documented path template. */
    void posted(String template) {
        executed.endpoint("POST", template);
    }

    /** A template made in the form: the list then shows it, with its Chinese name. */
    void createTemplate(ConsoleBrowser browser, String id, String name) {
        open(browser, "/console/templates");
        browser.type("template-id", id).type("template-name", name).type("template-value", "20.00")
                .type("template-currency", "CNY");
        posted("/console/templates");
        browser.click("template-create");
        assertThat(browser.id("notice").getText()).contains(id);
        assertThat(browser.id("template-row-" + id).getText()).contains(name, "20.00", "CNY");
    }

    /** Ten vouchers issued in the form; the batch's CSV downloaded has their ten codes. */
    List<String> issueAndDownload(ConsoleBrowser browser, String template) throws Exception {
        open(browser, "/console/batches");
        browser.type("issue-template", template).type("issue-count", "10");
        posted("/console/batches");
        browser.click("issue-submit");
        String batch = browser.id("batch-id").getText();
        assertThat(browser.id("batch-size").getText()).isEqualTo("10");
        executed.endpoint("GET", "/console/batches/{id}");
        executed.endpoint("GET", "/console/batches/{id}/csv");
        browser.click("download-csv");
        List<String> codes = codesOf(browser.downloaded("batch-" + batch + ".csv"));
        assertThat(codes).hasSize(10).doesNotHaveDuplicates().allMatch(c -> c.matches("[0-9A-Z]{14}"));
        return codes;
    }

    /** A campaign made and activated in the form; its page shows it ACTIVE. */
    void createAndActivateCampaign(ConsoleBrowser browser, String id, String template) {
        open(browser, "/console/campaigns");
        browser.type("campaign-id", id).type("campaign-template", template).type("campaign-stock", "5");
        posted("/console/campaigns");
        browser.click("campaign-create");
        browser.until(d -> "DRAFT".equals(d.findElement(By.id("campaign-status"))
                .getAttribute("data-status")));
        posted("/console/campaigns/{id}/activate");
        browser.click("campaign-activate");
        browser.until(d -> "ACTIVE".equals(d.findElement(By.id("campaign-status"))
                .getAttribute("data-status")));
    }

    /** The campaign's page, opened on another node, and its live counts' JSON count the claims made through the API. */
    void campaignCounts(ConsoleBrowser browser, String id, int claimed) {
        open(browser, "/console/campaigns/" + id);
        executed.endpoint("GET", "/console/campaigns/{id}");
        assertThat(browser.id("stat-claimed").getText()).isEqualTo(Integer.toString(claimed));
        assertThat(browser.id("stat-remaining").getText()).isEqualTo(Integer.toString(5 - claimed));
        open(browser, "/console/campaigns/" + id + "/stats");
        executed.endpoint("GET", "/console/campaigns/{id}/stats");
        assertThat(browser.text()).as("the live counts' JSON").containsPattern("\"claimed\"\\s*:\\s*" + claimed + "\\b");
    }

    /**
     * A code typed into the look-up (in lower case, as a person might) opens its page: the voucher USED and its
     * timeline telling the redemption at the till.
     */
    void lookUp(ConsoleBrowser browser, String code, String till) {
        open(browser, "/console/vouchers");
        browser.type("lookup-code", code.toLowerCase(java.util.Locale.ROOT)).click("lookup");
        executed.endpoint("GET", "/console/vouchers/{code}");
        browser.until(d -> d.getCurrentUrl().contains("/console/vouchers/" + code));
        assertThat(browser.id("voucher-status").getAttribute("data-status")).isEqualToIgnoringCase("USED");
        assertThat(browser.all("#timeline tbody tr")).hasSizeGreaterThanOrEqualTo(2);
        assertThat(browser.id("timeline").getText()).contains(till);
    }

    /** A revocation with a reason, confirmed: the page says so, the voucher is REVOKED and the reason in its story. */
    void revoke(ConsoleBrowser browser, String code, String reason) {
        open(browser, "/console/vouchers/" + code);
        browser.type("revoke-reason", reason);
        posted("/console/vouchers/{code}/revoke");
        browser.clickAndConfirm("revoke");
        browser.id("notice");
        assertThat(browser.id("voucher-status").getAttribute("data-status")).isEqualToIgnoringCase("REVOKED");
        assertThat(browser.id("timeline").getText()).contains(reason);
    }

    /**
     * Refund by replacement with the voucher page's button, confirmed: the page names the new code, and the two
     * vouchers' timelines name each other. The same form sent again (a double submit) shows that replacement
     * again, one with another reason is refused naming it; the old voucher's timeline still tells one replacement.
     * Returns the new code.
     */
    String replace(ConsoleBrowser browser, String code, String reason) {
        open(browser, "/console/vouchers/" + code);
        String csrf = browser.csrf();
        browser.type("replace-reason", reason);
        posted("/console/vouchers/{code}/replace");
        browser.clickAndConfirm("replace");
        browser.id("notice");
        String newCode = browser.id("replaced-by").getText();
        assertThat(newCode).matches("[0-9A-Z]{14}").isNotEqualTo(code);
        assertThat(browser.has("replace")).as("no second Replace button").isFalse();
        assertThat(browser.id("timeline").getText()).contains("replaced by " + newCode + " (use 1): " + reason);

        String form = "/console/vouchers/" + code + "/replace";
        browser.submit(form, Map.of("csrf", csrf, "reason", reason));
        assertThat(browser.url()).endsWith("/console/vouchers/" + code + "?done=replaced");
        assertThat(browser.id("replaced-by").getText()).isEqualTo(newCode);
        browser.submit(form, Map.of("csrf", csrf, "reason", "twice 第二次"));
        assertThat(browser.id("problem").getText()).contains(newCode);
        assertThat(browser.all("#timeline tbody tr")).filteredOn(r -> r.getText().contains("replaced by "))
                .hasSize(1);

        open(browser, "/console/vouchers/" + newCode);
        assertThat(browser.id("voucher-status").getAttribute("data-status")).isEqualToIgnoringCase("UNUSED");
        assertThat(browser.id("timeline").getText()).contains("replacement for " + code + " (use 1): " + reason);
        return newCode;
    }

    /**
     * A delivery the relay gave up on (the receiver refused it for {@code events.dead.after}) replayed from the
     * Events page once the receiver takes deliveries again: the page names the replay, the receiver acknowledges
     * the event, it is no longer dead, and its voucher's timeline says it was delivered.
     */
    void replayDeadEvent(ConsoleBrowser browser, WebhookInbox inbox, String type, String code) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        Optional<WebElement> dead;
        do {
            open(browser, "/console/events?show=dead");
            dead = browser.all("#events tbody tr").stream().filter(r -> r.getText().contains(type)).findFirst();
        } while (dead.isEmpty() && System.nanoTime() < deadline && pause());
        assertThat(dead).as("a dead " + type + " event on the Events page").isPresent();
        assertThat(dead.get().getText()).contains(code);
        String event = dead.get().findElement(By.cssSelector("td code")).getText();
        inbox.accept();
        posted("/console/events/{id}/replay");
        browser.click("replay-" + event);
        assertThat(browser.id("notice").getText()).contains(event);
        await().atMost(Duration.ofSeconds(30)).until(() -> inbox.acknowledged(event));
        open(browser, "/console/events?show=dead");
        assertThat(browser.text()).doesNotContain(event);
        open(browser, "/console/vouchers/" + code);
        browser.until(d -> {
            d.navigate().refresh();
            return d.findElement(By.id("timeline")).getText().contains("Event " + type + " delivered to default");
        });
    }

    private static boolean pause() {
        try {
            Thread.sleep(500);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * A viewer sees no revoke button, and the revocation posted anyway with the viewer's own CSRF token is
     * refused 403: the voucher stays as it was.
     */
    void viewerCannotRevoke(ConsoleBrowser browser, String code) {
        open(browser, "/console/vouchers/" + code);
        String before = browser.id("voucher-status").getAttribute("data-status");
        assertThat(browser.has("revoke")).isFalse();
        assertThat(browser.fetch("/console/vouchers/" + code + "/revoke", "csrf=" + browser.csrf()
                + "&reason=viewer")).isEqualTo(403);
        open(browser, "/console/vouchers/" + code);
        assertThat(browser.id("voucher-status").getAttribute("data-status")).isEqualTo(before);
    }

    /**
     * A till disabled from the Tills page, confirmed: its row then says disabled, and a redemption at it through
     * the API is refused.
     */
    void disableTill(ConsoleBrowser browser, String till) {
        open(browser, "/console/tills");
        assertThat(browser.has("enable-" + till)).isFalse();
        posted("/console/tills/{id}/disable");
        browser.clickAndConfirm("disable-" + till);
        browser.id("notice");
        assertThat(browser.has("enable-" + till)).isTrue();
        assertThat(browser.has("disable-" + till)).isFalse();
    }

    /** A file in the journey's working folder. */
    Path workFile(String name) {
        return jar.workDir().resolve(name);
    }

    /** The codes of a {@code code,name,value} CSV. */
    List<String> codesOf(Path csv) throws java.io.IOException {
        List<String> lines = java.nio.file.Files.readAllLines(csv, java.nio.charset.StandardCharsets.UTF_8);
        assertThat(lines.get(0)).isEqualTo("code,name,value");
        return lines.subList(1, lines.size()).stream().map(l -> l.split(",")[0]).toList();
    }

    /** A fresh browser in English, 1280 px wide, for one operator. */
    static ConsoleBrowser browser(Path dir) {
        return ConsoleBrowser.open(dir, "en", 1280);
    }
}
