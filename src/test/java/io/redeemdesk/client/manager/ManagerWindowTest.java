package io.redeemdesk.client.manager;

import io.redeemdesk.bench.manager.SyntheticLog;
import io.redeemdesk.client.exec.ThreadPoolBackground;
import io.redeemdesk.client.manager.store.LogEntry;
import io.redeemdesk.client.manager.store.ManagerStore;
import io.redeemdesk.client.manager.store.ManagerText;
import io.redeemdesk.client.manager.ui.ManagerWindow;
import io.redeemdesk.client.outbox.ActionKind;
import io.redeemdesk.client.outbox.RedeemAction;
import io.redeemdesk.client.pin.PinHasher;
import io.redeemdesk.protocol.Verdict;
import io.redeemdesk.protocol.VoucherCode;
import io.redeemdesk.testing.LogRows;
import io.redeemdesk.testing.TillSale;
import javafx.application.Platform;
import javafx.print.Printer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import static io.redeemdesk.testing.FxLabels.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The manager window in a real (headless) JavaFX stage over real SQLite files: the PIN gate, its lockout
 * surviving a reopen, the "no PIN" message, filtering, one action's details with the logged reveal, a sale found
 * by its order number with its vouchers and their states, the CSV export and the way back to the till.
 */
@ExtendWith(ApplicationExtension.class)
class ManagerWindowTest {
    private static final String PIN = "246810";

    @TempDir
    static Path template;
    @TempDir
    Path dir;
    private Path data;
    private Stage owner;
    private ThreadPoolBackground background;
    private ManagerWindow desk;

    /** One generated till for the class; each test gets a copy, since lockouts change its manager.db. */
    @BeforeAll
    static void generateTill() throws Exception {
        new SyntheticLog(9).write(template.resolve("outbox.db"), 2_000, Instant.now(), 5);
        try (ManagerStore store = ManagerStore.open(template.resolve("manager.db"))) {
            new PinGate(store, new PinHasher(1_000, new SecureRandom()), Clock.systemUTC()).setPin(PIN.toCharArray());
        }
    }

    @Start
    void start(Stage stage) throws Exception {
        data = dir.resolve("till");
        Files.createDirectories(data);
        for (String file : List.of("outbox.db", "manager.db")) {
            Files.copy(template.resolve(file), data.resolve(file));
        }
        background = new ThreadPoolBackground("manager-test", 2);
        desk = desk(data);
        owner = stage;
        stage.setScene(new Scene(new Label("the cashier screen"), 400, 300));
        stage.show();
        desk.open(stage);
    }

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupStages();
        background.close();
    }

    @Test
    void wrongPinCountsDownAndTheRightOneOpensTheLog(FxRobot robot) {
        enter(robot, "maria", "111111");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(text(robot, "#pin-message")).isEqualTo("Wrong PIN. 4 tries left before the gate locks "
                        + "for 5 minutes"));

        unlock(robot);

        assertThat(table(robot).getItems()).hasSize(ManagerContext.PAGE_SIZE);
        assertThat(robot.lookup(".manager-title").queryAs(Label.class).getText()).isEqualTo("Store manager — maria");
    }

    @Test
    void fiveWrongPinsLockTheGateAndReopeningDoesNotUnlockIt(FxRobot robot) {
        for (int i = 1; i <= 5; i++) {
            enter(robot, "eve", "00000" + i);
            int tries = i;
            await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(text(robot, "#pin-message"))
                    .contains(tries < 5 ? "Wrong PIN" : "Too many wrong PINs: locked until"));
        }
        assertThat(robot.lookup("#unlock").queryButton().isDisabled()).isTrue();

        robot.clickOn("#cancel-manager");
        robot.interact(() -> desk.open(owner));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(text(robot, "#pin-message")).startsWith("Too many wrong PINs: locked until");
            assertThat(robot.lookup("#unlock").queryButton().isDisabled()).isTrue();
        });
    }

    @Test
    void withoutAPinTheGateSaysHowToSetOne(FxRobot robot) {
        robot.clickOn("#cancel-manager");
        Path other = dir.resolve("fresh-till");
        robot.interact(() -> desk(other).open(owner));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(text(robot, "#pin-message"))
                .contains("No manager PIN is set").contains("set-manager-pin --data-dir " + other));
        assertThat(robot.lookup("#unlock").queryButton().isDisabled()).isTrue();
    }

    @Test
    void filteringByVerdictShowsOnlyThatVerdict(FxRobot robot) {
        unlock(robot);
        robot.clickOn("#filter-verdict");
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell")
                .match((ListCell<?> cell) -> "Expired".equals(cell.getText())).<ListCell<?>>query());
        assertThat(robot.lookup("#filter-verdict").queryAs(ComboBox.class).getValue()).isEqualTo("EXPIRED");
        robot.clickOn("#apply-filter");

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(rows(robot)).isNotEmpty()
                .allSatisfy(a -> assertThat(a.verdict()).isEqualTo(Verdict.EXPIRED)));
    }

    @Test
    void aRowShowsItsDetailsAndRevealingTheCodeIsLogged(FxRobot robot) throws Exception {
        unlock(robot);
        RedeemAction first = rows(robot).get(0);
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup(LogRows.cellOf(first.requestId())).tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents(5);
        robot.clickOn(robot.lookup(LogRows.cellOf(first.requestId()))
                .<Node>query());

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(text(robot, "#details-facts")).contains("request_id " + first.requestId());
            assertThat(text(robot, "#details-code")).isEqualTo(VoucherCode.mask(first.code()));
            assertThat(robot.lookup("#details-timeline").queryAs(ListView.class).getItems()).isNotEmpty();
        });
        robot.clickOn("#reveal-code");

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(text(robot, "#details-code")).isEqualTo(VoucherCode.display(first.code())));
        try (ManagerStore store = ManagerStore.open(data.resolve("manager.db"))) {
            assertThat(store.events(1).get(0)).satisfies(e -> {
                assertThat(e.action()).isEqualTo("REVEAL_CODE");
                assertThat(e.manager()).isEqualTo("maria");
                assertThat(e.requestId()).isEqualTo(first.requestId());
            });
        }
    }

    @Test
    void exportWritesEveryRowOfTheFilterMasked(FxRobot robot) {
        unlock(robot);
        robot.clickOn("#filter-cashier").write("bob");
        robot.clickOn("#apply-filter");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(rows(robot)).isNotEmpty()
                .allSatisfy(a -> assertThat(a.cashierId()).isEqualTo("bob")));

        robot.clickOn("#export-csv");

        Path file = dir.resolve("export.csv");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            assertThat(text(robot, "#log-message")).startsWith("Exported").endsWith("(codes masked)");
            String csv = Files.readString(file, StandardCharsets.UTF_8);
            List<String> lines = List.of(csv.substring(1).split("\r\n"));
            assertThat(csv).startsWith("\uFEFFcreated_at,request_id,code,verdict");
            assertThat(lines.size()).isGreaterThan(ManagerContext.PAGE_SIZE + 1);
            assertThat(lines.subList(1, lines.size())).allSatisfy(l -> {
                assertThat(l.split(",")[5]).isEqualTo("bob");
                assertThat(l.split(",")[2]).startsWith("…").hasSize(7);
            });
        });
    }

    @Test
    void typingAnOrderNumberShowsThatSaleWithItsVouchersAndTheirStates(FxRobot robot) throws Exception {
        TillSale sale = TillSale.make(data.resolve("outbox.db"), dir, "单号-2024");
        String saleId = sale.saleId();
        unlock(robot);

        robot.clickOn("#filter-order").write("单号-2024").type(KeyCode.ENTER);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(rows(robot))
                .extracting(RedeemAction::kind).containsExactly(ActionKind.CAPTURE, ActionKind.HOLD, ActionKind.HOLD));
        String shortId = saleId.substring(0, 8) + "…";
        TableCell<?, ?> saleCell = robot.lookup((Node n) -> n instanceof TableCell<?, ?> c
                && shortId.equals(c.getText())).query();
        assertThat(saleCell.getTooltip().getText()).as("the whole sale id").isEqualTo("Sale " + saleId);
        TableCell<?, ?> captureSale = robot.lookup((Node n) -> n instanceof TableCell<?, ?> c
                && (shortId + " · 单号-2024").equals(c.getText())).query();
        assertThat(captureSale.getTooltip().getText()).as("the capture's row: its sale and order number, whole")
                .isEqualTo("Sale " + saleId + "\nOrder number 单号-2024");
        robot.clickOn(robot.lookup((Node n) -> n instanceof TableCell<?, ?> c && "Capture".equals(c.getText()))
                .<Node>query());

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(text(robot, "#details-facts"))
                .contains("Capture of sale " + saleId + ", order 单号-2024\nSale: complete\n")
                .containsPattern("• " + Pattern.quote(VoucherCode.mask(sale.used())) + " .*: used\n")
                .containsPattern("• " + Pattern.quote(VoucherCode.mask(sale.expired())) + " .*: refused · Expired$"));

        robot.clickOn("#export-csv");
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            List<String> csv = List.of(Files.readString(dir.resolve("export.csv"), StandardCharsets.UTF_8)
                    .substring(1).split("\r\n"));
            assertThat(csv.get(0)).endsWith(",sale_id,order_no,action");
            assertThat(csv.subList(1, csv.size())).as("the sale's steps, exported with their sale columns")
                    .extracting(ManagerWindowTest::saleColumns)
                    .containsExactly(saleId + ",单号-2024,CAPTURE", saleId + ",,HOLD", saleId + ",,HOLD");
        });
    }

    @Test
    void todayShowsTheKeyFiguresAsTilesOnAWholeNumberAxisWithOneRefreshAndPrintOnlyWithAPrinter(FxRobot robot) {
        unlock(robot);
        robot.clickOn("#today-tab");

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(robot.lookup(".summary-tile")
                .<Node>queryAll().stream().map(Node::getId).toList()).containsExactly("tile-redeemed", "tile-value", "tile-captured",
                "tile-voided", "tile-conflicts", "tile-waiting"));
        assertThat(text(robot, "#tile-value-value")).as("money with its currency").startsWith("€");
        assertThat(robot.lookup("#tile-redeemed-value").queryAs(Label.class).getFont().getSize())
                .as("a key figure is large").isGreaterThanOrEqualTo(28);
        assertThat(robot.lookup((Node n) -> n instanceof Button b && b.isVisible() && "Refresh".equals(b.getText()))
                .queryAll()).as("one Refresh for the window").hasSize(1);
        NumberAxis counts = (NumberAxis) robot.lookup("#hourly-chart").queryAs(BarChart.class).getYAxis();
        assertThat(counts.getTickUnit() % 1).isZero();
        assertThat(counts.getUpperBound() % counts.getTickUnit()).isZero();
        assertThat(counts.getTickMarks()).extracting(tick -> tick.getValue().doubleValue()).as("whole numbers only")
                .isNotEmpty().allSatisfy(tick -> assertThat(tick % 1).isZero());
        CategoryAxis hours = (CategoryAxis) robot.lookup("#hourly-chart").queryAs(BarChart.class).getXAxis();
        assertThat(hours.getCategories()).as("the synthetic day's hours of trade, none before the first scan")
                .isNotEmpty().hasSizeLessThanOrEqualTo(24);
        boolean printer = Printer.getDefaultPrinter() != null;
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(robot.lookup("#print-report")
                .queryButton().isVisible()).as("Print… only where the till has a printer").isEqualTo(printer));
        assertThat(robot.lookup("#print-report").queryButton().isDisabled()).isFalse();
    }

    @Test
    void closingReturnsToTheCashierScreen(FxRobot robot) {
        unlock(robot);
        robot.clickOn("#close-manager");

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(Window.getWindows()).containsExactly(owner));
        assertThat(owner.isShowing()).isTrue();
    }

    /** "Back to the till (Esc)": the key printed on it closes the manager window too, behind the gate and before. */
    @Test
    void escPrintedOnBackToTheTillClosesTheWindow(FxRobot robot) {
        unlock(robot);
        assertThat(robot.lookup("#close-manager").queryButton().getText()).endsWith("(Esc)");
        robot.clickOn("#log-table").type(KeyCode.ESCAPE);

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(Window.getWindows()).containsExactly(owner));

        robot.interact(() -> desk.open(owner));
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#manager-pin").tryQuery().isPresent());
        assertThat(robot.lookup("#cancel-manager").queryButton().getText()).endsWith("(Esc)");
        robot.clickOn("#manager-name").type(KeyCode.ESCAPE);
        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(Window.getWindows()).containsExactly(owner));
    }

    private ManagerWindow desk(Path dataDir) {
        ManagerText words = new ManagerText(Locale.ENGLISH, ZoneId.systemDefault());
        return new ManagerWindow(() -> new ManagerContext(dataDir, new AcknowledgeOnlyEngine(), background,
                Platform::runLater, Clock.systemUTC(), words, "STORE-1 / TILL-1",
                new PinHasher(1_000, new SecureRandom())), background,
                Platform::runLater, words, "STORE-1 / TILL-1",
                (window, name) -> Optional.of(dir.resolve("export.csv")), dataDir.resolve("reports"));
    }

    private void unlock(FxRobot robot) {
        enter(robot, "maria", PIN);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> {
            assertThat(robot.lookup("#log-table").tryQuery()).as(() -> describe(robot)).isPresent();
            assertThat(table(robot).getItems()).as(() -> describe(robot)).isNotEmpty();
        });
    }

    private static void enter(FxRobot robot, String name, String pin) {
        await().atMost(Duration.ofSeconds(10)).until(() -> robot.lookup("#manager-pin").tryQuery().isPresent()
                && !robot.lookup("#unlock").queryAs(Button.class).isDisabled());
        robot.clickOn("#manager-name").eraseText(20).write(name);
        robot.clickOn("#manager-pin").write(pin);
        robot.clickOn("#unlock");
    }

    @SuppressWarnings("unchecked")
    private static TableView<LogEntry> table(FxRobot robot) {
        return robot.lookup("#log-table").queryAs(TableView.class);
    }

    private static List<RedeemAction> rows(FxRobot robot) {
        return table(robot).getItems().stream().map(LogEntry::action).toList();
    }

    /** A CSV line's last three fields: sale_id, order_no and action (none of them holds a comma). */
    private static String saleColumns(String line) {
        List<String> fields = List.of(line.split(",", -1));
        return String.join(",", fields.subList(fields.size() - 3, fields.size()));
    }

    private static String describe(FxRobot robot) {
        return robot.lookup(".label").queryAllAs(Label.class).stream().map(Label::getText).toList().toString();
    }
}
