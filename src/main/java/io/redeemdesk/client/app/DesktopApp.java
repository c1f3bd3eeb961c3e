package io.redeemdesk.client.app;

import atlantafx.base.theme.PrimerLight;
import io.redeemdesk.client.cashier.AboutDialog;
import io.redeemdesk.client.cashier.CashierView;
import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.config.CashierConfiguration;
import io.redeemdesk.client.config.ClientSettings;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
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
        try (ClientContext context = new ClientContext(settings, Platform::runLater)) {
            Platform.startup(() -> {
                Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
                Stage stage = new Stage();
                stage.setTitle("RedeemDesk — " + settings.storeId() + " / " + settings.terminalId());
                CashierView view = new CashierView(context.cashier(), demoVouchers,
                        statusLine(settings, modeLine) + "   F1 About");
                Scene scene = view.scene(config.scannerTimings(), config.scanText());
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

    private static String statusLine(ClientSettings settings, String modeLine) {
        return modeLine + "   Store " + settings.storeId() + "   Terminal " + settings.terminalId()
                + "   Cashier " + settings.cashierId();
    }
}
