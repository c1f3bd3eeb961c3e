package io.redeemdesk.client.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the X server says about the till's windows (xwininfo, xprop, xdotool on {@code $DISPLAY}), and the keys
 * a cashier presses, sent through the window manager to the focused window.
 */
final class XWindows {
    private static final Pattern EXTENTS = Pattern.compile("=\\s*(\\d+),\\s*(\\d+),\\s*(\\d+),\\s*(\\d+)");
    private static final Pattern FIELD = Pattern.compile("(Absolute upper-left X|Absolute upper-left Y|Width|Height):"
            + "\\s+(-?\\d+)");

    /** A window's place and size on the screen, its client area without the frame. */
    record Geometry(long id, int x, int y, int width, int height, String state, int[] frame) {
        /** The centre of the window with its frame (left, right, top, bottom), as the window manager places it. */
        double outerCentreX() {
            return x - frame[0] + (width + frame[0] + frame[1]) / 2.0;
        }

        double outerCentreY() {
            return y - frame[2] + (height + frame[2] + frame[3]) / 2.0;
        }

        boolean inside(Geometry screen) {
            return x >= 0 && y >= 0 && x + width <= screen.width && y + height <= screen.height;
        }

        boolean maximized() {
            return state.contains("_NET_WM_STATE_MAXIMIZED_VERT") && state.contains("_NET_WM_STATE_MAXIMIZED_HORZ");
        }

        boolean fullScreen() {
            return state.contains("_NET_WM_STATE_FULLSCREEN");
        }

        @Override
        public String toString() {
            return width + "x" + height + "+" + x + "+" + y;
        }
    }

    Geometry screen() {
        return geometry(-1, run("xwininfo", "-root"), "", "");
    }

    /** The visible window titled exactly {@code title} (the largest, if the toolkit made helpers of the name). */
    Optional<Geometry> window(String title) {
        Geometry best = null;
        for (String id : run("xdotool", "search", "--onlyvisible", "--name", "^" + quote(title) + "$").split("\\s+")) {
            if (id.isBlank()) {
                continue;
            }
            long xid = Long.parseLong(id.strip());
            Geometry g = geometry(xid, run("xwininfo", "-id", id.strip()),
                    run("xprop", "-id", id.strip(), "_NET_WM_STATE"),
                    run("xprop", "-id", id.strip(), "_NET_FRAME_EXTENTS"));
            if (best == null || g.width * g.height > best.width * best.height) {
                best = g;
            }
        }
        return Optional.ofNullable(best);
    }

    void activate(Geometry window) {
        run("xdotool", "windowactivate", "--sync", Long.toString(window.id()));
    }

    void key(String... keys) {
        List<String> command = new ArrayList<>(List.of("xdotool", "key", "--clearmodifiers"));
        command.addAll(List.of(keys));
        run(command.toArray(String[]::new));
    }

    void type(String text) {
        run("xdotool", "type", "--delay", "8", text);
    }

    /** Saves the whole screen as a PNG (ImageMagick's import), when it is installed. */
    void screenshot(java.nio.file.Path out) {
        run("import", "-window", "root", out.toString());
    }

    private static Geometry geometry(long id, String info, String state, String extents) {
        int[] v = new int[4];
        Matcher m = FIELD.matcher(info);
        int i = 0;
        while (m.find() && i < 4) {
            v[i++] = Integer.parseInt(m.group(2));
        }
        int[] frame = new int[4];
        Matcher e = EXTENTS.matcher(extents);
        if (e.find()) {
            for (int k = 0; k < 4; k++) {
                frame[k] = Integer.parseInt(e.group(k + 1));
            }
        }
        return new Geometry(id, v[0], v[1], v[2], v[3], state, frame);
    }

    /** A title as an extended regular expression matching exactly it. */
    private static String quote(String title) {
        return title.replaceAll("([.^$*+?()\\[\\]{}|\\\\])", "\\\\$1");
    }

    private static String run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
            return new String(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(String.join(" ", command) + " could not run", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
