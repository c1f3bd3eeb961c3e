package io.redeemdesk.acceptance;

import io.redeemdesk.testing.ConsoleBrowser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every page of the console in headless Chromium at 1024 and 1920 px wide, in English and in Chinese (the
 * browser's language), on a node with something on every page ({@link ConsoleScenery}): the built jar with a
 * template, a batch, a campaign with claims, redemptions, a revocation, a disabled till, dead events (its webhook
 * points at a closed port) and a reconciliation with findings. Each page must fit its width (nothing wider than
 * the window) and name no message it lacks ({@code ??key??}). The two languages are shot at the same time, each
 * in a browser of its own resized from 1024 to 1920. The full-page PNGs go to {@code target/console-screens}, or
 * with {@code -Dconsole.screens=docs/screens/console} to that folder:
 * {@code mvn -B -o -q surefire:test@acceptance -Dtest=ConsoleScreensTest -Dconsole.screens=docs/screens/console}.
 */
class ConsoleScreensTest {
    private static final List<Integer> WIDTHS = List.of(1024, 1920);
    private static final List<String> LANGUAGES = List.of("en", "zh-CN");

    @TempDir
    Path work;

    @Test
    void everyPageFitsAtBothWidthsInBothLanguages() throws Exception {
        ConsoleBrowser.assumeInstalled();
        Path out = Path.of(System.getProperty("console.screens", "target/console-screens")).toAbsolutePath();
        Files.createDirectories(out);
        Executed executed = new Executed("ConsoleScreensTest").reset();
        Jar jar = new Jar(executed, work, Map.of("XDG_CONFIG_HOME", work.resolve("config").toString(),
                "XDG_DATA_HOME", work.resolve("data").toString(), "XDG_STATE_HOME", work.resolve("state").toString()));
        String db = "jdbc:sqlite:" + work.resolve("screens.db");
        ConsoleJourney journey = new ConsoleJourney(jar, db, executed);
        journey.server("migrate");
        int closed;
        try (ServerSocket refusing = new ServerSocket(0)) {
            closed = refusing.getLocalPort();
        }
        try (ServerProcess node = ServerProcess.start(jar, "server", "--port", "0", "--db", db,
                "--set", "claims.customer.secret=" + "acceptance-".repeat(4),
                "--set", "events.webhook.url=http://127.0.0.1:" + closed + "/hook",
                "--set", "events.webhook.secret=screens-webhook-secret-0123456789",
                "--set", "events.retry.base=10ms", "--set", "events.retry.max=1s",
                "--set", "events.dead.after=10s")) {
            journey.operators();
            journey.nodes(List.of(node.url()));
            ConsoleScenery scenery = new ConsoleScenery(journey, new Http(executed), db);
            ConsoleScenery.Made made = scenery.fill();
            List<List<String>> problems = ConsoleJourney.atOnce(LANGUAGES.stream().<Supplier<List<String>>>map(
                    language -> () -> shoot(journey, scenery, made, language, out, work)).toList());
            assertThat(problems.stream().flatMap(List::stream)).isEmpty();
        }
    }

    /** The pages that show no event, by file name: lists, and the pages of one batch and one campaign. */
    private static Map<String, String> eventless(ConsoleScenery.Made made) {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("templates", "/console/templates");
        pages.put("batches", "/console/batches");
        pages.put("batch", "/console/batches/" + made.batch());
        pages.put("campaigns", "/console/campaigns");
        pages.put("campaign", "/console/campaigns/" + made.campaign());
        pages.put("channels", "/console/channels");
        pages.put("vouchers", "/console/vouchers");
        pages.put("tills", "/console/tills");
        return pages;
    }

    /** The pages that show the events (counts, a voucher's timeline, the dead deliveries), by file name. */
    private static Map<String, String> withEvents(ConsoleScenery.Made made) {
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("overview", "/console");
        pages.put("voucher", "/console/vouchers/" + made.used());
        pages.put("voucher-revoked", "/console/vouchers/" + made.revoked());
        pages.put("events", "/console/events?show=dead");
        return pages;
    }

    /**
     * Every page in {@code language} at each width, in one browser: first the sign-in form, the pages without
     * events and the Reconcile page with its findings, then (once every event has died) the pages with events.
     * The problems found.
     */
    private static List<String> shoot(ConsoleJourney journey, ConsoleScenery scenery, ConsoleScenery.Made made,
                                      String language, Path out, Path work) {
        List<String> problems = new ArrayList<>();
        String tag = "-" + (language.startsWith("zh") ? "zh" : "en") + ".png";
        try (ConsoleBrowser browser = ConsoleBrowser.open(work.resolve("browsers"), language, WIDTHS.get(0))) {
            for (int width : WIDTHS) {
                journey.open(browser.width(width), "/console/login");
                shot(browser, "login-" + width + tag, out, problems);
            }
            journey.signInOnce(browser, ConsoleJourney.ADMIN);
            for (int width : WIDTHS) {
                shoot(journey, browser.width(width), eventless(made), "-" + width + tag, out, problems);
                journey.open(browser, "/console/reconcile");
                journey.posted("/console/reconcile/run");
                browser.click("run-reconcile");
                assertThat(browser.id("findings").getText()).contains(made.unrecorded());
                shot(browser, "reconcile-" + width + tag, out, problems);
            }
            scenery.awaitEveryEventDead();
            for (int width : WIDTHS) {
                shoot(journey, browser.width(width), withEvents(made), "-" + width + tag, out, problems);
            }
        }
        return problems;
    }

    private static void shoot(ConsoleJourney journey, ConsoleBrowser browser, Map<String, String> pages,
                              String suffix, Path out, List<String> problems) {
        for (Map.Entry<String, String> page : pages.entrySet()) {
            journey.open(browser, page.getValue());
            shot(browser, page.getKey() + suffix, out, problems);
        }
    }

    private static void shot(ConsoleBrowser browser, String name, Path out, List<String> problems) {
        long wide = ((Number) browser.script("return document.documentElement.scrollWidth")).longValue();
        long window = ((Number) browser.script("return window.innerWidth")).longValue();
        if (wide > window) {
            problems.add(name + ": " + wide + " px wide in a window of " + window);
        }
        if (browser.text().contains("??")) {
            problems.add(name + ": a message is missing: " + browser.text());
        }
        if (browser.all("h1").isEmpty()) {
            problems.add(name + ": no heading (not a console page?)");
        }
        browser.screenshot(out.resolve(name));
    }
}
