package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;

import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The signed-in manager view's model: the log, one action's details, today's summary and whether the till is
 * sending, over one read-only outbox connection. An action in the details reloads the log page and the summary;
 * releasing a hold or resuming sending reloads them again once the engine has sent what was let go, and after a
 * resume whether sending is paused is read again too.
 */
public final class ManagerViewModel {
    public static final int PAGE_SIZE = 50;

    private final ManagerActions actions;
    private final LogViewModel log;
    private final SummaryViewModel summary;
    private final DetailsViewModel details;
    private final SendingPauseViewModel sending;

    public ManagerViewModel(ManagerActions actions, OutboxLog outboxLog, ManagerStore store, Background background,
                            Executor fxThread, Clock clock, ManagerText text, String till) {
        this.actions = actions;
        this.log = new LogViewModel(outboxLog, actions, background, fxThread, text, PAGE_SIZE);
        this.summary = new SummaryViewModel(outboxLog, store, actions, background, fxThread, clock, text, till);
        LogReload reload = new LogReload(actions, log, summary, fxThread);
        this.details = new DetailsViewModel(actions, background, fxThread, text, this::refresh,
                reload::nowAndWhenSent);
        this.sending = new SendingPauseViewModel(actions, background, fxThread, text, reload::nowAndWhenSent);
    }

    /** Loads the first page, today's summary and whether sending is paused. */
    public CompletableFuture<Void> refresh() {
        return CompletableFuture.allOf(log.refresh(), summary.refresh(), sending.refresh());
    }

    public String manager() {
        return actions.manager();
    }

    public LogViewModel log() {
        return log;
    }

    public SummaryViewModel summary() {
        return summary;
    }

    public DetailsViewModel details() {
        return details;
    }

    public SendingPauseViewModel sending() {
        return sending;
    }
}
