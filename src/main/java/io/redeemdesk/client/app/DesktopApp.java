package io.redeemdesk.client.app;

import io.redeemdesk.client.cashier.AboutDialog;
import io.redeemdesk.client.cashier.CashierView;
import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.cashier.Theme;
import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.config.CashierConfiguration;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.config.CashierKeys;
import io.redeemdesk.config.ConfigSource;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * Starts JavaFX without an {@code Application} subclass (so the plain class path works) and runs the cashier
 * window until it is closed.
 */
public final class DesktopApp {
    private static final Logger LOG = LoggerFactory.getLogger(DesktopApp.class);
    /** Logged once the window is shown and takes keys; {@code bench startup} waits for it. */
    public static final String READY_MARKER = "ready for a scan";

    private DesktopApp() {
    }

    /** Blocks until the cashier window is closed; returns the process exit status. */
    public static int run(ClientSettings settings, CashierConfiguration config, AboutInfo about,
                          List<DemoVoucher> demoVouchers, String modeLine) throws Exception {
        CountDownLatch closed = new CountDownLatch(1);
        ScreenSettings look = screenSettings(config);
        try (ClientContext context = new ClientContext(settings, look, config.engineSettings(),
                config.certificatePinner(settings.serverUrl()), Platform::runLater)) {
            Platform.startup(() -> {
                look.theme().apply();
                Stage stage = new Stage();
                stage.setTitle("RedeemDesk — " + settings.storeId() + " / " + settings.terminalId());
                CashierView view = new CashierView(context.screen(), demoVouchers, modeLine + "   F1 About",
                        () -> context.manager().open(stage));
                Scene scene = view.scene();
                scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F1),
                        () -> new AboutDialog(about).show(stage));
                stage.setScene(scene);
                stage.setOnHidden(e -> closed.countDown());
                stage.setOnShown(e -> Platform.runLater(() -> LOG.info("cashier window shown, {}", READY_MARKER)));
                stage.show();
            });
            closed.await();
            Platform.exit();
        }
        return 0;
    }

    /** Language from {@code ui.locale} when configured, else the operating system's; theme and scanner set-up. */
    static ScreenSettings screenSettings(CashierConfiguration config) {
        boolean localeConfigured = config.values().sourceOf(CashierKeys.UI_LOCALE).layer()
                != ConfigSource.Layer.DEFAULT;
        Locale locale = localeConfigured ? config.values().get(CashierKeys.UI_LOCALE) : Locale.getDefault();
        return new ScreenSettings(locale, Theme.parse(config.values().get(CashierKeys.UI_THEME)),
                config.scannerTimings(), config.scanText(), String.join(",",
                config.values().get(CashierKeys.SCAN_FORMATS)));
    }
}
