package io.redeemdesk.client.desktop;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The till on a real desktop: for each screen size, an Xvfb display with the openbox window manager, and on it
 * the real app (one JVM per language and till mode, {@link FitProbe}) walked through every screen, dialog and
 * manager tab in the light and the dark theme. Every window must lie inside the screen at the size its content
 * needs, as the X server reports it (the cashier's and the manager's maximized, dialogs owned and centred, the
 * cashier's window unchanged by any of them); nothing that matters may be cut and no control may lie outside its
 * window; on a touch till the keypads show inside their windows and every target is at least 44 px. Needs Xvfb,
 * openbox, xdotool and x11-utils ({@code .ci/run} installs them); skipped without them unless
 * {@code -Ddesktop.required=true} or in CI (the {@code CI} variable set, as {@code .ci/run} runs). Screenshots of
 * every step go to {@code target/desktop-fit/} (with ImageMagick). It runs beside the other test classes (it
 * mostly waits for its child JVMs), see the surefire configuration in pom.xml.
 */
@Execution(ExecutionMode.CONCURRENT)
class DesktopFitTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"1024,768", "1366,768", "1920,1080"})
    void everyWindowFitsOnTheDesktop(int width, int height) throws Exception {
        Assumptions.assumeTrue(XDesktop.usable(), "Xvfb, openbox, xdotool or x11-utils missing");
        List<String> problems = new ArrayList<>();
        try (XDesktop desktop = XDesktop.start(width, height, dir)) {
            for (String[] run : runs(width)) {
                problems.addAll(probe(desktop, width + "x" + height, run));
            }
        }
        assertThat(problems).isEmpty();
    }

    /**
     * Both languages in both till modes, one theme each: on every size each language is seen in both themes, and
     * each language and mode in both themes across the sizes (1366 swaps the themes of 1024 and 1920). The smallest
     * screen is also a touch till ({@code ui.touch = on}) in both languages, with no launch more: its full-screen
     * (kiosk) run, in English, and its Chinese sale run are worked by touch; 1366 and 1920 walk all four by keys.
     */
    private static List<String[]> runs(int width) {
        String first = width == 1366 ? "dark" : "light";
        String second = width == 1366 ? "light" : "dark";
        boolean small = width == 1024;
        List<String[]> runs = new ArrayList<>(List.of(new String[]{"en", "instant", "maximized", first, "keys"},
                new String[]{"zh-CN", "instant", "maximized", second, "keys"},
                new String[]{"en", "sale", "maximized", second, "keys"},
                new String[]{"zh-CN", "sale", "maximized", first, small ? "touch" : "keys"}));
        if (small) {
            runs.add(new String[]{"en", "instant", "fullscreen", "light", "touch"});
        }
        return runs;
    }

    private List<String> probe(XDesktop desktop, String size, String[] run) throws Exception {
        String name = size + "-" + String.join("-", run);
        Path report = dir.resolve(name + ".txt");
        Path shots = Path.of("target", "desktop-fit", name).toAbsolutePath();
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder child = new ProcessBuilder(java.toString(), "-Xmx512m", "-XX:+UseSerialGC",
                "-Dprism.order=sw", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
                FitProbe.class.getName(), report.toString(), dir.resolve(name).toString(),
                XDesktop.onPath("import") ? shots.toString() : "-",
                run[0], run[1], run[2], run[3], run[4])
                .redirectErrorStream(true).redirectOutput(dir.resolve(name + ".log").toFile());
        child.environment().putAll(desktop.environment());
        Process p = child.start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            return List.of(name + ": the app did not finish its walk within 5 minutes");
        }
        if (!Files.exists(report)) {
            return List.of(name + ": the probe wrote no report (exit " + p.exitValue() + "):" + File.separator
                    + Files.readString(dir.resolve(name + ".log"), StandardCharsets.UTF_8));
        }
        return Files.readAllLines(report, StandardCharsets.UTF_8);
    }
}
