package io.redeemdesk.client.manager;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * A question a manager answers before a step with consequences runs. The view model asks; the view shows a
 * dialog while {@link #questionProperty()} is not empty and passes the answer to {@link #answer(boolean)}. Only
 * "yes" runs the step. Use on the FX thread.
 */
public final class Confirmation {
    private static final Runnable NOTHING = () -> { };

    private final ReadOnlyStringWrapper question = new ReadOnlyStringWrapper("");
    private Runnable onYes = NOTHING;
    private Runnable onNo = NOTHING;

    /**
     * Asks {@code text}; a question still open is answered "no" first.
     *
     * @return completes with the step's result after "yes", with null after "no"
     */
    <T> CompletableFuture<T> ask(String text, Supplier<CompletableFuture<T>> step) {
        answer(false);
        CompletableFuture<T> answered = new CompletableFuture<>();
        onYes = () -> step.get().whenComplete((result, error) -> {
            if (error != null) {
                answered.completeExceptionally(error);
            } else {
                answered.complete(result);
            }
        });
        onNo = () -> answered.complete(null);
        question.set(text);
        return answered;
    }

    /** The manager's answer to the open question; nothing when none is open. */
    public void answer(boolean yes) {
        Runnable chosen = yes ? onYes : onNo;
        onYes = NOTHING;
        onNo = NOTHING;
        question.set("");
        chosen.run();
    }

    /** The open question, or empty. */
    public ReadOnlyStringProperty questionProperty() {
        return question.getReadOnlyProperty();
    }
}
