package io.redeemdesk.acceptance;

import io.redeemdesk.testing.ConsoleBrowser;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

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
    private int next;

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
        return nodes.get(next++ % nodes.size());
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

    /** The schema, and an admin and a viewer, their passwords given on standard input. */
    void operators() {
        server("migrate");
        for (String[] operator : new String[][] {{ADMIN, "admin"}, {VIEWER, "viewer"}}) {
            Jar.Run made = ok(jar.runWithInput(PASSWORD + "\n", "server", "create-operator", "--name", operator[0],
                    "--role", operator[1], "--password-stdin", "--db", db));
            assertThat(made.out()).contains("operator '" + operator[0] + "' created with role " + operator[1]);
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
        browser.until(d -> "DRAFT".equals(d.findElement(org.openqa.selenium.By.id("campaign-status"))
                .getAttribute("data-status")));
        posted("/console/campaigns/{id}/activate");
        browser.click("campaign-activate");
        browser.until(d -> "ACTIVE".equals(d.findElement(org.openqa.selenium.By.id("campaign-status"))
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
