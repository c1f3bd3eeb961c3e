package io.redeemdesk.client.desktop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A virtual X display of one screen size (Xvfb picks a free display number itself) with openbox running in it,
 * as on a Linux till's desktop; closed, both stop.
 */
final class XDesktop implements AutoCloseable {
    private static final Duration START = Duration.ofSeconds(20);
    private final Process xvfb;
    private final Process windowManager;
    private final String display;

    private XDesktop(Process xvfb, Process windowManager, String display) {
        this.xvfb = xvfb;
        this.windowManager = windowManager;
        this.display = display;
    }

    /** Whether Xvfb, openbox, xdotool and xwininfo are on the path. */
    static boolean available() {
        return List.of("Xvfb", "openbox", "xdotool", "xwininfo", "xprop").stream().allMatch(XDesktop::onPath);
    }

    /**
     * Whether a test on the desktop can run: true when the tools are there; false (the test skips) when they are
     * missing on a developer's machine; when they are missing in CI (the {@code CI} variable set, as {@code .ci/run}
     * runs) or with {@code -Ddesktop.required=true}, an assertion error instead of a skip.
     */
    static boolean usable() {
        if (available()) {
            return true;
        }
        if (Boolean.getBoolean("desktop.required") || System.getenv("CI") != null) {
            throw new AssertionError("Xvfb, openbox, xdotool and x11-utils must be installed (CI or desktop.required"
                    + " is set; .ci/run installs them)");
        }
        return false;
    }

    static boolean onPath(String tool) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    static XDesktop start(int width, int height, Path dir) throws IOException, InterruptedException {
        Path number = dir.resolve("display-" + width + "x" + height);
        Files.deleteIfExists(number);
        Process xvfb = new ProcessBuilder("bash", "-c", "exec Xvfb -displayfd 3 -nolisten tcp -screen 0 "
                + width + "x" + height + "x24 3>\"$0\"", number.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("xvfb.log").toFile()).start();
        Instant until = Instant.now().plus(START);
        while (!Files.exists(number) || Files.readString(number).isBlank()) {
            if (Instant.now().isAfter(until) || !xvfb.isAlive()) {
                xvfb.destroy();
                throw new IOException("Xvfb did not start: " + Files.readString(dir.resolve("xvfb.log")));
            }
            Thread.sleep(50);
        }
        String display = ":" + Files.readString(number).strip();
        ProcessBuilder wm = new ProcessBuilder("openbox").redirectErrorStream(true)
                .redirectOutput(dir.resolve("openbox.log").toFile());
        wm.environment().put("DISPLAY", display);
        Process openbox = wm.start();
        XDesktop desktop = new XDesktop(xvfb, openbox, display);
        while (!desktop.managed()) {
            if (Instant.now().isAfter(until) || !openbox.isAlive()) {
                desktop.close();
                throw new IOException("openbox did not start on " + display);
            }
            Thread.sleep(100);
        }
        return desktop;
    }

    /** Whether a window manager has announced itself on the root window (EWMH). */
    private boolean managed() throws IOException, InterruptedException {
        ProcessBuilder xprop = new ProcessBuilder("xprop", "-root", "_NET_SUPPORTING_WM_CHECK")
                .redirectErrorStream(true);
        xprop.environment().put("DISPLAY", display);
        Process p = xprop.start();
        String out = new String(p.getInputStream().readAllBytes());
        return p.waitFor() == 0 && out.contains("window id");
    }

    /** The environment a program needs to open its windows on this display. */
    Map<String, String> environment() {
        return Map.of("DISPLAY", display);
    }

    String display() {
        return display;
    }

    @Override
    public void close() {
        windowManager.destroy();
        xvfb.destroy();
        try {
            windowManager.waitFor();
            xvfb.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
