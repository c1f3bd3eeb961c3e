package io.redeemdesk.server;

import io.redeemdesk.server.limits.RateLimits;
import io.redeemdesk.server.db.DatabaseWaits;
import io.redeemdesk.server.events.EventSettings;

import java.time.Duration;

/**
 * How to run one service node.
 *
 * @param host          address to bind: 127.0.0.1 in demo mode and tests
 * @param port          0 picks a free port
 * @param keyRetention  how long idempotency records are kept (published to clients)
 * @param lockTimeout   how long a voucher may stay LOCKED (and a record processing) before the sweeper resolves it
 * @param sweepInterval how often this node's sweeper runs
 * @param limits        the per-terminal abuse limits
 * @param holdLease     how long a sale holds a voucher before the sweeper gives it back ({@code holds.lease})
 * @param events        where and how staged events are relayed
 * @param databaseWaits how long a request waits for the database before it answers 503 ({@code db.connect.timeout},
 *                      {@code db.socket.timeout})
 * @param consoleIdle   how long a console session lives without a request ({@code console.session.idle})
 */
public record ServerOptions(String host, int port, String jdbcUrl, int poolSize, Duration keyRetention,
                            Duration lockTimeout, Duration sweepInterval, RateLimits limits, Duration holdLease,
                            EventSettings events, DatabaseWaits databaseWaits, Duration consoleIdle) {

    public static final Duration DEFAULT_KEY_RETENTION = Duration.ofHours(72);
    public static final Duration DEFAULT_LOCK_TIMEOUT = Duration.ofMinutes(2);
    public static final Duration DEFAULT_SWEEP_INTERVAL = Duration.ofSeconds(30);
    public static final Duration DEFAULT_HOLD_LEASE = Duration.ofMinutes(15);
    public static final Duration DEFAULT_CONSOLE_IDLE = Duration.ofMinutes(30);

    public ServerOptions(String host, int port, String jdbcUrl, int poolSize, Duration keyRetention) {
        this(host, port, jdbcUrl, poolSize, keyRetention, DEFAULT_LOCK_TIMEOUT, DEFAULT_SWEEP_INTERVAL,
                RateLimits.DEFAULT, DEFAULT_HOLD_LEASE, EventSettings.NONE, DatabaseWaits.DEFAULT,
                DEFAULT_CONSOLE_IDLE);
    }

    public static ServerOptions loopback(String jdbcUrl) {
        return new ServerOptions("127.0.0.1", 0, jdbcUrl, 8, DEFAULT_KEY_RETENTION);
    }

    public ServerOptions withSweeper(Duration newLockTimeout, Duration newSweepInterval) {
        return new ServerOptions(host, port, jdbcUrl, poolSize, keyRetention, newLockTimeout, newSweepInterval,
                limits, holdLease, events, databaseWaits, consoleIdle);
    }

    public ServerOptions withLimits(RateLimits newLimits) {
        return new ServerOptions(host, port, jdbcUrl, poolSize, keyRetention, lockTimeout, sweepInterval, newLimits,
                holdLease, events, databaseWaits, consoleIdle);
    }

    public ServerOptions withPoolSize(int newPoolSize) {
        return new ServerOptions(host, port, jdbcUrl, newPoolSize, keyRetention, lockTimeout, sweepInterval, limits,
                holdLease, events, databaseWaits, consoleIdle);
    }

    public ServerOptions withHoldLease(Duration newHoldLease) {
        return new ServerOptions(host, port, jdbcUrl, poolSize, keyRetention, lockTimeout, sweepInterval, limits,
                newHoldLease, events, databaseWaits, consoleIdle);
    }

    public ServerOptions withEvents(EventSettings newEvents) {
        return new ServerOptions(host, port, jdbcUrl, poolSize, keyRetention, lockTimeout, sweepInterval, limits,
                holdLease, newEvents, databaseWaits, consoleIdle);
    }

    public ServerOptions withConnectTimeout(Duration newConnectTimeout) {
        return withDatabaseWaits(databaseWaits.withConnect(newConnectTimeout));
    }

    public ServerOptions withSocketTimeout(Duration newSocketTimeout) {
        return withDatabaseWaits(databaseWaits.withSocket(newSocketTimeout));
    }

    public ServerOptions withConsoleIdle(Duration newConsoleIdle) {
        return new ServerOptions(host, port, jdbcUrl, poolSize, keyRetention, lockTimeout, sweepInterval, limits,
                holdLease, events, databaseWaits, newConsoleIdle);
    }

    private ServerOptions withDatabaseWaits(DatabaseWaits newWaits) {
        return new ServerOptions(host, port, jdbcUrl, poolSize, keyRetention, lockTimeout, sweepInterval, limits,
                holdLease, events, newWaits, consoleIdle);
    }
}
