package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import io.redeemdesk.client.exec.UiTasks;
import io.redeemdesk.client.manager.store.ManagerText;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The till stopped sending because the service refused its token (401/403): the manager sees why and, once the
 * terminal is enabled again at the service, resumes sending from here. (A re-enrolled till gets its new token
 * only at start, so it is restarted instead.) Until then the queue keeps every action and the cashier's status
 * bar stays red. After a resume, {@code resumed} reloads the log and the summary once the engine has sent the queue
 * or paused again; then the pause is read again, so a token still refused turns the banner red without a refresh.
 */
public final class SendingPauseViewModel {
    private final ManagerActions actions;
    private final UiTasks tasks;
    private final ManagerText text;
    private final Supplier<CompletableFuture<Void>> resumed;

    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    /** @param resumed reloads the log and the summary after a resume; completes once the engine has settled */
    public SendingPauseViewModel(ManagerActions actions, Background background, Executor fxThread, ManagerText text,
                                 Supplier<CompletableFuture<Void>> resumed) {
        this.actions = actions;
        this.tasks = new UiTasks(background, fxThread);
        this.text = text;
        this.resumed = resumed;
    }

    public CompletableFuture<String> refresh() {
        return tasks.run(actions::sendingPausedBecause, this::show, this::unreadable);
    }

    /** Lifts the pause (logged); the engine sends the queue again, and pauses again if the token is still refused. */
    public CompletableFuture<Boolean> resume() {
        message.set(text.text("sending.resuming"));
        return tasks.run(() -> {
            actions.resumeSending();
            return true;
        }, done -> {
            show(null);
            message.set(text.text("sending.resumed", actions.manager()));
            resumed.get().whenComplete((reloaded, error) -> followEngine());
        }, e -> message.set(text.text("sending.resumeFailed", e.getMessage())));
    }

    /** Paused again (the token is still refused): the banner says so; still sending: the confirmation stays. */
    private CompletableFuture<String> followEngine() {
        return tasks.run(actions::sendingPausedBecause, pausedBecause -> {
            if (pausedBecause != null) {
                show(pausedBecause);
            }
        }, this::unreadable);
    }

    private void unreadable(Throwable error) {
        message.set(text.text("sending.readFailed", error.getMessage()));
    }

    private void show(String pausedBecause) {
        paused.set(pausedBecause != null);
        reason.set(text.reason(pausedBecause));
        message.set("");
    }

    public ReadOnlyBooleanProperty pausedProperty() {
        return paused.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty reasonProperty() {
        return reason.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
