package io.redeemdesk.client.desktop;

import javafx.scene.Parent;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks every showing window against what the X server says: on the screen, as large as its scene, the
 * cashier's and the manager's windows maximized (or full screen), a dialog owned, centred on its owner and as
 * large as its content needs (centred up to half its own title bar: the toolkit may place the dialog before the
 * window manager has told it how high that is); and that the cashier's window is where it was before a dialog
 * opened.
 */
final class WindowFit {
    /** A window as the toolkit sees it: its title, role, owner and the size its content needs. */
    record Shown(String title, String role, String owner, double sceneWidth, double sceneHeight, double needWidth,
                 double needHeight) {
    }

    private final XWindows x = new XWindows();
    private final List<String> problems;
    private final boolean fullScreen;

    WindowFit(List<String> problems, boolean fullScreen) {
        this.problems = problems;
        this.fullScreen = fullScreen;
    }

    XWindows x() {
        return x;
    }

    /** The X geometry of the cashier's window now. */
    Optional<XWindows.Geometry> cashier() {
        return shown().stream().filter(s -> s.role.equals("cashier")).findFirst().flatMap(s -> x.window(s.title));
    }

    void check(String where) {
        XWindows.Geometry screen = x.screen();
        List<Shown> shown = shown();
        for (Shown s : shown) {
            Optional<XWindows.Geometry> found = x.window(s.title);
            if (found.isEmpty()) {
                problems.add(where + ": the X server shows no window titled \"" + s.title + "\"");
                continue;
            }
            XWindows.Geometry g = found.get();
            String name = where + ": the " + s.role + " window \"" + s.title + "\" (" + g + " on " + screen.width()
                    + "x" + screen.height() + ")";
            if (!g.inside(screen)) {
                problems.add(name + " is not inside the screen");
            }
            if (Math.abs(g.width() - s.sceneWidth) > 1 || Math.abs(g.height() - s.sceneHeight) > 1) {
                problems.add(name + " is not the size of its scene (" + (int) s.sceneWidth + "x"
                        + (int) s.sceneHeight + ")");
            }
            if (s.role.equals("dialog")) {
                dialog(name, s, g, shown, screen);
            } else if (fullScreen && s.role.equals("cashier")) {
                if (!g.fullScreen() || g.width() != screen.width() || g.height() != screen.height()) {
                    problems.add(name + " is not full screen");
                }
            } else if (!g.maximized() || g.width() != screen.width()) {
                problems.add(name + " is not maximized (" + g.state().strip() + ")");
            }
        }
    }

    private void dialog(String name, Shown s, XWindows.Geometry g, List<Shown> shown, XWindows.Geometry screen) {
        if (s.owner.isEmpty()) {
            problems.add(name + " has no owner");
            return;
        }
        if (g.width() + 1 < Math.min(s.needWidth, screen.width())
                || g.height() + 1 < Math.min(s.needHeight, screen.height())) {
            problems.add(name + " is smaller than its content needs (" + (int) s.needWidth + "x"
                    + (int) s.needHeight + ")");
        }
        shown.stream().filter(o -> o.title.equals(s.owner)).findFirst().flatMap(o -> x.window(o.title))
                .ifPresent(owner -> {
                    double dx = Math.abs(g.outerCentreX() - owner.outerCentreX());
                    double dy = Math.abs(g.outerCentreY() - owner.outerCentreY());
                    double title = (g.frame()[2] + g.frame()[3]) / 2.0;
                    if (dx > 2 || dy > 2 + title) {
                        problems.add(name + " is not centred on its owner (" + owner + ")");
                    }
                });
    }

    /** Fails when the cashier's window has moved or changed size since {@code before}. */
    void unchanged(String where, XWindows.Geometry before) {
        cashier().ifPresent(now -> {
            if (now.x() != before.x() || now.y() != before.y() || now.width() != before.width()
                    || now.height() != before.height() || now.maximized() != before.maximized()) {
                problems.add(where + ": the cashier's window changed from " + before + " to " + now);
            }
        });
    }

    private static List<Shown> shown() {
        return Fx.call(() -> {
            List<Shown> out = new ArrayList<>();
            for (Window w : new ArrayList<>(Window.getWindows())) {
                if (!(w instanceof Stage stage) || !w.isShowing() || w.getScene() == null || stage.getTitle() == null) {
                    continue;
                }
                Parent root = w.getScene().getRoot();
                String role = stage.getOwner() == null ? "cashier" : root instanceof DialogPane ? "dialog" : "manager";
                String owner = stage.getOwner() instanceof Stage o && o.getTitle() != null ? o.getTitle() : "";
                double needWidth = root.prefWidth(-1);
                out.add(new Shown(stage.getTitle(), role, owner, w.getScene().getWidth(), w.getScene().getHeight(),
                        needWidth, root.prefHeight(w.getScene().getWidth())));
            }
            return out;
        });
    }
}
