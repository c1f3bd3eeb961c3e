package io.redeemdesk.client.desktop;

import io.redeemdesk.testing.ScreenAudit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The cashier's walk through the real app on a desktop, pressing real keys through the window manager: every
 * screen, dialog and manager tab in the light and the dark theme, each audited ({@link ScreenAudit}: nothing cut
 * or outside its window, every word from the bundles) and its windows checked against the X server
 * ({@link WindowFit}). On a touch till also its keypads (the code's, F7 hides and shows it; the PIN gate's:
 * {@link TouchTargets}); the audit then also checks every target of every window (the manager after its gate and
 * About included) is at least 44 px each way.
 */
final class FitWalk {
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final String PIN = FitProbe.PIN;
    /** How long typed keys may take to reach their field, and how often a field is typed into before giving up. */
    private static final Duration TYPED = Duration.ofSeconds(5);
    private static final int TYPING_ATTEMPTS = 3;

    private final ScreenAudit audit;
    private final WindowFit windows;
    private final XWindows x;
    private final boolean sale;
    private final TouchTargets touch;
    private final Path shots;
    private final String look;
    private int shot;

    /** @param touch the touch till's check ({@code ui.touch = on}), or {@code null} for a till with a keyboard */
    FitWalk(ScreenAudit audit, WindowFit windows, boolean sale, TouchTargets touch, Path shots, String look) {
        this.audit = audit;
        this.windows = windows;
        this.x = windows.x();
        this.sale = sale;
        this.touch = touch;
        this.shots = shots;
        this.look = look;
    }

    void run(List<String> themes) {
        Fx.await("the cashier window", WAIT, () -> cashierStage().isPresent());
        Fx.await("the first layout", WAIT, () -> cashierStage().get().getScene().getRoot().getLayoutBounds().getWidth() > 0);
        Fx.pause(1500);
        for (int i = 0; i < themes.size(); i++) {
            if (i > 0) {
                focusCashier();
                x.key("F10");
                Fx.settle();
            }
            cashier(themes.get(i));
            manager(themes.get(i));
        }
    }

    private void cashier(String theme) {
        focusCashier();
        check(theme + " ready");
        if (touch != null) {
            keypad(theme);
        }
        if (sale) {
            demo("coffee");
            demo("gift");
            Fx.await("two sale lines", WAIT, () -> saleLines() == 2);
            check(theme + " sale open");
            demo("coffee");
            check(theme + " already in the sale");
            demo("expired");
            Fx.await("a refused line", WAIT, () -> saleLines() == 3);
            check(theme + " refused line");
            focusCashier();
            x.key("F4");
            Fx.await("the order prompt", WAIT, () -> visible("#order-prompt"));
            check(theme + " order number");
            type(FitWalk::cashierScene, "#order-prompt-field", "A-1001");
            x.key("Return");
            Fx.await("the sale completed", WAIT, () -> !visible("#order-prompt"));
            Fx.pause(1500);
            check(theme + " sale completed");
        } else {
            demo("coffee");
            check(theme + " redeemed");
            demo("coffee");
            check(theme + " already used");
            focusCashier();
            String before = Fx.call(FitWalk::verdict);
            type(FitWalk::cashierScene, "#manual-entry", "ZZZZ-ZZZZ-ZZZZ");
            x.key("Return");
            Fx.await("the unknown code's verdict", WAIT, () -> !verdict().equals(before));
            check(theme + " unknown code");
        }
        if (Fx.call(() -> visible("#show-side"))) {
            Fx.run(() -> toggle("#show-side").fire());
            check(theme + " side panel opened");
            Fx.run(() -> toggle("#show-side").fire());
        }
        focusCashier();
        x.key("F2");
        Fx.await("the self-test", WAIT, () -> visible("#selftest-pane"));
        check(theme + " scanner self-test");
        x.key("F2");
        XWindows.Geometry before = windows.cashier().orElseThrow();
        x.key("F1");
        Fx.await("About", WAIT, () -> stages().size() == 2);
        Fx.pause(500);
        windows.unchanged(theme + " About open", before);
        check(theme + " About");
        x.key("Escape");
        Fx.await("About closed", WAIT, () -> stages().size() == 1);
        Fx.settle();
        windows.unchanged(theme + " About closed", before);
        focusCashier();
        x.key("F12");
        Fx.await("the sign-in card", WAIT, () -> visible("#signin-pane"));
        check(theme + " sign-in");
        type(FitWalk::cashierScene, "#signin-id", "alice");
        x.key("Return");
        Fx.await("signed in", WAIT, () -> !visible("#signin-pane"));
    }

    /**
     * The code keypad, shown at the start in instant mode (F7 hides it and shows it again) and on demand in sale
     * mode (F7 shows it and hides it again): inside the window while shown.
     */
    private void keypad(String theme) {
        boolean atStart = Fx.call(() -> visible("#code-keypad"));
        if (!atStart) {
            x.key("F7");
            Fx.await("the keypad shown", WAIT, () -> visible("#code-keypad"));
            check(theme + " keypad shown");
        }
        Fx.run(() -> touch.keypad(look + " " + theme + " keypad shown", cashierStage().orElseThrow().getScene(),
                "#code-keypad"));
        x.key("F7");
        Fx.await("the keypad hidden", WAIT, () -> !visible("#code-keypad"));
        check(theme + " keypad hidden");
        if (atStart) {
            x.key("F7");
            Fx.await("the keypad shown", WAIT, () -> visible("#code-keypad"));
        }
    }

    private void manager(String theme) {
        XWindows.Geometry before = windows.cashier().orElseThrow();
        focusCashier();
        x.key("F9");
        Fx.await("the PIN gate", WAIT, () -> stages().size() == 2 && managerScene().lookup("#manager-pin") != null);
        Fx.pause(500);
        check(theme + " manager PIN gate");
        if (touch != null) {
            Fx.run(() -> touch.keypad(look + " " + theme + " manager PIN gate", managerScene(), "#pin-keypad"));
        }
        Fx.run(() -> managerScene().lookup("#manager-name").requestFocus());
        type(FitWalk::managerScene, "#manager-name", "maria");
        for (int attempt = 1; attempt <= TYPING_ATTEMPTS && !Fx.call(() -> pinFocused()); attempt++) {
            x.key("Tab");
            Fx.within(TYPED, FitWalk::pinFocused);
        }
        type(FitWalk::managerScene, "#manager-pin", PIN);
        x.key("Return");
        Fx.await("the log", WAIT, () -> managerScene().lookup("#log-table") instanceof TableView<?> t
                && !t.getItems().isEmpty());
        Fx.pause(800);
        check(theme + " manager log");
        Fx.run(() -> ((TableView<?>) managerScene().lookup("#log-table")).getSelectionModel().select(0));
        Fx.pause(800);
        check(theme + " manager details");
        Fx.run(() -> ((TabPane) managerScene().lookup(".tab-pane")).getSelectionModel().select(1));
        Fx.pause(800);
        check(theme + " manager Today");
        Fx.run(() -> ((Button) managerScene().lookup("#close-manager")).fire());
        Fx.await("the manager window closed", WAIT, () -> stages().size() == 1);
        Fx.settle();
        windows.unchanged(theme + " manager closed", before);
    }

    private void check(String where) {
        Fx.settle();
        String name = look + " " + where;
        Fx.run(() -> audit.audit(name));
        windows.check(name);
        if (shots != null) {
            try {
                Files.createDirectories(shots);
                x.screenshot(shots.resolve(String.format(Locale.ROOT, "%02d-%s.png", ++shot,
                        where.replaceAll("[^A-Za-z0-9]+", "-"))));
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Types {@code text} with real keys into the focused field {@code id} and waits until that field holds exactly
     * it, clearing it and typing again when it does not (a key lost on a loaded desktop), so that the Enter pressed
     * next submits the whole text. Waiting also lets the till's scanner detection hand a fast burst of keys to the
     * field as typing before Enter: else a stall in the middle of the burst splits it, and its tail is taken for a
     * scan of its own.
     */
    private void type(Supplier<Scene> scene, String id, String text) {
        for (int attempt = 1; attempt <= TYPING_ATTEMPTS; attempt++) {
            x.type(text);
            if (Fx.within(TYPED, () -> field(scene, id) != null && text.equals(field(scene, id).getText()))) {
                return;
            }
            Fx.run(() -> field(scene, id).clear());
        }
        throw new IllegalStateException(id + " did not hold \"" + text + "\" after " + TYPING_ATTEMPTS
                + " attempts at typing it");
    }

    /** The text field {@code id}, or the editor of the editable combo box {@code id}. */
    private static TextInputControl field(Supplier<Scene> scene, String id) {
        Node node = scene.get().lookup(id);
        return node instanceof ComboBox<?> box ? box.getEditor() : (TextInputControl) node;
    }

    private static boolean pinFocused() {
        return managerScene().lookup("#manager-pin").isFocused();
    }

    private static Scene cashierScene() {
        return cashierStage().orElseThrow().getScene();
    }

    private void focusCashier() {
        windows.cashier().ifPresent(x::activate);
    }

    /** Presses the "Redeem" button of the demo voucher whose card names {@code which}, opening the sheet if folded. */
    private void demo(String which) {
        String before = Fx.call(FitWalk::verdict);
        Fx.run(() -> {
            Scene scene = cashierStage().orElseThrow().getScene();
            if (scene.lookup("#show-demo") instanceof ToggleButton t && t.isVisible() && !t.isSelected()) {
                t.setSelected(true);
            }
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            for (Node card : scene.getRoot().lookupAll(".demo-card")) {
                List<Labeled> labels = new ArrayList<>();
                card.lookupAll(".label").forEach(n -> labels.add((Labeled) n));
                boolean named = labels.stream().anyMatch(l -> l.getText() != null
                        && l.getText().toLowerCase(Locale.ROOT).contains(which));
                if (named) {
                    ((Button) card.lookup(".button")).fire();
                    break;
                }
            }
            if (scene.lookup("#show-demo") instanceof ToggleButton t && t.isVisible()) {
                t.setSelected(false);
            }
        });
        Fx.await("the verdict of the demo voucher", WAIT, () -> !verdict().equals(before));
    }

    /** What the verdict card shows now: its look and its words. */
    private static String verdict() {
        Node panel = cashierStage().orElseThrow().getScene().lookup("#verdict-panel");
        StringBuilder shown = new StringBuilder(panel == null ? "" : panel.getStyleClass().toString());
        if (panel != null) {
            panel.lookupAll(".label").forEach(n -> shown.append('|').append(((Labeled) n).getText()));
        }
        return shown.toString();
    }

    private int saleLines() {
        return cashierStage().orElseThrow().getScene().lookup("#sale-lines") instanceof TableView<?> t
                ? t.getItems().size() : -1;
    }

    private static boolean visible(String id) {
        Node node = cashierStage().orElseThrow().getScene().lookup(id);
        return node != null && node.isVisible() && node.getScene() != null;
    }

    private static ToggleButton toggle(String id) {
        return (ToggleButton) cashierStage().orElseThrow().getScene().lookup(id);
    }

    private static Scene managerScene() {
        return stages().stream().filter(s -> s.getOwner() != null).findFirst().orElseThrow().getScene();
    }

    static Optional<Stage> cashierStage() {
        return stages().stream().filter(s -> s.getOwner() == null).findFirst();
    }

    private static List<Stage> stages() {
        List<Stage> out = new ArrayList<>();
        for (Window w : new ArrayList<>(Window.getWindows())) {
            if (w instanceof Stage s && s.isShowing() && s.getTitle() != null) {
                out.add(s);
            }
        }
        return out;
    }
}
