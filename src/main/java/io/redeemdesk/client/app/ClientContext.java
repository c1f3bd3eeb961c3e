package io.redeemdesk.client.app;

import io.redeemdesk.client.api.RedemptionApi;
import io.redeemdesk.client.cashier.CameraViewModel;
import io.redeemdesk.client.cashier.CashierPins;
import io.redeemdesk.client.cashier.CashierScreen;
import io.redeemdesk.client.cashier.CashierSession;
import io.redeemdesk.client.cashier.CashierViewModel;
import io.redeemdesk.client.cashier.CashierWords;
import io.redeemdesk.client.cashier.SaleScreen;
import io.redeemdesk.client.cashier.SaleSettings;
import io.redeemdesk.client.cashier.SaleViewModel;
import io.redeemdesk.client.cashier.ScreenSettings;
import io.redeemdesk.client.cashier.SelfTestViewModel;
import io.redeemdesk.client.cashier.StatusViewModel;
import io.redeemdesk.client.cashier.ToneSounds;
import io.redeemdesk.client.cashier.VoucherCheckViewModel;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.manager.ManagerContext;
import io.redeemdesk.client.manager.RuntimeEngineActions;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.ui.FileAsker;
import io.redeemdesk.client.manager.ui.ManagerWindow;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.client.pin.PinHasher;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.EngineStatusBoard;
import io.redeemdesk.client.redeem.RedeemRuntime;
import io.redeemdesk.client.scan.CameraSettings;
import io.redeemdesk.client.scan.ScanFormats;
import io.redeemdesk.client.text.Messages;

import okhttp3.CertificatePinner;


import java.io.IOException;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * The one place the cashier application is wired by hand: outbox, HTTP client, redeem engine, background
 * executor and the cashier screen's view models. Closing it shuts them down in reverse order.
 */
public final class ClientContext implements AutoCloseable {
    private final Outbox outbox;
    private final RedeemRuntime redeem;
    private final Background background;
    private final Background sounds;
    private final CameraViewModel cameraView;
    private final CashierScreen screen;
    private final SaleScreen saleScreen;
    private final Background managerBackground;
    private final ManagerWindow manager;

    public ClientContext(ClientSettings settings, ScreenSettings look, Executor fxThread)
            throws SQLException, IOException {
        this(settings, look, EngineSettings.defaults().withForegroundDeadline(settings.foregroundDeadline()),
                CertificatePinner.DEFAULT, fxThread);
    }

    /** With the configured engine settings and the {@code api.pins} certificate pinner, in instant mode. */
    public ClientContext(ClientSettings settings, ScreenSettings look, EngineSettings engine, CertificatePinner pins,
                         Executor fxThread) throws SQLException, IOException {
        this(settings, look, engine, pins, SaleSettings.INSTANT, fxThread);
    }

    /** As configured: engine settings, certificate pinner and the till's mode ({@code till.mode}). */
    public ClientContext(ClientSettings settings, ScreenSettings look, EngineSettings engine, CertificatePinner pins,
                         SaleSettings tillMode, Executor fxThread) throws SQLException, IOException {
        RedemptionApi api;
        try (Background setup = new ThreadPoolBackground("http-setup", 1)) {
            CompletableFuture<RedemptionApi> httpSetup = setup.submit(() -> new RedemptionApi(
                    RedemptionApi.httpClient(RedemptionApi.baseClient().newBuilder().certificatePinner(pins).build(),
                            Duration.ofSeconds(2), engine.attemptTimeout()),
                    settings.serverUrl(), settings.terminalToken()));
            this.outbox = Outbox.open(settings.outboxFile());
            api = awaitHttpSetup(httpSetup);
        }
        try {
            this.redeem = RedeemRuntime.start(outbox, api, engine,
                    new TillIdentity(settings.storeId(), settings.terminalId()), Clock.systemUTC(),
                    () -> ThreadLocalRandom.current().nextDouble());
        } catch (SQLException | RuntimeException e) {
            outbox.close();
            throw e;
        }
        this.background = new ThreadPoolBackground("redeem", 4);
        this.sounds = new ThreadPoolBackground("sound", 1);
        Clock clock = Clock.systemDefaultZone();
        Messages text = CashierWords.forLocale(look.locale());
        CashierSession session = new CashierSession(
                CashierPins.load(settings.dataDir().resolve(CashierPins.FILE_NAME)), background, fxThread, text,
                settings.cashierId());
        CashierViewModel cashier = new CashierViewModel(redeem.engine()::redeem, background, fxThread, session,
                text, clock, settings.terminalId(), new ToneSounds(sounds));
        StatusViewModel status = new StatusViewModel(redeem.status()::current, text, clock,
                settings.storeId(), settings.terminalId(), session.cashierProperty());
        CameraSettings d = CameraSettings.DEFAULT;
        CameraSettings cameraSettings = new CameraSettings(ScanFormats.parse(look.cameraFormats()), d.guideBox(),
                d.cooldown(), d.frameBudget(), d.width(), d.height(), d.framesPerSecond());
        SaleViewModel sale = new SaleViewModel(redeem.sales(), background, fxThread, session, text, clock,
                settings.terminalId(), new ToneSounds(sounds), tillMode.orderNumber());
        this.saleScreen = tillMode.saleMode() ? new SaleScreen(sale, new VoucherCheckViewModel(
                code -> api.lookup(code, engine.foregroundDeadline()), background, fxThread, text, clock)) : null;
        Consumer<String> scans = saleScreen != null ? sale::submit : cashier::submit;
        this.cameraView = new CameraViewModel(cameraSettings.cameras(), cameraSettings.scanner(),
                cameraSettings.guideBox(), look.camera(), background, fxThread, text, scans);
        this.screen = new CashierScreen(cashier, status, new SelfTestViewModel(text, look.timings()), cameraView, text,
                look.timings(), look.scanText(), look.theme(), clock.getZone());
        this.managerBackground = new ThreadPoolBackground("manager", 2);
        String till = settings.storeId() + " / " + settings.terminalId();
        RuntimeEngineActions engineActions = new RuntimeEngineActions(redeem);
        ManagerText words = new ManagerText(look.locale(), clock.getZone());
        this.manager = new ManagerWindow(() -> new ManagerContext(settings.dataDir(), engineActions,
                managerBackground, fxThread, clock, words, till,
                new PinHasher(PinHasher.MANAGER_ITERATIONS, new SecureRandom())), managerBackground, fxThread,
                words, till, FileAsker.saveDialog(), settings.dataDir().resolve("reports"),
                () -> look.touch().on(DesktopApp::touchScreen));
    }

    /**
     * The HTTP client (TLS trust store, OkHttp, JSON mapper) is set up on its own thread while the outbox opens,
     * so a cold start waits for the slower of the two.
     */
    private RedemptionApi awaitHttpSetup(CompletableFuture<RedemptionApi> httpSetup) throws SQLException {
        try {
            return httpSetup.join();
        } catch (CompletionException e) {
            outbox.close();
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw e;
        }
    }

    /** The manager view's opener: the cashier screen calls {@code manager().open(stage)}. */
    public ManagerWindow manager() {
        return manager;
    }

    public CashierScreen screen() {
        return screen;
    }

    /** Sale mode's view models; empty in instant mode. */
    public Optional<SaleScreen> saleScreen() {
        return Optional.ofNullable(saleScreen);
    }

    public CashierViewModel cashier() {
        return screen.cashier();
    }

    /** The engine's status (online, queue, caps, alerts, conflicts) for the status bar and the manager. */
    public EngineStatusBoard engineStatus() {
        return redeem.status();
    }

    @Override
    public void close() throws SQLException {
        cameraView.close();
        managerBackground.close();
        sounds.close();
        background.close();
        redeem.close();
        outbox.close();
    }
}
