package io.redeemdesk.server.console;

import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.ConsoleBrowser;
import io.redeemdesk.testing.ConsoleClient;
import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every console page, signed in and with data, in a real browser 1024 px wide, in English and in Chinese, held to
 * WCAG AA: each visible text's contrast against its effective background (4.5:1, 3:1 for large text), a label for
 * each form control, no sideways scrolling, and the Tab key reaching every control with a visible focus ring.
 * One browser for the whole class; what it measured is written to target/console-a11y/contrast.txt.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConsoleAccessibilityTest {
    private static final String PASSWORD = "correct horse battery";
    @TempDir
    static Path dir;
    private LiveServer server;
    private ConsoleBrowser browser;
    private String audit;
    private String focus;
    private String used;
    private String revoked;

    @BeforeAll
    void start() throws Exception {
        ConsoleBrowser.assumeInstalled();
        server = new LiveServer(dir, 3);
        ConsoleClient.createOperator(server.server().parts(), "ada", Role.ADMIN, PASSWORD);
        used = server.codes().get(0);
        revoked = server.codes().get(1);
        ApiCaller api = new ApiCaller(server.url());
        assertThat(api.redeem(server.token(), ApiCaller.newKey(), used, DemoSeed.TERMINAL_ID, DemoSeed.STORE_ID)
                .status()).isEqualTo(201);
        server.revoke(revoked);
        audit = resource("audit.js");
        focus = resource("focus.js");
        browser = ConsoleBrowser.open(dir, "en", 1024);
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.stop();
        }
    }

    @Test
    void everyPageMeetsContrastLabelsWidthAndKeyboardInBothLanguages() throws Exception {
        Files.createDirectories(Path.of("target", "console-a11y"));
        List<String> failures = new ArrayList<>();
        List<String> measured = new ArrayList<>();
        browser.go(server.url() + "/console/login");
        check("login (en)", failures, measured, true);
        browser.type("name", "ada").type("password", PASSWORD);
        browser.css("form.login button").click();
        browser.until(d -> !d.getCurrentUrl().contains("/login"));
        Set<String> pages = pages();
        for (String language : List.of("en", "zh")) {
            for (String path : pages) {
                browser.go(server.url() + path);
                check(path + " (" + language + ")", failures, measured, language.equals("en"));
                if (path.endsWith(used)) {
                    browser.screenshot(Path.of("target", "console-a11y", "voucher-used-1024-" + language + ".png"));
                }
            }
            browser.go(server.url() + "/console/templates");
            browser.submit("/console/templates", Map.of("csrf", browser.csrf(), "id", "no such id!", "name", "x",
                    "value", "1"));
            check("/console/templates refused (" + language + ")", failures, measured, false);
            browser.screenshot(Path.of("target", "console-a11y", "template-refused-1024-" + language + ".png"));
            browser.css("a.language").click();
            browser.until(d -> d.findElement(org.openqa.selenium.By.tagName("html")).getAttribute("lang")
                    .startsWith(language.equals("en") ? "zh" : "en"));
        }
        Files.write(Path.of("target", "console-a11y", "contrast.txt"), measured, StandardCharsets.UTF_8);
        assertThat(measured).hasSizeGreaterThan(2 * 10);
        assertThat(failures).as("WCAG AA at 1024 px; per page the worst contrast is in target/console-a11y/contrast.txt")
                .isEmpty();
    }

    /** The pages of the menu, and the detail pages their lists link to, and the used and revoked vouchers. */
    private Set<String> pages() {
        Set<String> pages = new LinkedHashSet<>();
        for (NavItem item : NavItem.values()) {
            pages.add(item.path());
        }
        for (String list : List.of("/console/batches", "/console/campaigns")) {
            browser.go(server.url() + list);
            browser.all("main a[href^='" + list + "/']").stream().map(a -> a.getAttribute("href"))
                    .map(href -> href.substring(server.url().length())).limit(1).forEach(pages::add);
        }
        pages.add("/console/vouchers/" + used);
        pages.add("/console/vouchers/" + revoked);
        return pages;
    }

    private void check(String page, List<String> failures, List<String> measured, boolean keyboard) {
        @SuppressWarnings("unchecked")
        Map<String, Object> found = (Map<String, Object>) browser.script(audit);
        measured.add(page + ": worst contrast " + found.get("worst"));
        @SuppressWarnings("unchecked")
        List<String> problems = (List<String>) found.get("failures");
        problems.forEach(p -> failures.add(page + ": " + p));
        if (keyboard) {
            keyboard(page, ((Number) found.get("focusable")).intValue(), failures);
        }
    }

    /** Tabs through the page from its start: every control is reached, each with a focus ring one can see. */
    private void keyboard(String page, int focusable, List<String> failures) {
        Set<Integer> reached = new TreeSet<>();
        browser.script("document.activeElement.blur(); document.body.tabIndex = -1; document.body.focus();"
                + " document.body.removeAttribute('tabindex');");
        for (int presses = 0; presses < focusable + 8; presses++) {
            browser.tab();
            @SuppressWarnings("unchecked")
            Map<String, Object> now = (Map<String, Object>) browser.script(focus);
            if (now == null) {
                if (!reached.isEmpty()) {
                    break;
                }
                continue;
            }
            int n = ((Number) now.get("n")).intValue();
            if (n >= 0 && !reached.add(n)) {
                break;
            }
            if (!Boolean.TRUE.equals(now.get("ring"))) {
                failures.add(page + ": no visible focus ring (" + now.get("contrast") + ":1) on " + now.get("key"));
            }
        }
        for (int n = 0; n < focusable; n++) {
            if (!reached.contains(n)) {
                WebElement missed = browser.css("[data-tab-n='" + n + "']");
                failures.add(page + ": Tab never reaches " + missed.getTagName() + " " + missed.getText());
            }
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = ConsoleAccessibilityTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
