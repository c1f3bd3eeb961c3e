package io.redeemdesk.client.desktop;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The TestFX window tests on a real desktop: on an Xvfb display with the openbox window manager, the same test
 * classes the build runs headless, in a JVM of their own on the GTK platform (glass {@code gtk}, not headless), so
 * that real window placement, maximizing, frames and focus apply. Not all of them: the ones that open every
 * window and dialog of the till and check that nothing is cut (the screen-fit checks of the cashier, with About,
 * the scanner self-test and sign-in, and of the manager view, with the PIN gate, every tab and the held-retry
 * question; sale mode with the order-number dialog; the touch till's keypads; the PIN gate's keys; the manager
 * beside the cashier; the start-up failure dialog). The others test what a window does, not how it sits on a
 * desktop, and run headless only (docs/operations.md says why). Needs what {@link DesktopFitTest} needs; skipped
 * without it, except in CI. Runs beside the other test classes, as {@link DesktopFitTest} does.
 */
@Execution(ExecutionMode.CONCURRENT)
class WindowTestsOnDesktopTest {
    /** The window test classes run again on the desktop (package-private classes, so named). */
    static final List<String> ON_THE_DESKTOP = List.of("client.cashier.CashierScreensFitTest",
            "client.manager.ManagerScreensFitTest", "client.cashier.SaleWindowTest",
            "client.cashier.TouchTillWindowTest", "client.manager.PinGateKeysTest", "e2e.ManagerBesideCashierTest",
            "client.app.StartupFailureDialogTest").stream().map(name -> "io.redeemdesk." + name).toList();

    @TempDir
    Path dir;

    @Test
    void theWindowTestsPassUnderAWindowManager() throws Exception {
        Assumptions.assumeTrue(XDesktop.usable(), "Xvfb, openbox, xdotool or x11-utils missing");
        Path report = dir.resolve("report.txt");
        Path log = Path.of("target", "desktop-window-tests.log").toAbsolutePath();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                        .toString(), "-Xmx1g", "-XX:+UseSerialGC", "-Dglass.platform=gtk", "-Dtestfx.robot=glass",
                "-Dtestfx.headless=false", "-Dprism.order=sw", "-Dprism.text=t2k", "-Djava.awt.headless=true",
                "-cp", System.getProperty("java.class.path"), WindowTestRun.class.getName(), report.toString()));
        command.addAll(ON_THE_DESKTOP);
        try (XDesktop desktop = XDesktop.start(1920, 1200, dir)) {
            ProcessBuilder child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            child.environment().putAll(desktop.environment());
            Process run = child.start();
            if (!run.waitFor(15, TimeUnit.MINUTES)) {
                run.destroyForcibly();
                throw new AssertionError("the window tests did not finish within 15 minutes (" + log + ")");
            }
            assertThat(report).as("the window tests' report (exit " + run.exitValue() + ", " + log + ")").exists();
        }
        List<String> lines = Files.readAllLines(report, StandardCharsets.UTF_8);
        lines.forEach(System.out::println);
        assertThat(lines.stream().filter(l -> l.startsWith("failed "))).as("window tests failed on the desktop")
                .isEmpty();
        assertThat(lines.stream().filter(l -> l.startsWith("ran ")).map(l -> l.split(" ")[1]))
                .as("every class ran").containsExactlyInAnyOrderElementsOf(ON_THE_DESKTOP);
        assertThat(lines.stream().filter(l -> l.startsWith("ran ")).mapToInt(l -> Integer.parseInt(l.split(" ")[2])))
                .as("each class ran tests").allMatch(n -> n > 0);
    }
}
