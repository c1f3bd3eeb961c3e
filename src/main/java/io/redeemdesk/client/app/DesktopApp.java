package io.redeemdesk.client.app;

import atlantafx.base.theme.PrimerLight;
import io.redeemdesk.client.cashier.CashierView;
import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import javafx.application.Application;
import javafx.application.Platform;
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

    private DesktopApp() {
    }

    /** Blocks until the cashier window is closed; returns the process exit status. */
    public static int run(ClientSettings settings, List<DemoVoucher> demoVouchers, String modeLine)
            throws Exception {
        CountDownLatch closed = new CountDownLatch(1);
        try (ClientContext context = new ClientContext(settings, Platform::runLater)) {
            Platform.startup(() -> {
                Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
                Stage stage = new Stage();
                stage.setTitle("RedeemDesk — " + settings.storeId() + " / " + settings.terminalId());
                CashierView view = new CashierView(context.cashier(), demoVouchers,
                        statusLine(settings, modeLine));
                stage.setScene(view.scene(ScannerTimings.DEFAULT, new ScanText("", "")));
                stage.setOnHidden(e -> closed.countDown());
                stage.show();
                LOG.info("cashier window shown");
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
