package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The till stopped sending because the service refused its token (401/403): the manager sees why and, once the
 * terminal is enabled again at the service, resumes sending from here. (A re-enrolled till gets its new token
 * only at start, so it is restarted instead.) Until then the queue keeps every action and the cashier's status
 * bar stays red. After a resume, {@code resumed} lets the log and the summary reload.
 */
public final class SendingPauseViewModel {
    private final ManagerActions actions;
    private final UiTasks tasks;
    private final Runnable resumed;

    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    public SendingPauseViewModel(ManagerActions actions, Background background, Executor fxThread,
                                 Runnable resumed) {
        this.actions = actions;
        this.tasks = new UiTasks(background, fxThread);
        this.resumed = resumed;
    }

    public CompletableFuture<String> refresh() {
        return tasks.run(actions::sendingPausedBecause, this::show,
                e -> message.set("Could not read whether sending is paused: " + e.getMessage()));
    }

    /** Lifts the pause (logged); the engine sends the queue again, and pauses again if the token is still refused. */
    public CompletableFuture<Boolean> resume() {
        message.set("Resuming…");
        return tasks.run(() -> {
            actions.resumeSending();
            return true;
        }, done -> {
            show(null);
            message.set("Sending resumed by " + actions.manager());
            resumed.run();
        }, e -> message.set("Could not resume: " + e.getMessage()));
    }

    private void show(String pausedBecause) {
        paused.set(pausedBecause != null);
        reason.set(pausedBecause == null ? "" : pausedBecause);
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
