package io.redeemdesk.client.cashier;

import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.cashier.ui.CashierView;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.redeem.OfflinePolicy;
import io.redeemdesk.client.text.Messages;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;
import javafx.application.Platform;
import javafx.stage.Stage;
import okhttp3.CertificatePinner;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The JavaFX window tests' till: a seeded {@link LiveServer} on a real port and the app as the real
 * {@link ClientContext} wires it for the demo store and terminal (cashier "alice", outbox in {@code dir/till}),
 * with its cashier screen shown in a test's stage. Every verdict card the screen shows is kept, so a failed wait
 * can say what was shown instead.
 */
public final class LiveTill implements AutoCloseable {
    private final LiveServer service;
    private final ClientContext client;
    private final Path dataDir;
    private final List<String> shown = new CopyOnWriteArrayList<>();

    private LiveTill(LiveServer service, ClientContext client, Path dataDir) {
        this.service = service;
        this.client = client;
        this.dataDir = dataDir;
        client.cashier().cardProperty().addListener((o, old, card) ->
                shown.add(card.look() + " " + card.maskedCode() + " " + card.detail()));
        client.saleScreen().ifPresent(s -> s.sale().cardProperty().addListener((o, old, card) ->
                shown.add(card.look() + " " + card.headline() + " " + card.maskedCode() + " " + card.detail())));
    }

    /** The default engine (offline scans refused) with this foreground deadline, on the English light screen. */
    public static LiveTill start(Path dir, int vouchers, Duration deadline) throws Exception {
        return start(dir, vouchers, EngineSettings.defaults().withForegroundDeadline(deadline),
                ScreenSettings.defaults(Locale.ENGLISH));
    }

    public static LiveTill start(Path dir, int vouchers, EngineSettings engine, ScreenSettings look)
            throws Exception {
        return start(new LiveServer(dir, vouchers), dir, engine, look);
    }

    /** A till on {@code service}, which it closes with itself (also when the till fails to start). */
    public static LiveTill start(LiveServer service, Path dir, EngineSettings engine, ScreenSettings look)
            throws Exception {
        return start(service, dir, engine, look, SaleSettings.INSTANT);
    }

    /** A till in sale mode ({@code till.mode = sale}, order number optional) on a seeded service. */
    public static LiveTill startSale(Path dir, int vouchers, EngineSettings engine, ScreenSettings look)
            throws Exception {
        return startSale(new LiveServer(dir, vouchers), dir, engine, look);
    }

    /** The same on {@code service}, which it closes with itself. */
    public static LiveTill startSale(LiveServer service, Path dir, EngineSettings engine, ScreenSettings look)
            throws Exception {
        return start(service, dir, engine, look, new SaleSettings(true, OrderNumberRule.OPTIONAL));
    }

    private static LiveTill start(LiveServer service, Path dir, EngineSettings engine, ScreenSettings look,
                                  SaleSettings mode) throws Exception {
        try {
            ClientSettings settings = new ClientSettings(service.url(), service.token(), DemoSeed.STORE_ID,
                    DemoSeed.TERMINAL_ID, "alice", dir.resolve("till"), engine.foregroundDeadline());
            ClientContext client = new ClientContext(settings, look, engine, CertificatePinner.DEFAULT, mode,
                    Platform::runLater);
            return new LiveTill(service, client, settings.dataDir());
        } catch (Exception | Error e) {
            service.close();
            throw e;
        }
    }

    /** A store that honours up to {@code cap} vouchers while the service cannot be reached (3 s deadline). */
    public static EngineSettings acceptingOffline(int cap) {
        return EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3))
                .withOfflinePolicy(OfflinePolicy.ACCEPT, cap, Duration.ofHours(24), null);
    }

    /** Shows the cashier screen with keys timed by {@code scanner}, which then types into it. */
    public void show(Stage stage, ScannerKeys scanner) {
        stage.setScene(view(client.screen(), stage).scene(scanner));
        normalSize(stage);
        scanner.attach(stage.getScene());
        stage.show();
    }

    /** Shows the cashier screen with the real key clock; F9 opens the real manager view. */
    public void show(Stage stage) {
        show(stage, client.screen());
    }

    /** Shows {@code screen} (this till's view models with a part replaced) with the real key clock. */
    public void show(Stage stage, CashierScreen screen) {
        stage.setScene(view(screen, stage).scene());
        normalSize(stage);
        stage.show();
    }

    /** Shows the cashier screen of a touch till ({@code ui.touch = on}): the code keypad included. */
    public void showTouch(Stage stage) {
        Messages text = client.screen().text();
        stage.setScene(new CashierView(client.screen(), client.saleScreen().orElse(null), List.of(),
                text.text("mode.withAbout", text.text("mode.server", service.url())),
                () -> client.manager().open(stage), true).scene());
        normalSize(stage);
        stage.show();
    }

    /** The size {@code ui.window = normal} opens at on a large screen: wide enough for the side panels. */
    private static void normalSize(Stage stage) {
        stage.setWidth(1280);
        stage.setHeight(720);
    }

    private CashierView view(CashierScreen screen, Stage stage) {
        Messages text = screen.text();
        return new CashierView(screen, client.saleScreen().orElse(null), List.of(),
                text.text("mode.withAbout", text.text("mode.server", service.url())),
                () -> client.manager().open(stage));
    }

    public LiveServer service() {
        return service;
    }

    public ClientContext client() {
        return client;
    }

    /** The screen's words, in its language. */
    public Messages screenText() {
        return client.screen().text();
    }

    public CashierViewModel cashier() {
        return client.cashier();
    }

    /** Sale mode's view model (a till started with {@link #startSale}). */
    public SaleViewModel sale() {
        return client.saleScreen().orElseThrow().sale();
    }

    /** The till's data folder: {@code outbox.db}, {@code manager.db}. */
    public Path dataDir() {
        return dataDir;
    }

    /** The {@code index}-th code that can still be redeemed. */
    public String code(int index) {
        return service.codes().get(index);
    }

    /** Every verdict card shown so far, for assertion messages. */
    public String cardsShown() {
        return shown.toString();
    }

    @Override
    public void close() throws Exception {
        try {
            client.close();
        } finally {
            service.close();
        }
    }
}
