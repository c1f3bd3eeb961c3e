package io.redeemdesk.server.limits;

import io.redeemdesk.server.RateLimits;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The abuse limits of one node, per terminal: a token bucket for every redemption request, and a much smaller
 * bucket drained by each lookup that ended in {@code UNKNOWN_CODE}. While that one is empty the terminal gets
 * 429 before the database is touched, so guessing codes runs at a few tries a minute. Buckets are per node:
 * with N nodes behind a balancer a terminal gets at most N times the rate.
 */
public final class TerminalLimiter {
    /** A refusal: which limit, and when to try again. */
    public record Refusal(String limit, long retryAfterSeconds) {
    }

    private final RateLimits limits;
    private final LongSupplier nanoClock;
    private final Map<String, TokenBucket> requests = new ConcurrentHashMap<>();
    private final Map<String, TokenBucket> unknownCodes = new ConcurrentHashMap<>();

    public TerminalLimiter(RateLimits limits, LongSupplier nanoClock) {
        this.limits = limits;
        this.nanoClock = nanoClock;
    }

    /** Empty when the terminal may send this request; it then counts against its request bucket. */
    public Optional<Refusal> admit(String terminalId) {
        long now = nanoClock.getAsLong();
        TokenBucket guesses = unknownCodes.get(terminalId);
        if (guesses != null && !guesses.hasToken(now)) {
            return Optional.of(new Refusal("unknown-code", guesses.secondsUntilToken(now)));
        }
        TokenBucket bucket = requests.computeIfAbsent(terminalId,
                id -> new TokenBucket(limits.requestBurst(), limits.requestsPerSecond(), now));
        if (!bucket.tryTake(now)) {
            return Optional.of(new Refusal("requests", bucket.secondsUntilToken(now)));
        }
        return Optional.empty();
    }

    /** Counts one lookup of a code that does not exist. */
    public void unknownCode(String terminalId) {
        long now = nanoClock.getAsLong();
        unknownCodes.computeIfAbsent(terminalId,
                id -> new TokenBucket(limits.unknownBurst(), limits.unknownPerMinute() / 60.0, now)).drain(now);
    }
}
