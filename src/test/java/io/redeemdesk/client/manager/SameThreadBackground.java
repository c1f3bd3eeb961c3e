package io.redeemdesk.client.manager;

import io.redeemdesk.client.exec.Background;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/** Runs background work on the calling thread, so view-model tests are deterministic without JavaFX. */
final class SameThreadBackground implements Background {
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
