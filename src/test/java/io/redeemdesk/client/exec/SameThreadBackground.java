package io.redeemdesk.client.exec;


import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * The same-thread {@link Background} of tests: work runs on the calling thread, so view-model tests are
 * deterministic.
 */
public final class SameThreadBackground implements Background {
    @Override
    public <T> CompletableFuture<T> submit(Callable<T> task) {
        try {
            return CompletableFuture.completedFuture(task.call());
        } catch (Exception e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public void close() {
    }
}
