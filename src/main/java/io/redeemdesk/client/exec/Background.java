package io.redeemdesk.client.exec;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * Where the client runs everything that may wait: database, HTTP, decoding. The FX thread hands work here and
 * never blocks on it. Tests substitute a same-thread implementation.
 */
public interface Background extends AutoCloseable {

    <T> CompletableFuture<T> submit(Callable<T> task);

    default CompletableFuture<Void> run(Runnable task) {
        return submit(() -> {
            task.run();
            return null;
        });
    }

    /** Stops accepting work and waits briefly for running tasks. */
    @Override
    void close();
}
