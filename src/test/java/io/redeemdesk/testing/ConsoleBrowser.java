package io.redeemdesk.testing;

import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Debian's headless {@code /usr/bin/chromium} driven by Selenium WebDriver through {@code /usr/bin/chromedriver},
 * both named explicitly so Selenium Manager never looks for (or downloads) a browser or driver. Each browser gets a
 * fresh profile ({@code --user-data-dir}) and a downloads folder of its own, in the folder it is given; the
 * language it asks pages for ({@code Accept-Language}) and its window width are set when it opens. {@code .ci/run}
 * installs {@code chromium chromium-driver}; without them a test is skipped, but fails with the {@code CI}
 * variable set or {@code -Dbrowser.required=true} (as DesktopFitTest does for its X tools).
 */
public final class ConsoleBrowser implements AutoCloseable {
    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Duration WAIT = Duration.ofSeconds(20);

    private final ChromeDriver driver;
    private final Path downloads;

    private ConsoleBrowser(ChromeDriver driver, Path downloads) {
        this.driver = driver;
        this.downloads = downloads;
    }

    /** Skips the calling test when chromium or chromedriver is missing; fails instead in CI. */
    public static void assumeInstalled() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            assertThat(Boolean.getBoolean("browser.required") || System.getenv("CI") != null)
                    .as("chromium and chromium-driver are installed (.ci/run installs them)").isFalse();
            Assumptions.abort("chromium or chromedriver missing: apt-get install chromium chromium-driver");
        }
    }

    /**
     * A new headless browser whose profile and downloads live under {@code dir}.
     *
     * @param language the browser's language, {@code en} or {@code zh-CN}
     * @param width    the window's width in CSS pixels (its height starts at 900)
     */
    public static ConsoleBrowser open(Path dir, String language, int width) {
        try {
            Path profile = Files.createTempDirectory(Files.createDirectories(dir), "chromium-");
            Path downloads = Files.createDirectories(profile.resolve("downloads"));
            ChromeOptions options = new ChromeOptions().setBinary(CHROMIUM.toFile());
            options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1",
                    "--user-data-dir=" + profile.resolve("profile"), "--lang=" + language,
                    "--window-size=" + width + ",900");
            options.setExperimentalOption("prefs", Map.of("intl.accept_languages", language,
                    "download.default_directory", downloads.toString(), "download.prompt_for_download", false));
            ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                    .usingAnyFreePort().withLogFile(profile.resolve("chromedriver.log").toFile()).build();
            ChromeDriver driver = new ChromeDriver(service, options);
            driver.executeCdpCommand("Browser.setDownloadBehavior", Map.of("behavior", "allow",
                    "downloadPath", downloads.toString()));
            driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
            return new ConsoleBrowser(driver, downloads);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Makes the page {@code width} CSS pixels wide (the window's height stays). */
    public ConsoleBrowser width(int width) {
        Dimension size = driver.manage().window().getSize();
        long inner = ((Number) script("return window.innerWidth")).longValue();
        driver.manage().window().setSize(new Dimension((int) (width + size.getWidth() - inner), size.getHeight()));
        return this;
    }

    /** Presses the Tab key once, as a keyboard user moving to the next control. */
    public ConsoleBrowser tab() {
        new Actions(driver).sendKeys(Keys.TAB).perform();
        return this;
    }

    /** Opens {@code url} and waits until it has loaded. */
    public ConsoleBrowser go(String url) {
        driver.get(url);
        return this;
    }

    /** The element of id {@code id}, once it is there (at most 20 s). */
    public WebElement id(String id) {
        return until(d -> d.findElement(By.id(id)));
    }

    /** The first element {@code css} selects, once there is one (at most 20 s). */
    public WebElement css(String css) {
        return until(d -> d.findElement(By.cssSelector(css)));
    }

    /**
     * The status of a {@code fetch} of {@code path} from the page, with the page's cookies: {@code POST} with the
     * form fields {@code body} ({@code a=1&b=2}), or {@code GET} when {@code body} is null.
     */
    public int fetch(String path, String body) {
        Object status = ((JavascriptExecutor) driver).executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "const init = arguments[1] === null ? {credentials: 'same-origin', redirect: 'manual'}"
                + " : {method: 'POST', credentials: 'same-origin', redirect: 'manual', body: arguments[1],"
                + " headers: {'Content-Type': 'application/x-www-form-urlencoded'}};"
                + "fetch(arguments[0], init).then(r => done(r.status), e => done(-1));", path, body);
        return ((Number) status).intValue();
    }

    /**
     * Sends a form to {@code path} from the page as a form of the page would ({@code POST}, the browser following
     * the answer's redirect to the page it names): a stale copy of a form pressed again, say. Returns once the
     * browser has left the page it was on.
     */
    public ConsoleBrowser submit(String path, Map<String, String> fields) {
        script("document.body.setAttribute('data-left', 'no');");
        script("const form = document.createElement('form'); form.method = 'post'; form.action = arguments[0];"
                + "for (const [name, value] of Object.entries(arguments[1])) {"
                + " const input = document.createElement('input'); input.type = 'hidden'; input.name = name;"
                + " input.value = value; form.appendChild(input); }"
                + "document.body.appendChild(form); HTMLFormElement.prototype.submit.call(form);", path, fields);
        until(d -> d.findElements(By.cssSelector("body[data-left]")).isEmpty()
                && "complete".equals(((JavascriptExecutor) d).executeScript("return document.readyState")));
        return this;
    }

    /** Every element {@code css} selects now. */
    public List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /** Whether an element of id {@code id} is on the page now. */
    public boolean has(String id) {
        return !driver.findElements(By.id(id)).isEmpty();
    }

    /** Clears the field of id {@code id} and types {@code text} into it. */
    public ConsoleBrowser type(String id, String text) {
        WebElement field = id(id);
        field.clear();
        field.sendKeys(text);
        return this;
    }

    /** Clicks the element of id {@code id}. */
    public ConsoleBrowser click(String id) {
        id(id).click();
        return this;
    }

    /** Clicks the button of id {@code id} and accepts the question its form asks first ({@code data-confirm}). */
    public ConsoleBrowser clickAndConfirm(String id) {
        id(id).click();
        until(d -> d.switchTo().alert()).accept();
        return this;
    }

    /** The CSRF token the page's forms carry (the sign-out form has one on every signed-in page). */
    public String csrf() {
        return css("input[name=csrf]").getAttribute("value");
    }

    /** Waits (at most 20 s) until {@code condition} answers something other than null or false. */
    public <T> T until(Function<WebDriver, T> condition) {
        return new WebDriverWait(driver, WAIT).ignoring(RuntimeException.class).until(condition::apply);
    }

    /** Runs {@code script} in the page; its {@code arguments[0..]} are {@code args}. */
    public Object script(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    public String url() {
        return driver.getCurrentUrl();
    }

    public String text() {
        return driver.findElement(By.tagName("body")).getText();
    }

    public String title() {
        return driver.getTitle();
    }

    /** The cookie {@code name}'s value, or null. */
    public String cookie(String name) {
        var cookie = driver.manage().getCookieNamed(name);
        return cookie == null ? null : cookie.getValue();
    }

    /** The file named {@code *suffix} that has finished downloading (at most 20 s). */
    public Path downloaded(String suffix) {
        return until(d -> {
            try (var files = Files.list(downloads)) {
                return files.filter(f -> f.getFileName().toString().endsWith(suffix)).findFirst().orElse(null);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * A PNG of the whole page at the window's width: the window is made as tall as the page first, so nothing
     * below the fold is cut.
     */
    public void screenshot(Path png) {
        Dimension size = driver.manage().window().getSize();
        long inner = ((Number) script("return window.innerHeight")).longValue();
        long page = ((Number) script("return Math.max(document.documentElement.scrollHeight,"
                + " document.body.scrollHeight)")).longValue();
        driver.manage().window().setSize(new Dimension(size.getWidth(),
                (int) Math.max(400, size.getHeight() - inner + page)));
        try {
            Files.createDirectories(png.toAbsolutePath().getParent());
            Files.write(png, driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            driver.manage().window().setSize(size);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
