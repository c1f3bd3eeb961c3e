package io.redeemdesk.client.config;

import java.nio.file.Path;
import java.time.Duration;

/**
 * The cashier application's settings, resolved once at start-up.
 *
 * @param serverUrl          base URL of the redemption service
 * @param terminalToken      this till's API token
 * @param foregroundDeadline how long the cashier waits for a verdict before the offline policy decides
 */
public record ClientSettings(String serverUrl, String terminalToken, String storeId, String terminalId,
                             String cashierId, Path dataDir, Duration foregroundDeadline) {

    public Path outboxFile() {
        return TillFiles.outbox(dataDir);
    }

    /** The same settings pointed at the in-process demo service and its demo store and terminal. */
    public ClientSettings withDemo(String url, String token, String demoStore, String demoTerminal) {
        return new ClientSettings(url, token, demoStore, demoTerminal, cashierId, dataDir, foregroundDeadline);
    }
}
