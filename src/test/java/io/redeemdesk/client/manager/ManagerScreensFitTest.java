package io.redeemdesk.client.manager;

import io.redeemdesk.bench.manager.SyntheticLog;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.ui.ManagerWindow;
import io.redeemdesk.client.outbox.ActionState;
import io.redeemdesk.client.outbox.ActionUpdate;
import io.redeemdesk.client.outbox.AttemptRecord;
import io.redeemdesk.client.outbox.EngineReason;
import io.redeemdesk.client.outbox.Outbox;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.pin.PinHasher;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.testing.LogRows;
import io.redeemdesk.testing.ScreenAudit;
import io.redeemdesk.testing.TillSale;
import io.redeemdesk.testing.WindowSize;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The manager view at 1024×768 and 1366×768, in English and Chinese, light and dark, over a real till's files:
 * the PIN gate, the log, one action's details, a conflict's details with the banner above, the held-retry
 * question, a sale found by its order number with its vouchers, and the Today tab. Nothing may be cut off that is not designed to be (a cell with the whole value in
 * its tooltip), no control may lie outside the window, every log column must show without sideways scrolling, and
 * every word shown must come from the bundles.
 */
@ExtendWith(ApplicationExtension.class)
class ManagerScreensFitTest {
    private static final String PIN = "135790";
    private static final List<double[]> SIZES = List.of(new double[]{1024, 768}, new double[]{1366, 768});
    /**
     * What the till's files hold besides bundle words: names, voucher names, the service's own words inside the
     * engine's reasons, a connection error. The engine's reasons themselves must be bundle words.
     */
    private static final List<String> DATA = List.of("\\b(" + String.join("|", SyntheticLog.CASHIERS) + "|maria)\\b",
            "Gift voucher \\d+ EUR", "connect timed out", "Bad request: terminal clock too far off",
            "Service unavailable: database busy", "terminal disabled by the store", "STORE-1", "TILL-1",
            "DEMO-STORE", "Free coffee", "Gift voucher 20 EUR", "Summer sale 5 EUR \\(expired\\)", "单号-1001",
            "\\b[0-9a-f]{8}…");
    private static final String PAUSED = new EngineReason(EngineReason.Kind.AUTH_REFUSED, 403,
            "terminal disabled by the store").phrase();

    @TempDir
    Path dir;
    private Stage owner;
    private ThreadPoolBackground background;
    private String conflictId;
    private String heldId;
    private TillSale sale;

    @Start
    void start(Stage stage) throws Exception {
        Path data = dir.resolve("till");
        Files.createDirectories(data);
        new SyntheticLog(3).write(data.resolve("outbox.db"), 300, Instant.now(), 1);
        try (Outbox outbox = Outbox.open(data.resolve("outbox.db"))) {
            long now = System.currentTimeMillis();
            conflictId = "0c0f1ac7-0000-4000-8000-000000000001";
            outbox.actions().insert(new RedeemAction(conflictId, "3EA6RH5X6JJVN0", "STORE-1", "TILL-1", "carol",
                    now - 60_000,
                    ActionState.CONFLICT, Verdict.ALREADY_REDEEMED, 409, null, 2, now, null, true, true,
                    "Gift voucher 5 EUR", 500L, "EUR", now, false, false));
            heldId = "0e1d0000-0000-4000-8000-000000000002";
            outbox.actions().insert(new RedeemAction(heldId, "1D7QXJV64X14PA", "STORE-1", "TILL-1", "bob", now - 30_000,
                    ActionState.PENDING, null, null, null, 3, now + 3_600_000, null, false, false, null, null, null,
                    null, false, false));
            outbox.actions().beginAttempt(heldId, 1, now - 20_000).join();
            outbox.actions().finishAttempt(new AttemptRecord(heldId, 1, now - 20_000, 40L, "RETRY", 503,
                    new EngineReason(EngineReason.Kind.PROBLEM, 503, "Service unavailable", "database busy").phrase()),
                    new ActionUpdate(ActionState.PENDING, null, 503, "{}", now + 3_600_000,
                            new EngineReason(EngineReason.Kind.PROBLEM, 503, "Service unavailable", "database busy")
                                    .phrase(), false, null, null, null, null, true)).join();
            outbox.actions().hold(heldId, new EngineReason(EngineReason.Kind.KEY_RETENTION_HELD, 24).phrase());
        }
        Files.createDirectories(dir.resolve("service"));
        sale = TillSale.make(data.resolve("outbox.db"), dir.resolve("service"), "单号-1001");
        try (ManagerStore store = ManagerStore.open(data.resolve("manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC()).setPin(PIN.toCharArray());
        }
        background = new ThreadPoolBackground("manager-fit", 2);
        owner = stage;
        stage.setScene(new Scene(new Label(), 400, 300));
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupStages();
        background.close();
        Theme.LIGHT.apply();
    }

    @Test
    void everyManagerScreenFitsInEnglish(FxRobot robot) {
        walk(robot, Locale.ENGLISH);
    }

    @Test
    void everyManagerScreenFitsInChinese(FxRobot robot) {
        walk(robot, Locale.SIMPLIFIED_CHINESE);
    }

    /** A touch till ({@code ui.touch = on}): also every target of every window at least 44 px each way. */
    @Test
    void everyManagerScreenOfATouchTillFitsAndEveryTargetIs44Pixels(FxRobot robot) {
        walk(robot, Locale.ENGLISH, true);
    }

    private void walk(FxRobot robot, Locale locale) {
        walk(robot, locale, false);
    }

    private void walk(FxRobot robot, Locale locale, boolean touch) {
        ScreenAudit audit = new ScreenAudit(locale, List.of(ManagerText.BUNDLE), DATA).strict(Map.of());
        if (touch) {
            audit.touch(44);
        }
        ManagerText words = new ManagerText(locale, ZoneId.systemDefault());
        ManagerWindow desk = new ManagerWindow(() -> new ManagerContext(dir.resolve("till"),
                new AcknowledgeOnlyEngine(PAUSED), background, Platform::runLater, Clock.systemUTC(), words,
                "STORE-1 / TILL-1", new PinHasher(1_000, new SecureRandom())), background, Platform::runLater, words, "STORE-1 / TILL-1",
                (window, name) -> Optional.of(dir.resolve("export.csv")),
                dir.resolve("reports"), () -> touch);
        robot.interact(() -> desk.open(owner));
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#manager-pin").tryQuery().isPresent()
                && !robot.lookup("#unlock").queryAs(Button.class).isDisabled());
        everyLook(robot, audit, "PIN gate");

        robot.clickOn("#manager-name").write("maria");
        robot.clickOn("#manager-pin").write(PIN);
        robot.clickOn("#unlock");
        await().atMost(Duration.ofSeconds(20)).until(() -> robot.lookup("#log-table").tryQuery().isPresent()
                && !robot.lookup("#log-table").queryAs(TableView.class).getItems().isEmpty()
                && robot.lookup("#conflict-banner").tryQuery().map(n -> n.isVisible()).orElse(false));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(label(robot, "#sending-paused-reason")
                .getText()).as("the engine's pause in the manager's words")
                .startsWith(words.text("reason.AUTH_REFUSED", "403", "terminal disabled by the store")));
        await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> {
            Text code = robot.lookup(".conflict-banner .code-run").queryAs(Text.class);
            assertThat(code.getText()).as("the conflict's code inside its line, masked").isEqualTo("…6JJVN0");
            assertThat(code.getFont().getFamily().toLowerCase(Locale.ROOT)).as("its font").contains("mono");
        });
        everyLook(robot, audit, "log with the conflict and the paused-sending banners");

        robot.clickOn(robot.lookup(".conflict-banner .button").queryAll().iterator().next());
        await().atMost(Duration.ofSeconds(10)).until(() -> label(robot, "#details-conflict").isVisible());
        everyLook(robot, audit, "a conflict's details");

        robot.clickOn("#filter-search").write(heldId).type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(10)).until(() ->
                robot.lookup("#log-table").queryAs(TableView.class).getItems().size() == 1);
        robot.clickOn(robot.lookup(LogRows.cellOf(heldId))
                .<Node>query());
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(label(robot, "#details-facts").getText()).contains(heldId);
            assertThat(robot.lookup("#retry-now").queryButton().isDisabled()).as("retry of a held action").isFalse();
        });
        assertThat(robot.lookup("#details-timeline").queryListView().getItems()).first().asString()
                .as("an attempt's reason in the manager's words")
                .contains(words.text("reason.PROBLEM", "503", "Service unavailable", "database busy"));
        everyLook(robot, audit, "a held action's details with its attempt");
        scrollTo(robot, "#retry-now");
        robot.clickOn("#retry-now");
        await().atMost(Duration.ofSeconds(5)).until(() -> robot.lookup("#retry-held-dialog").tryQuery().isPresent());
        audit.audit(locale + " the held-retry question");
        robot.type(KeyCode.ESCAPE);

        robot.clickOn("#clear-filter");
        robot.clickOn("#filter-order").write(sale.orderNo()).type(KeyCode.ENTER);
        await().atMost(Duration.ofSeconds(10)).until(() ->
                robot.lookup("#log-table").queryAs(TableView.class).getItems().size() == 3);
        String capture = words.text("kind.CAPTURE");
        robot.clickOn(robot.lookup((Node n) -> n instanceof TableCell<?, ?> c && capture.equals(c.getText()))
                .<Node>query());
        await().atMost(Duration.ofSeconds(10)).until(() -> label(robot, "#details-facts").getText()
                .contains(sale.saleId()));
        everyLook(robot, audit, "a sale found by its order number, with its vouchers");

        robot.clickOn("#today-tab");
        await().atMost(Duration.ofSeconds(10)).until(() -> !label(robot, "#summary-totals").getText().isEmpty());
        everyLook(robot, audit, "Today");

        assertThat(audit.problems()).isEmpty();
    }

    private static void everyLook(FxRobot robot, ScreenAudit audit, String screen) {
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            for (double[] size : SIZES) {
                robot.interact(theme::apply);
                WindowSize.window(robot, managerWindow(), size[0], size[1]);
                WaitForAsyncUtils.waitForFxEvents(3);
                String look = String.format(Locale.ROOT, "%s %s %.0fx%.0f", screen, theme, size[0], size[1]);
                await().atMost(Duration.ofSeconds(5)).untilAsserted(() -> assertThat(onFx(() -> sidewaysColumns(robot)))
                        .as("every log column shown without sideways scrolling: " + look).isEmpty());
                WaitForAsyncUtils.waitForFxEvents(2);
                audit.audit(look);
                assertThat(onFx(() -> lines(robot, "#log-message"))).as("the log's page line: " + look)
                        .isLessThanOrEqualTo(1);
                assertThat(onFx(() -> chartsWithoutLegend(robot))).as("a chart shown names its bars: " + look)
                        .isZero();
            }
        }
    }

    /** How many charts are shown with their legend dropped (a chart drops it when it is too short for both). */
    /** Measures on the FX thread: reading a text's bounds beside the FX thread's pulse breaks its layout. */
    private static <T> T onFx(Callable<T> measure) {
        try {
            return WaitForAsyncUtils.asyncFx(measure).get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the FX thread did not answer", e);
        }
    }

    private static long chartsWithoutLegend(FxRobot robot) {
        return robot.lookup(".chart").queryAll().stream().filter(ManagerScreensFitTest::shown)
                .filter(chart -> chart.lookupAll(".chart-legend").stream().noneMatch(Node::isVisible)).count();
    }

    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    /**
     * The titles of the log's columns that do not lie wholly inside the table (so reachable only by scrolling it
     * sideways, or not at all): none when every column fits its width.
     */
    private static List<String> sidewaysColumns(FxRobot robot) {
        return robot.lookup("#log-table").tryQuery().stream().flatMap(table -> table.lookupAll(".column-header")
                        .stream().filter(h -> h instanceof TableColumnHeader)
                        .filter(h -> table.sceneToLocal(h.localToScene(h.getBoundsInLocal())).getMaxX()
                                > table.getLayoutBounds().getWidth() + 0.5)
                        .map(h -> ((TableColumnHeader) h).getTableColumn().getText()))
                .toList();
    }

    /** How many lines the shown label {@code id} takes (0 when it is not shown). */
    private static int lines(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().filter(n -> n.isVisible() && n.getScene() != null).map(n -> {
            Label label = (Label) n;
            Text one = new Text("第 1");
            one.setFont(label.getFont());
            double line = one.getLayoutBounds().getHeight();
            double text = label.getHeight() - label.snappedTopInset() - label.snappedBottomInset();
            return (int) Math.round(text / line);
        }).orElse(0);
    }

    /** Scrolls the details pane down to {@code id}: a long action's details scroll rather than squeeze. */
    private static void scrollTo(FxRobot robot, String id) {
        robot.interact(() -> {
            for (Node n = robot.lookup(id).query(); n != null; n = n.getParent()) {
                if (n instanceof ScrollPane scroll) {
                    scroll.setVvalue(scroll.getVmax());
                    return;
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents(2);
    }

    private static Window managerWindow() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getOwner() != null)
                .findFirst().orElseThrow();
    }

    private static Label label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class);
    }
}
