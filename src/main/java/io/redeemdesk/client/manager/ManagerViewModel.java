package io.redeemdesk.client.manager;

import java.util.concurrent.CompletableFuture;

/**
 * The signed-in manager view's model: the log, one action's details, today's summary and whether the till is
 * sending, over one read-only outbox connection; wired by {@link ManagerContext}.
 */
public final class ManagerViewModel {
    private final ManagerActions actions;
    private final LogViewModel log;
    private final SummaryViewModel summary;
    private final DetailsViewModel details;
    private final SendingPauseViewModel sending;

    ManagerViewModel(ManagerActions actions, LogViewModel log, SummaryViewModel summary, DetailsViewModel details,
                     SendingPauseViewModel sending) {
        this.actions = actions;
        this.log = log;
        this.summary = summary;
        this.details = details;
        this.sending = sending;
    }

    /** Loads the first page, today's summary and whether sending is paused. */
    public CompletableFuture<Void> refresh() {
        return refreshAll(log, summary, sending);
    }

    static CompletableFuture<Void> refreshAll(LogViewModel log, SummaryViewModel summary,
                                              SendingPauseViewModel sending) {
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
