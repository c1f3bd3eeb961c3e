package io.redeemdesk.server.limits;


import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The abuse limits per terminal. Every redemption request takes a token from a bucket of this node (with N nodes
 * behind a balancer a terminal gets at most N times that rate). Each lookup that ended in {@code UNKNOWN_CODE}
 * takes a token from the terminal's {@link GlobalLimit}, one bucket for the whole service: a lookup that finds it
 * empty is answered 429 instead of 404, and while this node knows it is empty every request of the terminal gets
 * 429 before the database is touched, so guessing codes runs at a few tries a minute however many nodes there are.
 */
public final class TerminalLimiter {
    /** The {@code limit} label of the unknown-code refusals. */
    public static final String UNKNOWN_CODE = "unknown-code";

    /** A refusal: which limit, and when to try again. */
    public record Refusal(String limit, long retryAfterSeconds) {
    }

    private final RateLimits limits;
    private final LongSupplier nanoClock;
    private final GlobalLimit unknownCodes;
    private final Map<String, TokenBucket> requests = new ConcurrentHashMap<>();

    public TerminalLimiter(RateLimits limits, LongSupplier nanoClock, SharedBuckets shared) {
        this.limits = limits;
        this.nanoClock = nanoClock;
        this.unknownCodes = new GlobalLimit(UNKNOWN_CODE, limits.unknownBurst(), limits.unknownPerMinute() / 60.0,
                shared, nanoClock);
    }

    /** Empty when the terminal may send this request; it then counts against its request bucket. */
    public Optional<Refusal> admit(String terminalId) {
        OptionalLong guessing = unknownCodes.knownEmpty(terminalId);
        if (guessing.isPresent()) {
            return Optional.of(new Refusal(UNKNOWN_CODE, guessing.getAsLong()));
        }
        long now = nanoClock.getAsLong();
        TokenBucket bucket = requests.computeIfAbsent(terminalId,
                id -> new TokenBucket(limits.requestBurst(), limits.requestsPerSecond(), now));
        if (!bucket.tryTake(now)) {
            return Optional.of(new Refusal("requests", bucket.secondsUntilToken(now)));
        }
        return Optional.empty();
    }

    /** Counts one lookup of a code that does not exist: a refusal when the terminal had no lookup left. */
    public Optional<Refusal> unknownCode(String terminalId) throws SQLException {
        OptionalLong wait = unknownCodes.take(terminalId);
        return wait.isPresent() ? Optional.of(new Refusal(UNKNOWN_CODE, wait.getAsLong())) : Optional.empty();
    }

    /** The unknown-code limit, shared by the whole service (its buckets are pruned by the node's sweeper). */
    public GlobalLimit unknownCodes() {
        return unknownCodes;
    }
}
