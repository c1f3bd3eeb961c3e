package io.redeemdesk.server;

import java.time.Duration;

/**
 * How to run one service node.
 *
 * @param host         address to bind: 127.0.0.1 in demo mode and tests
 * @param port         0 picks a free port
 * @param keyRetention how long idempotency records are kept (published to clients)
 */
public record ServerOptions(String host, int port, String jdbcUrl, int poolSize, Duration keyRetention) {

    public static final Duration DEFAULT_KEY_RETENTION = Duration.ofHours(72);

    public static ServerOptions loopback(String jdbcUrl) {
        return new ServerOptions("127.0.0.1", 0, jdbcUrl, 8, DEFAULT_KEY_RETENTION);
    }
}
