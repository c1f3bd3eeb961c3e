package io.redeemdesk.client.redeem;

import org.slf4j.Logger;

import java.time.Clock;
import java.time.Duration;

/**
 * Logs a failure that repeats (the same words each time) once per minute with a count instead of once per
 * try, without a stack trace: a till whose disk is full must not fill it further with its own log. The first
 * failure is logged at once, then at most one line per {@link #INTERVAL} saying how often it happened since,
 * and one line when it stops.
 */
final class RepeatedFailureLog {
    static final Duration INTERVAL = Duration.ofMinutes(1);

    private final Logger log;
    private final Clock clock;
    private String words;
    private long lastLoggedAt;
    private int unlogged;
    private int total;

    RepeatedFailureLog(Logger log, Clock clock) {
        this.log = log;
        this.clock = clock;
    }

    /** One more failure described by {@code failure}; logs only when its words changed or a minute passed. */
    synchronized void failed(String failure) {
        long now = clock.millis();
        total++;
        if (!failure.equals(words)) {
            words = failure;
            lastLoggedAt = now;
            unlogged = 0;
            log.error("{}; retrying with backoff, logged once a minute while it lasts", failure);
            return;
        }
        unlogged++;
        if (now - lastLoggedAt >= INTERVAL.toMillis()) {
            log.error("{}; {} more times in the last {} s, {} in all", failure, unlogged,
                    (now - lastLoggedAt) / 1000, total);
            lastLoggedAt = now;
            unlogged = 0;
        }
    }

    /** The failure is over: one line saying so, if any was logged. */
    synchronized void recovered(String what) {
        if (words != null) {
            log.info("{} again after {} failed tries", what, total);
        }
        words = null;
        unlogged = 0;
        total = 0;
    }
}
