package io.redeemdesk.e2e;

import io.redeemdesk.client.cashier.LiveTill;
import io.redeemdesk.testing.ServerRows;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The thin slice through every real layer: keys typed at scanner speed into the cashier window, an action
 * committed to a SQLite outbox file, a POST with Idempotency-Key to a real server on a real port, the voucher
 * taken by the conditional UPDATE, and the verdict shown in the window and stored on the outbox row.
 */
@ExtendWith(ApplicationExtension.class)
class RedeemThroughEveryLayerTest {
    @TempDir
    static Path dir;

    private LiveTill till;

    @Start
    void start(Stage stage) throws Exception {
        till = LiveTill.start(dir, 10, Duration.ofSeconds(3));
        till.show(stage);
    }

    @AfterEach
    void stop() throws Exception {
        till.close();
    }

    @Test
    void scannerBurstRedeemsOnceAndTheSecondScanSaysAlreadyRedeemed(FxRobot robot) throws Exception {
        String code = till.code(0);

        robot.write(code, 5);
        robot.type(KeyCode.ENTER);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(headline(robot)).startsWith("REDEEMED"));
        assertThat(outboxRow(code)).containsExactly("DONE", "REDEEMED", "1");
        assertThat(ServerRows.query(till.service().server(), "SELECT status FROM vouchers WHERE code = ?",
                code)).containsExactly("USED");

        robot.write(code, 5);
        robot.type(KeyCode.ENTER);

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                assertThat(headline(robot)).startsWith("ALREADY USED"));
        assertThat(till.service().ledger(code)).hasSize(1);
    }

    private static String headline(FxRobot robot) {
        return robot.lookup("#verdict-headline").queryAs(Label.class).getText();
    }

    private List<String> outboxRow(String code) throws Exception {
        try (Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + till.dataDir().resolve("outbox.db"));
             PreparedStatement st = c.prepareStatement(
                     "SELECT state, verdict, attempts, request_id FROM actions WHERE code = ?")) {
            st.setString(1, code);
            try (ResultSet rs = st.executeQuery()) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(4)).matches("[0-9a-f-]{36}");
                return List.of(rs.getString(1), rs.getString(2), rs.getString(3));
            }
        }
    }
}
