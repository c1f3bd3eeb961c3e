package io.redeemdesk.cli.till;

import io.redeemdesk.cli.common.BuildInfo;
import io.redeemdesk.cli.common.Exits;
import io.redeemdesk.client.app.DesktopApp;
import io.redeemdesk.client.app.StartupFailure;
import io.redeemdesk.client.cashier.DemoVoucher;
import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.config.CashierConfiguration;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.config.AppDirectories;
import io.redeemdesk.config.CashierKeys;
import io.redeemdesk.config.ClassDataArchive;
import io.redeemdesk.config.ConfigException;
import io.redeemdesk.config.ConfigLoader;
import io.redeemdesk.config.ConfigValue;
import io.redeemdesk.config.ProcessSetup;

import java.nio.file.Path;
import java.util.List;

/**
 * Opens the cashier application. The configuration is loaded and checked first (a bad value stops start-up with exit
 * status 78), then directories and logging are set up, and only then does anything log. With no server URL it first
 * starts the demo redemption service in-process on a free loopback port, so a fresh clone runs with nothing configured;
 * the window's toolkit starts meanwhile on its own thread. A start that fails after that prints why in plain words and
 * shows it in a window ({@link StartupFailure}). When the launcher's class data archive could not be used, this run
 * writes a new one at exit for the next start.
 */
final class CashierLauncher {
    /** The configuration was fine but the application could not open (a full disk, say): it said why. */
    static final int START_FAILED = 1;

    private final Path configFile;
    private final List<ConfigValue> flags;

    CashierLauncher(Path configFile, List<ConfigValue> flags) {
        this.configFile = configFile;
        this.flags = flags;
    }

    int run() throws Exception {
        CashierConfiguration config;
        try {
            config = CashierConfiguration.load(ConfigLoader.installedConfigDir(), configFile, System.getenv(), flags,
                    AppDirectories.current());
            ProcessSetup.dataDirectory(config.dataDir(), config.values().sourceOf(CashierKeys.DATA_DIR));
            ProcessSetup.logging(config.logDir(), config.values().get(CashierKeys.LOG_LEVEL), "redeemdesk",
                    config.values().sourceOf(CashierKeys.LOG_DIR));
        } catch (ConfigException e) {
            System.err.println(e.getMessage());
            return Exits.CONFIG;
        }
        ClassDataArchive.unmapped().ifPresent(ClassDataArchive::writeAtExitHereOrInUserCache);
        Path data = config.dataDir();
        DesktopApp app = DesktopApp.starting(config);
        ProcessSetup.sqliteNativeLibrary(data);
        try {
            return open(app, config, data);
        } catch (Exception e) {
            StartupFailure failure = StartupFailure.of(e, data);
            System.err.println(failure.text());
            app.showFailure(failure, e);
            return START_FAILED;
        }
    }

    private int open(DesktopApp app, CashierConfiguration config, Path data) throws Exception {
        if (!config.demoMode()) {
            ClientSettings settings = config.clientSettings();
            String mode = "Server " + settings.serverUrl();
            return app.run(settings, config, about(config, mode), List.of(), false);
        }
        try (DemoService demo = DemoService.start(data)) {
            ClientSettings demoSettings = config.clientSettings().withDemo(demo.url(), demo.token(), demo.storeId(),
                    demo.terminalId());
            List<DemoVoucher> vouchers = DemoVoucher.read(demo.csv());
            String mode = "DEMO MODE (service on " + demo.url() + ")";
            return app.run(demoSettings, config, about(config, mode), vouchers, true);
        }
    }

    private static AboutInfo about(CashierConfiguration config, String mode) {
        BuildInfo build = BuildInfo.load();
        return new AboutInfo(build.version(), build.commit(), build.buildTime(), mode,
                config.values().activeSources());
    }
}
