package io.redeemdesk.client.redeem;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/**
 * The codes somebody on this till is working on right now: the cashier's foreground attempt or a drain worker.
 * One request_id belongs to one code, so holding the code means never two attempts in flight for one request_id
 * and never two for the same code. A code whose verdict the cashier was shown before its commit stays held
 * until the commit is done; whoever looks at the code's stored actions meanwhile waits for it
 * ({@link #awaitStored}), so they read what the cashier was shown.
 */
final class InFlightCodes {
    private final Set<String> codes = ConcurrentHashMap.newKeySet();
    private final Map<String, CompletableFuture<Void>> storing = new ConcurrentHashMap<>();

    /** True when the caller now owns the code and must {@link #release} it. */
    boolean tryClaim(String code) {
        return codes.add(code);
    }

    void release(String code) {
        codes.remove(code);
    }

    /**
     * Releases the claimed {@code code} once {@code stored} completes (at once when it has), unless
     * {@code keep} says another part still holds it, then runs {@code then}.
     */
    void releaseWhenStored(String code, CompletableFuture<Void> stored, Predicate<String> keep, Runnable then) {
        storing(code, stored.whenComplete((done, error) -> {
            if (!keep.test(code)) {
                release(code);
            }
            then.run();
        }));
    }

    /**
     * Makes whoever {@link #awaitStored awaits} {@code code} wait for {@code stored} too, without claiming it: a
     * sale's step of the code shown before its commit. The outbox commits in order, so a later wait on the same
     * code ends after an earlier one.
     */
    void storing(String code, CompletableFuture<Void> stored) {
        if (!stored.isDone()) {
            storing.put(code, stored);
            stored.whenComplete((done, error) -> storing.remove(code, stored));
        }
    }

    /** Waits, at most {@code atMost}, until a commit of {@code code}'s shown verdict is done and the code free. */
    void awaitStored(String code, Duration atMost) {
        CompletableFuture<Void> pending = storing.get(code);
        if (pending == null) {
            return;
        }
        try {
            pending.get(atMost.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // not stored in time, or not at all: the caller goes on with the outbox as it stands
        }
    }
}
