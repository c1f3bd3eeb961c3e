package io.redeemdesk.client.cashier;

import io.redeemdesk.client.cashier.ui.AboutDialog;
import io.redeemdesk.client.config.AboutInfo;
import io.redeemdesk.client.manager.PinGate;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.outbox.Sale;
import io.redeemdesk.client.outbox.SaleLine;
import io.redeemdesk.client.outbox.SaleStep;
import io.redeemdesk.client.outbox.TillIdentity;
import io.redeemdesk.client.pin.PinHasher;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.config.ConfigSource;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;
import io.redeemdesk.testing.TillSale;
import io.redeemdesk.testing.WindowSize;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Captures every screen for the documentation, at 1024×768, 1366×768 and 1920×1080, in English and Chinese, light and
 * dark, into {@code <screens.dir>/<size>/<language>/<theme>/<screen>.png}: the cashier (ready, redeemed, already
 * used, unknown code, scanner self-test, the folded side panel opened on the narrow size, About, sign-in) and the
 * manager view (PIN gate, log under a conflict banner, a conflict's details, a sale found by its order number with
 * its vouchers, Today), and sale mode (an open sale with a pass, a voucher scanned again into it, a refused line, a
 * completed and a voided sale, and, on a till restarted with an open sale's only hold unanswered, that sale
 * completed although the service refuses its voucher: nothing captured).
 * Everything real: a service on a real port, the till's own outbox and manager files. Runs only when asked
 * (docs/operations.md): {@code mvn -o test -Dtest=ScreenTour -Dscreens.dir=$PWD/docs/screens}, headless or, with
 * {@code -Dfx.glass=gtk -Dfx.headless=false}, on a real display with a window manager.
 */
@EnabledIfSystemProperty(named = "screens.dir", matches = ".+")
class ScreenTour extends LiveTillScreens {
    private static final String PIN = "246810";
    private static final List<int[]> SIZES = List.of(new int[]{1024, 768}, new int[]{1366, 768},
            new int[]{1920, 1080});

    @Test
    void english(FxRobot robot) throws Exception {
        tour(robot, Locale.ENGLISH);
    }

    @Test
    void chinese(FxRobot robot) throws Exception {
        tour(robot, Locale.SIMPLIFIED_CHINESE);
    }

    @Test
    void englishSale(FxRobot robot) throws Exception {
        saleTour(robot, Locale.ENGLISH);
    }

    @Test
    void chineseSale(FxRobot robot) throws Exception {
        saleTour(robot, Locale.SIMPLIFIED_CHINESE);
    }

    /**
     * Sale mode ({@code till.mode = sale}) in every look: an open sale of two vouchers and a ten-visit pass, its
     * first voucher scanned again ("already in this sale"), the same sale with an expired voucher refused,
     * completed with an order number (F4), a new sale voided (F8); then a restored sale that captures nothing.
     */
    private void saleTour(FxRobot robot, Locale locale) throws Exception {
        Path home = Files.createDirectories(dir.resolve("sale-" + locale.toLanguageTag()));
        till = LiveTill.startSale(home, 60, EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3)),
                ScreenSettings.defaults(locale));
        String pass = till.service().issuePass("十次卡 Ten visits", 10);
        robot.interact(() -> till.show(stage, scanner));
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            for (int[] size : SIZES) {
                look(robot, theme, size);
                Path folder = folder(locale, theme, size);
                String first = till.code(nextCode.getAndIncrement());
                saleScan(first, 1);
                saleScan(pass, 2);
                saleScan(till.code(nextCode.getAndIncrement()), 3);
                capture(robot, stage.getScene(), folder.resolve("sale-open.png"));
                scanner.scan(first, 5);
                awaitCard("sale.card.alreadyInSale");
                capture(robot, stage.getScene(), folder.resolve("sale-already-in-sale.png"));
                saleScan(till.service().expiredCode(), 4);
                capture(robot, stage.getScene(), folder.resolve("sale-refused-line.png"));
                complete(robot);
                awaitSale(Sale.State.COMPLETED);
                capture(robot, stage.getScene(), folder.resolve("sale-completed.png"));
                saleScan(till.code(nextCode.getAndIncrement()), 1);
                saleScan(till.code(nextCode.getAndIncrement()), 2);
                robot.type(KeyCode.F8);
                awaitSale(Sale.State.VOIDED);
                capture(robot, stage.getScene(), folder.resolve("sale-voided.png"));
            }
        }
        nothingCaptured(robot, locale);
    }

    /**
     * A till killed while the only hold of its open sale was unanswered, restarted: F4 waits for the hold's
     * answer, the service refuses the voucher (expired), so nothing is captured; the card in every look.
     */
    private void nothingCaptured(FxRobot robot, Locale locale) throws Exception {
        till.close();
        till = null;
        Path home = Files.createDirectories(dir.resolve("restored-" + locale.toLanguageTag()));
        LiveServer service = new LiveServer(home, 1);
        try (Outbox outbox = Outbox.open(Files.createDirectories(home.resolve("till")).resolve("outbox.db"))) {
            outbox.actions().insert(RedeemAction.freshSaleStep(ActionKind.HOLD,
                    new SaleStep(UUID.randomUUID().toString(), 1, null), UUID.randomUUID().toString(),
                    service.expiredCode(), new TillIdentity(DemoSeed.STORE_ID, DemoSeed.TERMINAL_ID), "alice",
                    System.currentTimeMillis() + 1500));
        }
        till = LiveTill.startSale(service, home, EngineSettings.defaults().withForegroundDeadline(
                Duration.ofSeconds(3)), ScreenSettings.defaults(locale));
        robot.interact(() -> till.show(stage, scanner));
        complete(robot);
        awaitSale(Sale.State.CAPTURE_FAILED);
        awaitCard("sale.card.nothingCaptured");
        warmUp(robot);
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            for (int[] size : SIZES) {
                look(robot, theme, size);
                capture(robot, stage.getScene(), folder(locale, theme, size).resolve("sale-nothing-captured.png"));
            }
        }
    }

    /** F4, then the order number scanned at its prompt. */
    private void complete(FxRobot robot) {
        robot.type(KeyCode.F4);
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#order-prompt").query().isVisible());
        scanner.scan("A-100" + nextCode.get(), 5);
    }

    /** Waits until the sale's card says the words of {@code headlineKey}. */
    private void awaitCard(String headlineKey) {
        String headline = till.screenText().text(headlineKey);
        await().atMost(Duration.ofSeconds(20)).alias(till.cardsShown())
                .until(() -> headline.equals(till.sale().cardProperty().get().headline()));
    }

    /** Scans into the sale and waits until the sale shows {@code lines} lines, none of them still holding. */
    private void saleScan(String code, int lines) {
        scanner.scan(code, 5);
        await().atMost(Duration.ofSeconds(20)).alias(till.cardsShown()).until(() -> {
            Sale sale = till.sale().saleProperty().get();
            return sale != null && !sale.state().closed() && sale.shownLines().size() == lines
                    && sale.shownLines().stream().noneMatch(l -> l.state() == SaleLine.State.HOLDING)
                    && till.sale().cardProperty().get().look() != VerdictLook.CHECKING;
        });
    }

    private void awaitSale(Sale.State state) {
        await().atMost(Duration.ofSeconds(20)).alias(till.cardsShown())
                .until(() -> till.sale().saleProperty().get().state() == state);
    }

    private void tour(FxRobot robot, Locale locale) throws Exception {
        Path home = Files.createDirectories(dir.resolve(locale.toLanguageTag()));
        LiveServer service = new LiveServer(home, 60);
        TillSale sale = TillSale.make(service, home.resolve("till/outbox.db"), "A-1001 收据", 50);
        till = LiveTill.start(service, home, EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(3)),
                ScreenSettings.defaults(locale));
        try (ManagerStore store = ManagerStore.open(till.dataDir().resolve("manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC()).setPin(PIN.toCharArray());
        }
        robot.interact(() -> till.show(stage, scanner));
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            for (int[] size : SIZES) {
                look(robot, theme, size);
                cashier(robot, folder(locale, theme, size), size[0] < 1200);
            }
        }
        conflict();
        robot.interact(() -> till.client().manager().open(stage));
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#manager-pin").tryQuery().isPresent()
                && !robot.lookup("#unlock").queryAs(Button.class).isDisabled());
        everyLook(robot, locale, "manager-pin-gate");
        robot.clickOn("#manager-name").write("maria");
        robot.clickOn("#manager-pin").write(PIN).type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(20)).until(() -> robot.lookup("#log-table").tryQuery().isPresent()
                && !robot.lookup("#log-table").queryAs(TableView.class).getItems().isEmpty());
        everyLook(robot, locale, "manager-log");
        robot.clickOn(robot.lookup(".conflict-banner .button").queryAll().iterator().next());
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#details-conflict").query().isVisible());
        everyLook(robot, locale, "manager-details");
        robot.clickOn("#filter-order").write(sale.orderNo()).type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(10)).until(() ->
                robot.lookup("#log-table").queryAs(TableView.class).getItems().size() == 3);
        String capture = new ManagerText(locale, Clock.systemUTC().getZone()).text("kind.CAPTURE");
        robot.clickOn(robot.lookup((Node n) -> n instanceof TableCell<?, ?> c && capture.equals(c.getText()))
                .<Node>query());
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#details-facts").queryAs(Label.class)
                .getText().contains(sale.saleId()));
        everyLook(robot, locale, "manager-sale");
        robot.clickOn("#today-tab");
        WaitForAsyncUtils.sleep(500, java.util.concurrent.TimeUnit.MILLISECONDS);
        everyLook(robot, locale, "manager-today");
    }

    private void cashier(FxRobot robot, Path folder, boolean narrow) throws Exception {
        capture(robot, stage.getScene(), folder.resolve("cashier-ready.png"));
        String code = till.code(nextCode.getAndIncrement());
        scanUntil(code, VerdictLook.REDEEMED);
        capture(robot, stage.getScene(), folder.resolve("cashier-redeemed.png"));
        scanUntil(code, VerdictLook.ALREADY_REDEEMED);
        capture(robot, stage.getScene(), folder.resolve("cashier-already-used.png"));
        scanUntil(LiveServer.neverIssuedCode(), VerdictLook.UNKNOWN_CODE);
        capture(robot, stage.getScene(), folder.resolve("cashier-unknown-code.png"));
        if (narrow) {
            robot.clickOn("#show-side");
            capture(robot, stage.getScene(), folder.resolve("cashier-side-panel.png"));
            robot.clickOn("#show-side");
        }
        robot.type(KeyCode.F2);
        scanner.scan("]Q1" + till.code(nextCode.get()), 5);
        capture(robot, stage.getScene(), folder.resolve("cashier-scanner-self-test.png"));
        robot.type(KeyCode.F2);
        robot.interact(() -> new AboutDialog(new AboutInfo("0.1.0", "docs", "2026-12-01T08:00:00Z", "",
                List.of(ConfigSource.BUILT_IN, new ConfigSource(ConfigSource.Layer.INSTALLED_FILE,
                        "/etc/redeemdesk/redeemdesk.properties"))),
                till.screenText().text("mode.server", till.service().url()), till.screenText()).show(stage));
        await().atMost(Duration.ofSeconds(5)).until(() -> robot.lookup("#about-dialog").tryQuery().isPresent());
        capture(robot, robot.lookup("#about-dialog").query().getScene(), folder.resolve("cashier-about.png"));
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != stage).toList().forEach(Window::hide));
        robot.type(KeyCode.F12);
        capture(robot, stage.getScene(), folder.resolve("cashier-sign-in.png"));
        robot.clickOn("#signin-id").write("alice").type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(5)).until(() -> !robot.lookup("#signin-pane").query().isVisible());
    }

    /**
     * A voucher honoured offline that the service then refused, as the manager's conflict banner shows it; written
     * straight into the running till's outbox (the app holds the outbox's lock).
     */
    private void conflict() throws Exception {
        long now = System.currentTimeMillis();
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + till.dataDir().resolve("outbox.db"));
             PreparedStatement insert = db.prepareStatement("INSERT INTO actions (request_id, code, store_id, "
                     + "terminal_id, cashier_id, created_at, state, verdict, http_status, attempts, next_attempt_at, "
                     + "offline_accepted, honoured, voucher_name, value_cents, currency, completed_at) "
                     + "VALUES (?, ?, ?, ?, 'alice', ?, 'CONFLICT', 'ALREADY_REDEEMED', 409, 2, ?, 1, 1, "
                     + "'Free coffee', 350, 'EUR', ?)")) {
            insert.setString(1, "0c0f1ac7-0000-4000-8000-000000000001");
            insert.setString(2, till.code(40));
            insert.setString(3, DemoSeed.STORE_ID);
            insert.setString(4, DemoSeed.TERMINAL_ID);
            insert.setLong(5, now - 120_000);
            insert.setLong(6, now);
            insert.setLong(7, now);
            insert.executeUpdate();
        }
    }

    private void everyLook(FxRobot robot, Locale locale, String name) throws Exception {
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            for (int[] size : SIZES) {
                Window manager = Window.getWindows().stream().filter(w -> w != stage && w.isShowing())
                        .findFirst().orElseThrow();
                robot.interact(theme::apply);
                WindowSize.scene(robot, manager, size[0], size[1]);
                capture(robot, manager.getScene(), folder(locale, theme, size).resolve(name + ".png"));
            }
        }
    }

    /**
     * One snapshot thrown away: the first snapshot of a scene just shown is taken before its root was laid out to
     * the window, and the headless window then grows to the root's preferred height while the stage still says
     * the size it was given. Another size after it makes the next one a real change.
     */
    private void warmUp(FxRobot robot) {
        robot.interact(() -> stage.getScene().snapshot(null));
        WaitForAsyncUtils.waitForFxEvents(4);
        look(robot, Theme.LIGHT, SIZES.get(1));
    }

    /**
     * The theme and the scene's size, once the scene has taken that size (a scene just shown may lag behind); under
     * a window manager the window is as much larger as its frame.
     */
    private void look(FxRobot robot, Theme theme, int[] size) {
        robot.interact(theme::apply);
        WindowSize.scene(robot, stage, size[0], size[1]);
    }

    private static Path folder(Locale locale, Theme theme, int[] size) {
        return Path.of(System.getProperty("screens.dir"), size[0] + "x" + size[1], locale.toLanguageTag(),
                theme.name().toLowerCase(Locale.ROOT));
    }

    private static void capture(FxRobot robot, Scene scene, Path out) throws Exception {
        WaitForAsyncUtils.waitForFxEvents(4);
        WaitForAsyncUtils.sleep(150, java.util.concurrent.TimeUnit.MILLISECONDS);
        AtomicReference<WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(scene.snapshot(null)));
        Files.createDirectories(out.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(image.get(), null), "png", out.toFile());
        assertThat(out).isNotEmptyFile();
    }
}
