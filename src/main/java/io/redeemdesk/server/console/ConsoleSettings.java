package io.redeemdesk.server.console;

import java.time.Duration;
import java.time.ZoneId;

/**
 * How the console treats sign-ins: a session ends after {@code idleTimeout} without a request
 * ({@code console.session.idle}) and at the latest {@code maxAge} after sign-in; {@code maxFailedLogins} wrong
 * passwords in a row lock the account for {@code lockFor}; times are shown in {@code zone}.
 */
public record ConsoleSettings(Duration idleTimeout, Duration maxAge, int maxFailedLogins, Duration lockFor,
                              ZoneId zone) {
    public static final Duration DEFAULT_IDLE = Duration.ofMinutes(30);
    public static final ConsoleSettings DEFAULT = new ConsoleSettings(DEFAULT_IDLE, Duration.ofHours(12), 10,
            Duration.ofMinutes(15), ZoneId.systemDefault());

    public ConsoleSettings withIdleTimeout(Duration idle) {
        return new ConsoleSettings(idle, maxAge, maxFailedLogins, lockFor, zone);
    }
}
