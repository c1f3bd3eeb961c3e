package io.redeemdesk.client.cashier;

import com.sun.net.httpserver.HttpServer;
import io.redeemdesk.client.app.ClientContext;
import io.redeemdesk.client.cashier.ui.CashierView;
import io.redeemdesk.client.config.ClientSettings;
import io.redeemdesk.client.scan.ScanText;
import io.redeemdesk.client.scan.ScannerTimings;
import io.redeemdesk.client.ui.Theme;
import io.redeemdesk.protocol.VoucherCode;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Never blocks: against a server that holds every request for 10 seconds, the window shows "Checking…" at once
 * and keeps taking input — typing into the entry field, opening the self-test — while the request hangs.
 */
@ExtendWith(ApplicationExtension.class)
class StalledServerTest {
    private static final long STALL_SECONDS = 10;

    @TempDir
    Path dir;

    private final ScannerKeys scanner = new ScannerKeys();
    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicInteger stalled = new AtomicInteger();
    private HttpServer server;
    private ClientContext client;
    private long startedNanos;

    @Start
    void start(Stage stage) throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            stalled.incrementAndGet();
            try {
                release.await(STALL_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.sendResponseHeaders(503, -1);
            exchange.close();
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
        ClientSettings settings = new ClientSettings("http://127.0.0.1:" + server.getAddress().getPort(), "token",
                "STORE-1", "TILL-1", "alice", dir.resolve("till"), Duration.ofSeconds(STALL_SECONDS + 5));
        client = new ClientContext(settings, new ScreenSettings(Locale.ENGLISH, Theme.LIGHT, ScannerTimings.DEFAULT,
                new ScanText("", "")), Platform::runLater);
        stage.setScene(new CashierView(client.screen(), List.of(), "stall", () -> { }).scene(scanner));
        scanner.attach(stage.getScene());
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        release.countDown();
        server.stop(0);
        client.close();
    }

    @Test
    void whileTheServerStallsTheWindowSaysCheckingAndStillTakesInput(FxRobot robot) {
        startedNanos = System.nanoTime();
        scanner.scan(VoucherCode.generate(new SecureRandom()), 5);

        await().atMost(Duration.ofSeconds(5)).untilAsserted(() ->
                assertThat(label(robot, "#verdict-headline")).isEqualTo("Checking…"));
        await().atMost(Duration.ofSeconds(5)).until(() -> stalled.get() > 0);

        scanner.type("HELLO", 150);
        await().atMost(Duration.ofSeconds(3)).untilAsserted(() ->
                assertThat(robot.lookup("#manual-entry").queryAs(TextField.class).getText()).isEqualTo("HELLO"));
        robot.type(KeyCode.F2);
        assertThat(robot.lookup("#selftest-pane").query().isVisible()).isTrue();
        robot.type(KeyCode.F2);

        assertThat(label(robot, "#verdict-headline")).as("the request is still hanging").isEqualTo("Checking…");
        assertThat(Duration.ofNanos(System.nanoTime() - startedNanos)).as("all of it happened during the stall")
                .isLessThan(Duration.ofSeconds(STALL_SECONDS));
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }
}
