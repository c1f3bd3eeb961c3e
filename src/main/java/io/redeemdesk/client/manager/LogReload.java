package io.redeemdesk.client.manager;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Reloads the log page and today's summary after a manager let actions go (released a hold, resumed sending):
 * at once, which shows them back in the queue, and again when the engine has sent them, which shows their
 * verdicts, so nobody has to press Refresh. The engine is waited for without holding a thread; the reads run on
 * the background through the view models.
 */
final class LogReload {
    /** A service that cannot be reached keeps the queue full: reload anyway after this. */
    static final Duration SENDING_LIMIT = Duration.ofSeconds(30);

    private final ManagerActions actions;
    private final LogViewModel log;
    private final SummaryViewModel summary;
    private final Executor fxThread;

    LogReload(ManagerActions actions, LogViewModel log, SummaryViewModel summary, Executor fxThread) {
        this.actions = actions;
        this.log = log;
        this.summary = summary;
        this.fxThread = fxThread;
    }

    /** Reloads both now; call on the FX thread. */
    CompletableFuture<Void> now() {
        return CompletableFuture.allOf(log.refresh(), summary.refresh());
    }

    /** Reloads both now and once more when the engine has sent what was let go; call on the FX thread. */
    CompletableFuture<Void> nowAndWhenSent() {
        CompletableFuture<Void> sent = actions.whenQueueSent(SENDING_LIMIT);
        return now().thenCombine(sent.thenComposeAsync(done -> now(), fxThread), (first, second) -> null);
    }
}
