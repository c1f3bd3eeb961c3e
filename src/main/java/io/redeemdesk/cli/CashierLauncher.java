package io.redeemdesk.cli;

import io.redeemdesk.client.app.DesktopApp;
import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.server.RedemptionServer;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;

/**
 * Opens the cashier application. With no server URL it first starts the demo redemption service in-process on
 * a free loopback port, so a fresh clone runs with nothing configured.
 */
final class CashierLauncher {
    private final Path dataDir;
    private final Path configFile;
    private final String serverUrl;

    CashierLauncher(Path dataDir, Path configFile, String serverUrl) {
        this.dataDir = dataDir;
        this.configFile = configFile;
        this.serverUrl = serverUrl;
    }

    int run() throws Exception {
        Path data = dataDir != null ? dataDir : defaultDataDir();
        Properties file = new Properties();
        if (configFile != null) {
            try (Reader in = Files.newBufferedReader(configFile)) {
                file.load(in);
            }
        }
        String url = serverUrl != null ? serverUrl : file.getProperty("server.url");
        if (url != null && !url.isBlank()) {
            ClientSettings settings = new ClientSettings(url, file.getProperty("terminal.token"),
                    file.getProperty("store.id", "STORE-1"), file.getProperty("terminal.id", "TILL-1"),
                    file.getProperty("cashier.id", "cashier-1"), data, Duration.ofSeconds(3));
            return DesktopApp.run(settings, List.of(), "Server " + url);
        }
        try (DemoService demo = DemoService.start(data)) {
            ClientSettings demoSettings = new ClientSettings(demo.url(), demo.token(), demo.storeId(),
                    demo.terminalId(), "cashier-1", data, Duration.ofSeconds(3));
            List<DemoVoucher> vouchers = DemoVoucher.read(demo.csv());
            return DesktopApp.run(demoSettings, vouchers, "DEMO MODE (service on " + demo.url() + ")");
        }
    }

    private static Path defaultDataDir() {
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"),
                ".local", "share");
        return base.resolve("redeemdesk");
    }
}
