package io.redeemdesk.client.app;

import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.client.cashier.SaleSettings;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.cashier.ui.AboutDialog;
import io.redeemdesk.client.cashier.ui.CashierView;
import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.config.CashierConfiguration;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.client.ui.TouchMode;
import io.redeemdesk.config.CashierKeys;
import io.redeemdesk.config.ConfigSource;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;

/**
 * Starts JavaFX without an {@code Application} subclass (so the plain class path works) and runs the cashier
 * window until it is closed. The toolkit and the theme start on their own thread while the caller opens the
 * outbox, the engine (and, in demo mode, the demo service), so a cold start waits for the slower of the two,
 * not for both; the FX thread never waits for that I/O.
 */
public final class DesktopApp {
    private static final Logger LOG = LoggerFactory.getLogger(DesktopApp.class);
    /** Logged once the window is shown and takes keys; {@code bench startup} waits for it. */
    public static final String READY_MARKER = "ready for a scan";

    private final ScreenSettings look;
    private final WindowMode window;
    private final CompletableFuture<Void> toolkit;

    private DesktopApp(ScreenSettings look, WindowMode window, CompletableFuture<Void> toolkit) {
        this.look = look;
        this.window = window;
        this.toolkit = toolkit;
    }

    /** Starts the JavaFX toolkit and applies the configured theme in the background; returns at once. */
    public static DesktopApp starting(CashierConfiguration config) {
        ScreenSettings look = screenSettings(config);
        CompletableFuture<Void> toolkit = new CompletableFuture<>();
        Thread starter = new Thread(() -> {
            try {
                Platform.startup(() -> {
                    look.theme().apply();
                    toolkit.complete(null);
                });
            } catch (RuntimeException | Error e) {
                toolkit.completeExceptionally(e);
            }
        }, "fx-toolkit-start");
        starter.setDaemon(true);
        starter.start();
        return new DesktopApp(look, WindowMode.parse(config.values().get(CashierKeys.UI_WINDOW)), toolkit);
    }

    /**
     * Opens the client, then shows the window; blocks until it is closed; returns the process exit status.
     *
     * @param demo whether the service is the in-process demo service (the status bar says so)
     */
    public int run(ClientSettings settings, CashierConfiguration config, AboutInfo about,
                   List<DemoVoucher> demoVouchers, boolean demo) throws Exception {
        try (ClientContext context = new ClientContext(settings, look, config.engineSettings(),
                config.certificatePinner(settings.serverUrl()), SaleSettings.parse(config.values().get(CashierKeys.TILL_MODE),
                        config.values().get(CashierKeys.SALE_ORDER_NUMBER)), Platform::runLater)) {
            awaitToolkit();
            Messages text = context.screen().text();
            String modeLine = text.text(demo ? "mode.demo" : "mode.server", settings.serverUrl());
            showUntilClosed(settings, about, demoVouchers, modeLine, context);
        }
        return 0;
    }

    private void showUntilClosed(ClientSettings settings, AboutInfo about, List<DemoVoucher> demoVouchers,
                                 String modeLine, ClientContext context) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        Messages text = context.screen().text();
        try {
            Platform.runLater(() -> {
                Stage stage = new Stage();
                stage.setTitle(text.text("window.title", settings.storeId(), settings.terminalId()));
                CashierView view = new CashierView(context.screen(), context.saleScreen().orElse(null), demoVouchers,
                        text.text("mode.withAbout", modeLine), () -> context.manager().open(stage),
                        look.touch().on(DesktopApp::touchScreen));
                Scene scene = view.scene();
                scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F1),
                        () -> new AboutDialog(about, modeLine, text).show(stage));
                stage.setScene(scene);
                window.apply(stage);
                stage.setOnHidden(e -> closed.countDown());
                stage.setOnShown(e -> Platform.runLater(() -> LOG.info("cashier window shown, {}", READY_MARKER)));
                stage.show();
            });
            closed.await();
        } finally {
            Platform.exit();
        }
    }

    /**
     * A start that failed: logs why once, and when the toolkit is up shows {@link StartupFailureDialog} until it
     * is closed. Returns at once when there is no toolkit (no display): the caller has printed the words.
     */
    public void showFailure(StartupFailure failure, Throwable error) throws InterruptedException {
        LOG.error("{}: {}", failure.headline(), failure.advice(), error);
        try {
            toolkit.get();
        } catch (ExecutionException noToolkit) {
            return;
        }
        CountDownLatch closed = new CountDownLatch(1);
        try {
            Platform.runLater(() -> {
                try {
                    new StartupFailureDialog(failure).showAndWait();
                } finally {
                    closed.countDown();
                }
            });
            closed.await();
        } catch (IllegalStateException toolkitAlreadyExited) {
            LOG.debug("the window had already closed: the failure is only printed and logged");
        } finally {
            Platform.exit();
        }
    }

    /** Stops start-up when the toolkit failed to start (no display, say), with the toolkit's own error. */
    private void awaitToolkit() throws InterruptedException {
        try {
            toolkit.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw (Error) e.getCause();
        }
    }

    /** Whether the toolkit reports a touch screen (for {@code ui.touch = auto}); on the FX thread. */
    public static boolean touchScreen() {
        return Platform.isSupported(ConditionalFeature.INPUT_TOUCH);
    }

    /**
     * Language from {@code ui.locale} when configured, else the operating system's; theme, scanner and camera
     * set-up.
     */
    static ScreenSettings screenSettings(CashierConfiguration config) {
        boolean localeConfigured = config.values().sourceOf(CashierKeys.UI_LOCALE).layer()
                != ConfigSource.Layer.DEFAULT;
        Locale locale = localeConfigured ? config.values().get(CashierKeys.UI_LOCALE) : Locale.getDefault();
        return new ScreenSettings(locale, Theme.parse(config.values().get(CashierKeys.UI_THEME)),
                config.scannerTimings(), config.scanText(), String.join(",",
                config.values().get(CashierKeys.SCAN_FORMATS)), config.cameraChoice(),
                TouchMode.parse(config.values().get(CashierKeys.UI_TOUCH)));
    }
}
