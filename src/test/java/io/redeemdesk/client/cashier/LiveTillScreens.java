package io.redeemdesk.client.cashier;

import io.redeemdesk.client.ui.Theme;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import static org.awaitility.Awaitility.await;

/**
 * What the screen walks share: a temporary folder, the TestFX stage, a scanner that types into it, the running
 * {@link LiveTill} (closed and the light theme restored after each test) and a counter for the next unused code.
 */
@ExtendWith(ApplicationExtension.class)
abstract class LiveTillScreens {
    @TempDir
    Path dir;
    final ScannerKeys scanner = new ScannerKeys();
    final AtomicInteger nextCode = new AtomicInteger();
    Stage stage;
    LiveTill till;

    @BeforeEach
    void primaryStage() throws TimeoutException {
        this.stage = FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void stop() throws Exception {
        Theme.LIGHT.apply();
        if (till != null) {
            till.close();
        }
    }

    /** Scans the code and waits until the cashier's card shows the expected look. */
    void scanUntil(String code, VerdictLook look) {
        scanner.scan(code, 5);
        await().atMost(Duration.ofSeconds(20)).alias(look.name())
                .until(() -> till.cashier().cardProperty().get().look() == look);
    }
}
