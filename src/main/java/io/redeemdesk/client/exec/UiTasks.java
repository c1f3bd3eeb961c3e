package io.redeemdesk.client.exec;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Runs a view model's work on the background and hands the result (or the error) back on the FX thread. The
 * returned future completes after that hand-back, so tests and the benchmark can wait for a whole step.
 */
public final class UiTasks {
    private final Background background;
    private final Executor fxThread;

    public UiTasks(Background background, Executor fxThread) {
        this.background = background;
        this.fxThread = fxThread;
    }

    public <T> CompletableFuture<T> run(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onError) {
        CompletableFuture<T> done = new CompletableFuture<>();
        background.submit(work).whenComplete((result, error) -> fxThread.execute(() -> {
            try {
                if (error != null) {
                    Throwable cause = error instanceof java.util.concurrent.CompletionException && error.getCause() != null
                            ? error.getCause() : error;
                    onError.accept(cause);
                    done.completeExceptionally(cause);
                } else {
                    onResult.accept(result);
                    done.complete(result);
                }
            } catch (RuntimeException e) {
                done.completeExceptionally(e);
            }
        }));
        return done;
    }
}
