package io.redeemdesk.client.redeem;

import io.redeemdesk.testing.LiveServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

/**
 * The fixture of the engine tests against a real service: a {@link LiveServer} with 20 vouchers on a real port,
 * started before each test, and the {@link TestTill} the test opens, closed after it together with the service.
 */
abstract class TillAndLiveServer {
    static final Duration WAIT = Duration.ofSeconds(15);

    @TempDir
    Path dir;
    LiveServer server;
    TestTill till;

    @BeforeEach
    void startServer() throws Exception {
        server = new LiveServer(dir, 20);
    }

    @AfterEach
    void stop() throws Exception {
        if (till != null) {
            till.close();
        }
        server.close();
    }
}
