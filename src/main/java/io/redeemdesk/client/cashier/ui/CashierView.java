package io.redeemdesk.client.cashier.ui;

import io.redeemdesk.client.cashier.CashierScreen;
import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.client.cashier.SaleScreen;
import io.redeemdesk.client.scan.ScanTrace;
import io.redeemdesk.client.scan.WedgeDetector;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.client.ui.CjkFont;
import io.redeemdesk.client.ui.Keypad;
import io.redeemdesk.client.ui.KeypadViewModel;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.client.ui.TouchMode;
import io.redeemdesk.protocol.VoucherCode;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.LongSupplier;

/**
 * The cashier screen: status bar, verdict panel (or the scanner self-test), sign-in card, manual entry, the last
 * ten scans and, in demo mode, the demo voucher sheet. Scans are caught wherever focus is; every action has a
 * function key, so the screen works without a mouse: F5 and F6 open the folded side panels, Esc closes what is
 * open. On a touch till an on-screen keypad (F7) types the code.
 */
public final class CashierView {
    private static final Duration SETTLE_AFTER = Duration.seconds(4);
    /** The code keypad's keys a row: the 32 characters in two rows, back, clear and enter on a third (1024 px). */
    private static final int KEYS_PER_ROW = 16;

    private final CashierScreen screen;
    private final Runnable openManager;
    private final BorderPane root = new BorderPane();
    private final TextField manualEntry = new TextField();
    private final SignInPane signIn;
    private final SaleView sale;
    private final ToggleButton showDemo;
    private final ToggleButton showSide;
    private final KeypadViewModel keypad;
    private Theme theme;

    /** @param openManager opens the manager view (F9); wired by the application */
    public CashierView(CashierScreen screen, List<DemoVoucher> demoVouchers, String modeLine, Runnable openManager) {
        this(screen, null, demoVouchers, modeLine, openManager);
    }

    /** @param saleScreen sale mode's view models ({@code till.mode = sale}), or null for instant mode */
    public CashierView(CashierScreen screen, SaleScreen saleScreen, List<DemoVoucher> demoVouchers, String modeLine,
                       Runnable openManager) {
        this(screen, saleScreen, demoVouchers, modeLine, openManager, false);
    }

    /**
     * @param touch whether the till is worked by touch ({@code ui.touch}): the code gets an on-screen keypad (F7, its
     *              toggle beside the code field), shown at the start in instant mode and on demand in sale mode
     */
    public CashierView(CashierScreen screen, SaleScreen saleScreen, List<DemoVoucher> demoVouchers, String modeLine,
                       Runnable openManager, boolean touch) {
        this.screen = screen;
        this.sale = saleScreen == null ? null : new SaleView(saleScreen, screen.text(), SETTLE_AFTER);
        this.openManager = openManager;
        this.theme = screen.theme();
        Messages text = screen.text();
        this.signIn = new SignInPane(screen.cashier().session(), text);
        root.getStyleClass().add("cashier");
        root.setTop(new StatusBar(screen.status(), modeLine));
        Node verdict = sale != null ? sale : new VerdictPanel(screen.cashier(), SETTLE_AFTER);
        verdict.visibleProperty().bind(screen.selfTest().openProperty().not());
        root.setCenter(new StackPane(verdict, new SelfTestPane(screen.selfTest(), text), signIn));
        RecentScansStrip strip = new RecentScansStrip(saleScreen != null ? saleScreen.sale().recentScans()
                : screen.cashier().recentScans(), text, screen.zone());
        VBox.setVgrow(strip, Priority.ALWAYS);
        VBox right = new VBox(new CameraPane(screen.camera(), text), strip);
        right.setPrefWidth(300);
        right.setMinWidth(300);
        right.getStyleClass().add("side-panel");
        DemoSheet demo = demoVouchers.isEmpty() ? null
                : new DemoSheet(demoVouchers, screen.camera().demoSheetTitle(),
                        text.text(sale != null ? "ui.addToSale" : "ui.redeem"), this::submit);
        VBox bar = new VBox();
        bar.setPadding(new Insets(10, 12, 10, 12));
        bar.getStyleClass().add("entry-bar");
        root.setBottom(bar);
        HBox keys = new HBox(8,
                button("selftest", text.text("ui.selfTest"), "mdi2b-barcode", screen.selfTest()::toggle),
                button("manager", text.text("ui.manager"), "mdi2s-shield-account", openManager),
                button("theme", text.text("ui.theme"), "mdi2t-theme-light-dark", this::switchTheme),
                button("signout", text.text("ui.signOut"), "mdi2l-logout", this::signOut));
        keys.setAlignment(Pos.CENTER_LEFT);
        showDemo = toggle("show-demo", text.text("ui.showDemo"), "mdi2q-qrcode");
        showSide = toggle("show-side", text.text("ui.showSide"), "mdi2c-camera");
        keypad = touch ? new KeypadViewModel(new KeypadViewModel.Layout(VoucherCode.ALPHABET,
                VoucherCode.MAX_INPUT_LENGTH), Keypad.typingInto(manualEntry, this::redeemTyped), sale == null)
                : null;
        HBox codeRow = codeRow(text);
        if (touch) {
            TouchMode.mark(root);
            codeRow.getChildren().add(codeRow.getChildren().size() - 1, keypadToggle(text));
            Keypad pad = new Keypad("code-keypad", keypad, text.text("ui.keypadTitle"), List.of(
                    text.text("ui.keypadBack"), text.text("ui.keypadClear"), text.text("ui.keypadEnter")),
                    KEYS_PER_ROW);
            root.setBottom(new VBox(pad, bar));
            VBox.setMargin(pad, new Insets(0, 12, 0, 12));
            if (sale != null) {
                sale.keypadOpen(keypad.openProperty().get());
                keypad.openProperty().addListener((o, was, open) -> sale.keypadOpen(open));
            }
        }
        new AdaptiveLayout(root, demo, right, showDemo, showSide, bar, codeRow, keys);
    }

    private ToggleButton keypadToggle(Messages text) {
        ToggleButton toggle = toggle("show-keypad", text.text("ui.keypad"), "mdi2d-dialpad");
        toggle.setSelected(keypad.openProperty().get());
        keypad.openProperty().addListener((o, was, open) -> toggle.setSelected(open));
        toggle.setOnAction(e -> {
            keypad.toggle();
            manualEntry.requestFocus();
        });
        return toggle;
    }

    public Scene scene() {
        return scene(System::nanoTime);
    }

    /** @param keyClock when each key event arrived, in nanoseconds; tests replay a device's exact pace */
    public Scene scene(LongSupplier keyClock) {
        Scene scene = new Scene(root);
        scene.getStylesheets().add(CashierView.class.getResource("cashier.css").toExternalForm());
        CjkFont.stylesheet(screen.text().locale()).ifPresent(scene.getStylesheets()::add);
        new WedgeInput(new WedgeDetector(screen.timings()), manualEntry, new ScanRouting(), keyClock).install(scene);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F2), screen.selfTest()::toggle);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F9), openManager);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F10), this::switchTheme);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F12), this::signOut);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F5), () -> flip(showDemo));
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F6), () -> flip(showSide));
        if (keypad != null) {
            scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F7), keypad::toggle);
        }
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE && closeOne()) {
                e.consume();
            }
        });
        if (sale != null) {
            SaleKeys.install(scene, sale);
        }
        Timeline status = new Timeline(new KeyFrame(Duration.seconds(1), e -> screen.status().refresh()));
        status.setCycleCount(Timeline.INDEFINITE);
        status.play();
        scene.windowProperty().addListener((o, old, window) -> {
            if (window == null) {
                status.stop();
            }
        });
        screen.status().refresh();
        if (screen.cashier().session().signedIn()) {
            manualEntry.requestFocus();
        } else {
            signIn.focus();
        }
        return scene;
    }

    private HBox codeRow(Messages text) {
        manualEntry.setId("manual-entry");
        manualEntry.setPromptText(text.text("ui.codePrompt"));
        manualEntry.setOnAction(e -> redeemTyped());
        manualEntry.setMinWidth(240);
        Button redeem = sale != null ? button("add-to-sale", text.text("ui.addToSale"), "mdi2c-cart-plus",
                this::redeemTyped) : button("redeem", text.text("ui.redeem"), "mdi2c-check-bold", this::redeemTyped);
        HBox.setHgrow(manualEntry, Priority.ALWAYS);
        Label label = new Label(text.text("ui.code"));
        label.setMinWidth(Region.USE_PREF_SIZE);
        label.setLabelFor(manualEntry);
        HBox row = new HBox(8, label, manualEntry, redeem);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static Button button(String id, String words, String icon, Runnable action) {
        Button button = new Button(words, new FontIcon(icon));
        button.setId(id + "-button");
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(e -> action.run());
        return button;
    }

    private static ToggleButton toggle(String id, String words, String icon) {
        ToggleButton toggle = new ToggleButton(words, new FontIcon(icon));
        toggle.setId(id);
        toggle.setMinWidth(Region.USE_PREF_SIZE);
        toggle.setFocusTraversable(false);
        return toggle;
    }

    private void redeemTyped() {
        String text = manualEntry.getText();
        manualEntry.clear();
        if (!text.isBlank() && !screen.selfTest().isOpen()) {
            submit(text);
        }
    }

    /** A code from any input: redeemed in instant mode, into the sale (or its open prompt) in sale mode. */
    private void submit(String code) {
        if (sale != null) {
            sale.scanned(code);
        } else {
            screen.cashier().submit(code);
        }
    }

    /** F5, F6: opens or closes a folded side panel (on a narrow window, where its toggle is shown). */
    private static void flip(ToggleButton toggle) {
        if (toggle.isVisible()) {
            toggle.setSelected(!toggle.isSelected());
        }
    }

    /** Esc: closes the scanner test, else an open side panel, else the keypad; false when nothing was open. */
    private boolean closeOne() {
        if (screen.selfTest().isOpen()) {
            screen.selfTest().toggle();
            return true;
        }
        for (ToggleButton toggle : List.of(showDemo, showSide)) {
            if (toggle.isSelected()) {
                toggle.setSelected(false);
                return true;
            }
        }
        return keypad != null && keypad.close();
    }

    private void switchTheme() {
        theme = theme.other();
        theme.apply();
    }

    private void signOut() {
        if (screen.cashier().session().signedIn()) {
            screen.cashier().session().signOut();
        }
    }

    /** Scans redeem, unless the self-test is open: then scans and typing are only shown there. */
    private final class ScanRouting implements WedgeInput.Sink {
        @Override
        public void scanned(WedgeDetector.Scan scan) {
            if (screen.selfTest().isOpen()) {
                screen.selfTest().record(ScanTrace.of(scan, screen.scanText()));
            } else {
                submit(screen.scanText().clean(scan.raw()));
            }
        }

        @Override
        public void typed(WedgeDetector.Typed typed) {
            if (screen.selfTest().isOpen()) {
                screen.selfTest().record(ScanTrace.of(typed, screen.scanText()));
            }
        }
    }
}
