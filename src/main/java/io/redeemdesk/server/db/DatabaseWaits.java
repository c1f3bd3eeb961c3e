package io.redeemdesk.server.db;

import java.time.Duration;

/**
 * How long the service waits for its database before it gives up and answers 503 {@code service-unavailable}.
 *
 * @param connect how long a caller waits for a pooled connection, and on SQLite for the file's write lock
 *                ({@code db.connect.timeout})
 * @param socket  how long a PostgreSQL connection waits for any answer of the database before it is dropped
 *                ({@code db.socket.timeout}); whole seconds, a fraction is rounded up
 */
public record DatabaseWaits(Duration connect, Duration socket) {
    public static final Duration DEFAULT_CONNECT = Duration.ofSeconds(2);
    public static final Duration DEFAULT_SOCKET = Duration.ofSeconds(10);
    /** The waits of a service node that was given no others. */
    public static final DatabaseWaits DEFAULT = new DatabaseWaits(DEFAULT_CONNECT, DEFAULT_SOCKET);
    /** Admin commands and tests: half a minute for a connection, ten minutes for a long report's answer. */
    public static final DatabaseWaits ADMIN = new DatabaseWaits(Duration.ofSeconds(30), Duration.ofMinutes(10));

    public DatabaseWaits withConnect(Duration newConnect) {
        return new DatabaseWaits(newConnect, socket);
    }

    public DatabaseWaits withSocket(Duration newSocket) {
        return new DatabaseWaits(connect, newSocket);
    }

    /** {@link #socket} in the whole seconds PostgreSQL's driver takes, at least one. */
    long socketSeconds() {
        return Math.max(1, (socket.toMillis() + 999) / 1000);
    }
}
