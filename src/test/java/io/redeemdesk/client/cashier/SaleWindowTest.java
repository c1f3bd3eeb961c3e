package io.redeemdesk.client.cashier;

import atlantafx.base.theme.Styles;
import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.cashier.ui.CashierView;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.redeem.EngineSettings;
import io.redeemdesk.server.ApiCaller;
import io.redeemdesk.server.admin.DemoSeed;
import io.redeemdesk.testing.LiveServer;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import okhttp3.CertificatePinner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

import static io.redeemdesk.testing.FxLabels.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The real cashier window in sale mode against a real service on a real port, by keyboard: scanner bursts add
 * lines, F4 asks for the order number (a labelled field, Complete and Cancel, Enter and Esc) and completes, F8
 * voids, the arrow keys choose a line and Delete takes it off, the verdict card grows with its words — and the
 * service's vouchers end USED or UNUSED accordingly. The entry bar's button adds to the sale, every hold or refusal
 * enters the last scans, and a pass's line says "1 of 10 uses", then "1 use taken — 9 of 10 left".
 */
@ExtendWith(ApplicationExtension.class)
class SaleWindowTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @TempDir
    Path dir;

    private final ScannerKeys scanner = new ScannerKeys();
    private LiveServer service;
    private ClientContext client;

    @Start
    void start(Stage stage) throws Exception {
        service = new LiveServer(dir, 20);
        EngineSettings engine = EngineSettings.defaults().withForegroundDeadline(Duration.ofSeconds(8));
        ClientSettings settings = new ClientSettings(service.url(), service.token(), DemoSeed.STORE_ID,
                DemoSeed.TERMINAL_ID, "alice", dir.resolve("till"), engine.foregroundDeadline());
        client = new ClientContext(settings, ScreenSettings.defaults(Locale.ENGLISH), engine,
                CertificatePinner.DEFAULT, new SaleSettings(true, OrderNumberRule.OPTIONAL), Platform::runLater);
        CashierView view = new CashierView(client.screen(), client.saleScreen().orElseThrow(), List.of(),
                "DEMO-STORE test service", () -> { });
        stage.setScene(view.scene(scanner));
        scanner.attach(stage.getScene());
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        client.close();
        service.close();
    }

    @Test
    void aThreeVoucherSaleWithOneRefusedLineIsCompletedWithAnOrderNumber(FxRobot robot) throws Exception {
        String first = service.codes().get(0);
        String second = service.codes().get(1);
        String pass = service.issuePass("十次卡 Ten visits", 10);
        scan(first);
        scan(service.expiredCode());
        scan(second);
        scan(pass);
        awaitStates(robot, "held", "refused — Expired", "held", "held");
        assertThat(text(robot, "#sale-total")).startsWith("3 vouchers");
        assertThat(lines(robot).getItems().get(3).amount()).isEqualTo("1 of 10 uses (10 left)");
        assertThat(robot.lookup("#add-to-sale-button").queryAs(Button.class).getText()).isEqualTo("Add to sale");
        assertThat(robot.lookup("#redeem-button").tryQuery()).as("no Redeem button in sale mode").isEmpty();
        assertThat(client.saleScreen().orElseThrow().sale().recentScans()).extracting(VerdictCard::shortName)
                .containsExactly("In the sale", "In the sale", "Expired", "In the sale");

        robot.type(KeyCode.F4);
        await().atMost(WAIT).until(() -> robot.lookup("#order-prompt").query().isVisible());
        scanner.scan("A-1001", 5);

        await().atMost(WAIT).untilAsserted(() -> assertThat(text(robot, "#verdict-headline"))
                .isEqualTo("SALE COMPLETE — give the goods"));
        assertThat(text(robot, "#verdict-detail")).isEqualTo("3 used, 0 gone · order A-1001");
        awaitStates(robot, "used", "refused — Expired", "used", "used");
        assertThat(lines(robot).getItems().get(3).amount()).isEqualTo("1 use taken — 9 of 10 left");
        assertThat(service.status(first)).isEqualTo("USED");
        assertThat(service.status(second)).isEqualTo("USED");
        assertThat(service.status(service.expiredCode())).isNotEqualTo("USED");
    }

    @Test
    void atTheSmallestTillTheVerdictCardGrowsWithItsWordsAndCompleteSaleIsThePrimaryAction(FxRobot robot) throws Exception {
        robot.interact(() -> {
            Stage stage = (Stage) robot.lookup("#sale-view").query().getScene().getWindow();
            stage.setWidth(1024);
            stage.setHeight(768);
        });
        String code = service.codes().get(0);
        scan(code);
        awaitStates(robot, "held");
        scan(code);

        await().atMost(WAIT).untilAsserted(() -> assertThat(text(robot, "#verdict-headline"))
                .isEqualTo("ALREADY IN THIS SALE — not sent again"));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : List.of("#verdict-headline", "#verdict-code", "#verdict-detail")) {
            Label label = robot.lookup(id).queryAs(Label.class);
            assertThat(shownText(label)).as(id + " is shown whole").isEqualTo(label.getText());
        }
        Region card = robot.lookup("#verdict-panel").queryAs(Region.class);
        Label detail = robot.lookup("#verdict-detail").queryAs(Label.class);
        double[] measured = WaitForAsyncUtils.asyncFx(() -> new double[]{card.prefHeight(card.getWidth()),
                card.sceneToLocal(detail.localToScene(detail.getLayoutBounds())).getMaxY()}).get();
        assertThat(card.getHeight()).as("the card has the height its words need")
                .isGreaterThanOrEqualTo(measured[0] - 0.5);
        double detailBottom = measured[1];
        assertThat(card.getHeight() - detailBottom).as("the detail keeps off the card's bottom edge")
                .isGreaterThanOrEqualTo(20);
        assertThat(robot.lookup("#sale-complete-button").queryAs(Button.class).getStyleClass())
                .contains(Styles.ACCENT);
        assertThat(robot.lookup("#sale-void-button").queryAs(Button.class).getStyleClass())
                .doesNotContain(Styles.ACCENT);
    }

    @Test
    void aVoidedSaleLeavesAllThreeVouchersUnused(FxRobot robot) throws Exception {
        List<String> codes = service.codes().subList(0, 3);
        codes.forEach(this::scan);
        awaitStates(robot, "held", "held", "held");
        assertThat(service.status(codes.get(2))).isEqualTo("LOCKED");

        robot.type(KeyCode.F8);

        await().atMost(WAIT).untilAsserted(() -> assertThat(text(robot, "#verdict-headline")).isEqualTo("SALE VOIDED"));
        awaitStates(robot, "given back", "given back", "given back");
        for (String code : codes) {
            assertThat(service.status(code)).isEqualTo("UNUSED");
        }
    }

    @Test
    void aLineTakenOffBeforeF4StaysUnused(FxRobot robot) throws Exception {
        String kept = service.codes().get(0);
        String removed = service.codes().get(1);
        scan(kept);
        scan(removed);
        awaitStates(robot, "held", "held");

        robot.type(KeyCode.DOWN, KeyCode.DOWN);
        assertThat(lines(robot).getSelectionModel().getSelectedIndex()).as("the arrow keys choose the line")
                .isEqualTo(1);
        robot.type(KeyCode.DELETE);
        awaitStates(robot, "held");
        robot.type(KeyCode.F4);
        await().atMost(WAIT).until(() -> robot.lookup("#order-prompt").query().isVisible());
        assertThat(text(robot, "#order-prompt-label")).startsWith("Receipt or order number");
        assertThat(text(robot, "#order-prompt-hint")).contains("Enter").contains("Esc");
        assertThat(robot.lookup("#order-prompt-confirm").queryAs(Button.class).getText()).isEqualTo("Complete sale");
        assertThat(robot.lookup("#order-prompt-confirm").queryAs(Button.class).getStyleClass())
                .contains(Styles.ACCENT);
        assertThat(robot.lookup("#order-prompt-cancel").queryAs(Button.class).getText()).isEqualTo("Cancel");
        TextField number = robot.lookup("#order-prompt-field").queryAs(TextField.class);
        assertThat(number.isFocused()).isTrue();
        assertThat(shownPrompt(number)).as("the prompt stays visible while the field has the focus")
                .isEqualTo("Scan or type it");
        robot.type(KeyCode.ESCAPE);
        await().atMost(WAIT).until(() -> !robot.lookup("#order-prompt").query().isVisible());
        assertThat(service.status(kept)).as("Esc leaves the sale open").isEqualTo("LOCKED");
        robot.type(KeyCode.F4);
        await().atMost(WAIT).until(() -> robot.lookup("#order-prompt").query().isVisible());
        robot.type(KeyCode.ENTER);

        await().atMost(WAIT).untilAsserted(() -> assertThat(text(robot, "#verdict-headline"))
                .isEqualTo("SALE COMPLETE — give the goods"));
        assertThat(service.status(kept)).isEqualTo("USED");
        assertThat(service.status(removed)).isEqualTo("UNUSED");
    }

    @Test
    void aVoucherInAnotherTillsOpenSaleIsRefusedWithWhatToDo(FxRobot robot) throws Exception {
        String code = service.codes().get(0);
        String otherTill = service.otherTerminalToken("TILL-2");
        String hold = "{\"code\":\"" + code + "\",\"storeId\":\"" + DemoSeed.STORE_ID + "\",\"terminalId\":"
                + "\"TILL-2\",\"cashierId\":\"bob\",\"scannedAt\":\"2026-12-01T10:15:30Z\"}";
        ApiCaller.Answer heldThere = new ApiCaller(service.url()).post("/v1/sales/" + UUID.randomUUID() + "/holds",
                otherTill, ApiCaller.newKey(), "application/json", hold);
        assertThat(heldThere.status()).isEqualTo(201);

        scan(code);

        awaitStates(robot, "refused — Held by a sale");
        assertThat(text(robot, "#verdict-headline")).isEqualTo("HELD BY AN OPEN SALE — do not honour");
        assertThat(text(robot, "#verdict-detail")).startsWith("This voucher is in an open sale at till TILL-2")
                .endsWith("finish or void that sale first, then scan it again");
        assertThat(service.status(code)).isEqualTo("LOCKED");
    }

    @Test
    void f3OpensTheCheckCardWhichPrintsItsKeysAndF3OrEscClosesItAndTheSaleShowsSixCharactersOfACode(
            FxRobot robot) {
        String code = service.codes().get(0);
        scan(code);
        awaitStates(robot, "held");
        assertThat(lines(robot).getItems().get(0).maskedCode()).isEqualTo("…" + code.substring(8));

        robot.type(KeyCode.F3);
        await().atMost(WAIT).until(() -> robot.lookup("#check-card").query().isVisible());
        List<String> words = robot.lookup("#check-card").lookup(".label").queryAllAs(Label.class).stream()
                .filter(Label::isVisible).map(Label::getText).toList();
        assertThat(String.join(" ", words)).as(words.toString()).contains("(F3)").contains("Esc");
        robot.type(KeyCode.F3);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#check-card").query().isVisible()).as("F3 again closes it").isFalse();
        robot.type(KeyCode.F3);
        await().atMost(WAIT).until(() -> robot.lookup("#check-card").query().isVisible());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#check-card").query().isVisible()).as("Esc closes it").isFalse();
    }

    private void scan(String code) {
        scanner.scan(code, 5);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void awaitStates(FxRobot robot, String... starts) {
        await().atMost(WAIT).untilAsserted(() -> {
            List<SaleLineRow> rows = List.copyOf(lines(robot).getItems());
            assertThat(rows).as(rows.toString()).hasSize(starts.length);
            for (int i = 0; i < starts.length; i++) {
                assertThat(rows.get(i).state()).startsWith(starts[i]);
            }
        });
    }

    @SuppressWarnings("unchecked")
    private static TableView<SaleLineRow> lines(FxRobot robot) {
        return robot.lookup("#sale-lines").queryAs(TableView.class);
    }

    /** What the label's skin draws: its text, or less and an ellipsis when it does not fit. */
    private static String shownText(Label label) {
        return ((Text) label.lookup(".text")).getText();
    }

    /** The prompt as the field's skin draws it: empty when the theme hides it. */
    private static String shownPrompt(TextField field) {
        return field.lookupAll(".text").stream().filter(n -> n instanceof Text t && t.getOpacity() > 0
                        && ((Color) t.getFill()).getOpacity() > 0 && field.getPromptText().equals(t.getText()))
                .map(n -> ((Text) n).getText()).findFirst().orElse("");
    }
}
